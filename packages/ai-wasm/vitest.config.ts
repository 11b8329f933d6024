import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'test-kernels/**/*.test.ts'], testTimeout: 90_000 },
});
