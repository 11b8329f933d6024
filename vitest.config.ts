/**
 * One vitest run over every package (each keeps its own vitest.config.ts for local runs), so the
 * whole suite ends in one summary. The JSON report feeds scripts/test-summary.mjs.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/games/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
