import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Every test file starts real servers (and Redis) of its own, on free ports, in its own
    // worker process: the files run in parallel like every other project's. (One at a time,
    // `fileParallelism: false`, made the root run put the whole project in a group of its own,
    // after every other file: some 90 s of one busy core at the end of CI.) The files of one
    // worker share their modules (`isolate: false`): each otherwise imported Colyseus, the games
    // and their kernels again (54 -> 37 CPU-s measured); each file closes what it starts and
    // restores its spies (passes in a shuffled order too).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
