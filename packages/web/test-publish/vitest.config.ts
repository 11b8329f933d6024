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
    // Guards, not assertions: on a loaded two-core machine one step (installs, a build, a game
    // played in Chromium) has taken four times its time alone. A stuck browser wait fails sooner,
    // on its own: browser-play.ts gives up after 60 s without progress.
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
