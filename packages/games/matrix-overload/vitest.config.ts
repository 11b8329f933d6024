import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run the sources: `#load` resolves to the Node loader in src/ (it reads build/).
  resolve: {
    alias: { '#load': fileURLToPath(new URL('./src/engine/load-node.ts', import.meta.url)) },
  },
  test: { include: ['src/**/*.test.ts'] },
});
