/**
 * The release test (Verdaccio on 127.0.0.1, the changesets release of a copy of the workspace,
 * installs by name in fresh projects, Chromium): slow and networked (npm's registry for third-party
 * packages), so it has its own project, `publish`, run by the root suite after the build.
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
