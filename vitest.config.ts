/**
 * One vitest run over every package (each keeps its own vitest.config.ts for local runs), so the
 * whole suite ends in one summary. The JSON report feeds scripts/test-summary.mjs and
 * scripts/slowest-tests.mjs. The web package's browser tests run in Debian's Chromium
 * (`scripts/ensure-chromium.sh` installs its headless shell), in five instances; its release test publishes every
 * public package to a local registry and installs them by name; its built site is tested in
 * Chromium against a static host (`packages/web/test-site`: budgets, offline, updates).
 *
 * Workers: one per core and two more for the Node test files (vitest's default leaves a core
 * idle; the release test and the built site's tests spend much of their time waiting on npm,
 * Vite and Chromium, so the extra workers keep both cores busy). The browser files run beside
 * them in vitest's browser pool, one stream per Chromium instance (five: see
 * packages/web/vitest.browser.config.ts). `TEST_WORKERS` overrides the worker count.
 */
import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const workers = Number(process.env.TEST_WORKERS) || availableParallelism() + 2;

/**
 * Longest first: vitest orders the projects by name, which put the release test (the longest
 * file by far, mostly waiting on npm) last, alone at the end of the run. It starts first here;
 * the rest keep vitest's order (failed, then slower, first when it has a record of them), but
 * for the games' contract files, which go before the rest of their instance.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Then a game's contract files (a second each): the fresh-page Chromium instance begins with
    // them, not with a whole AI game at the run's busiest moment (installs, builds, three
    // browsers starting), where a click on Pause AI in `dice-matrix-ai` timed out twice.
    const first = (f: TestSpecification) =>
      f.project.name === 'publish' ? 0 : /-contract\.browser\.test\.ts$/.test(f.moduleId) ? 1 : 2;
    return sorted
      .map((f, i) => [f, i] as const)
      .sort((a, b) => first(a[0]) - first(b[0]) || a[1] - b[1])
      .map(([f]) => f);
  }
}

export default defineConfig({
  test: {
    maxWorkers: workers,
    sequence: { sequencer: LongestFirst },
    projects: [
      'packages/*/vitest.config.ts',
      'packages/web/vitest.browser.config.ts',
      'packages/web/test-publish/vitest.config.ts',
      'packages/web/test-site/vitest.config.ts',
      'packages/games/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
