/**
 * The arcade site (the demo of `@matrix-arcade/web`): `vite --config site/vite.config.ts` serves
 * it in development, `vite build` writes a static site to `build/site` (relative URLs, so it
 * works from any folder or host) with a service worker and a web app manifest (it works offline
 * and installs: `offline-plugin.ts`), `vite preview` serves that build.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { enginePackages } from '../game-packages.js';
import { cssCommentsPlugin } from '../scripts/css-comments.mjs';
import { writeGameList } from '../scripts/game-list.mjs';
import { offlinePlugin } from './offline-plugin.js';

// The list of games, generated from package.json (scripts/game-list.mjs).
await writeGameList();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  // The web app manifest, its icons and the service worker (works offline, installs); the
  // comments out of our stylesheets (scripts/css-comments.mjs), as in the published files.
  plugins: [offlinePlugin(), cssCommentsPlugin()],
  // The engine's worker and the game's .wasm are found through `new URL(…, import.meta.url)`:
  // keep these packages (the engine and every game the web package depends on) out of
  // dependency pre-bundling so those URLs stay valid.
  optimizeDeps: { exclude: enginePackages() },
  build: {
    outDir: fileURLToPath(new URL('../build/site', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // The online client's chunk is named for what it is (the budget test looks for it).
    rollupOptions: {
      output: {
        chunkFileNames: (c) =>
          c.facadeModuleId?.endsWith('/src/online/define.ts')
            ? 'assets/online-entry-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
