/**
 * The publishing test (pack, install in fresh projects, run): slow and networked (npm's
 * registry), so it has its own project, `publish`, run by the root suite after the build.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'publish',
    include: ['test-publish/*.test.ts'],
    root: new URL('..', import.meta.url).pathname,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
