import { defineConfig } from 'vitest/config';

// The CLI tests run the built tools in their own process (cli.test-util.ts), but a tool's run
// still starts worker threads and plays games: a loaded machine running the whole suite can take
// far longer than vitest's default 5 s. A guard, not an assertion.
// The files share their modules (`isolate: false`: no file keeps state in a module).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 180_000, isolate: false },
});
