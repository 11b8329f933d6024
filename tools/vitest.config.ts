import { defineConfig } from 'vitest/config';

// The CLI tests start node processes (several workers each): a loaded machine running the whole
// suite can take far longer than vitest's default 5 s to start them. A guard, not an assertion.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 180_000 } });
