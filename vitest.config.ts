/**
 * One vitest run over every package (each keeps its own vitest.config.ts for local runs), so the
 * whole suite ends in one summary. The JSON report feeds scripts/test-summary.mjs. The web
 * package's browser tests run in Debian's Chromium (`scripts/ensure-chromium.sh` installs it);
 * its release test publishes every public package to a local registry and installs them by name.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/web/vitest.browser.config.ts',
      'packages/web/test-publish/vitest.config.ts',
      'packages/games/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
