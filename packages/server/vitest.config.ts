import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Every test file starts real servers (and Redis) of its own, on free ports, in its own
    // worker process: the files run in parallel like every other project's. (One at a time,
    // `fileParallelism: false`, made the root run put the whole project in a group of its own,
    // after every other file: some 90 s of one busy core at the end of CI.) Each file has its
    // own modules (vitest's default): with a shared module graph, ai-wasm's module-wide pool of
    // idle engine workers handed one file's worker to the next file's AI pool, which then never
    // saw its own worker start (ai-thinking.test.ts failed in CI).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
