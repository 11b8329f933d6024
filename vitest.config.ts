/**
 * One vitest run over every package (each keeps its own vitest.config.ts for local runs), so the
 * whole suite ends in one summary. The JSON report feeds scripts/test-summary.mjs and
 * scripts/slowest-tests.mjs. The web package's browser tests run in Debian's Chromium
 * (`scripts/ensure-chromium.sh` installs it), in two instances; its release test publishes every
 * public package to a local registry and installs them by name.
 *
 * Workers: one per core and one more (vitest's default leaves a core idle; the release test and
 * the browser tests spend much of their time waiting on npm, Vite and Chromium, so a third worker
 * keeps both cores busy). `TEST_WORKERS` overrides it.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const workers = Number(process.env.TEST_WORKERS) || availableParallelism() + 1;

export default defineConfig({
  test: {
    maxWorkers: workers,
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
