/**
 * The arcade site (the demo of `@matrix-arcade/web`): `vite --config site/vite.config.ts` serves
 * it in development, `vite build` writes a static site to `build/site` (relative URLs, so it
 * works from any folder or host), `vite preview` serves that build.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { enginePackages } from '../game-packages.js';
import { writeGameList } from '../scripts/game-list.mjs';

// The list of games, generated from package.json (scripts/game-list.mjs).
await writeGameList();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  // The engine's worker and the game's .wasm are found through `new URL(…, import.meta.url)`:
  // keep these packages (the engine and every game the web package depends on) out of
  // dependency pre-bundling so those URLs stay valid.
  optimizeDeps: { exclude: enginePackages() },
  build: {
    outDir: fileURLToPath(new URL('../build/site', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
