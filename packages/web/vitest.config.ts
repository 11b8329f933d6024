/** Node tests of the web package: pure logic (sessions, attributes, selection, palette). */
import { defineConfig } from 'vitest/config';
import { writeGameList } from './scripts/game-list.mjs';

// The list of games, generated from package.json (scripts/game-list.mjs).
await writeGameList();

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
    // A guard, not an assertion: game-list.test runs the generator over the installed packages,
    // which took over vitest's default 5 s on a loaded two-core CI machine.
    testTimeout: 60_000,
    // Each file has its own modules (vitest's default): a shared module graph would save two
    // thirds of the time, but board-targets.test.ts registers a custom maze map, which the maze
    // package keeps in a module-wide list (`registerMap`), and game-list.test.ts then saw it.
  },
});
