import { defineConfig } from 'vitest/config';

// The files share their modules (`isolate: false`): each file otherwise imported the engine and
// compiled the kernels again, half of the package's test time; every stubbed global and spy is
// restored after its test.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test-kernels/**/*.test.ts'],
    testTimeout: 90_000,
    isolate: false,
  },
});
