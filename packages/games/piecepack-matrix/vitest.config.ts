import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A guard for a loaded machine running the whole suite at once, not an assertion. The files
  // share their modules (`isolate: false`: pure rules and kernels, no global state; each file
  // otherwise imported the game and compiled its wasm again, most of its time).
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, isolate: false },
});
