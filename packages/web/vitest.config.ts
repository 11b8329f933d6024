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
  },
});
