import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Every test file starts real servers (and Redis) of its own, on free ports, in its own
    // worker process: the files run in parallel like every other project's. (One at a time,
    // `fileParallelism: false`, made the root run put the whole project in a group of its own,
    // after every other file: some 90 s of one busy core at the end of CI.)
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
