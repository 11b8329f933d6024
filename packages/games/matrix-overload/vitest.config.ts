import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A guard for a loaded machine running the whole suite at once, not an assertion.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
