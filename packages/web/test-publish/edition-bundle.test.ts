/**
 * Exports hygiene: a page that embeds only `<cybermancy-game>` ships CYBERMANCY's wasm kernel and
 * not MATR1X ØVERLØAD's, though the edition's engine reuses the family's observation words.
 * Vite (the bundler of the release test's page) builds the define entry from the workspace build;
 * the test lists the `.wasm` files it emits. Needs `pnpm build`.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';

const web = resolve(import.meta.dirname, '..');
// Inside the web package, so that the entry's imports resolve from its node_modules.
const dir = mkdtempSync(join(web, '.edition-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("the CYBERMANCY element's bundle emits its own wasm and not MATR1X ØVERLØAD's", async () => {
  writeFileSync(join(dir, 'index.html'), '<script type="module" src="./main.js"></script>');
  writeFileSync(join(dir, 'main.js'), `import '${join(web, 'dist/cybermancy/define.js')}';\n`);
  await build({
    root: dir,
    logLevel: 'error',
    configFile: false,
    build: { outDir: join(dir, 'out'), emptyOutDir: true },
  });
  const wasm = readdirSync(join(dir, 'out/assets')).filter((f) => f.endsWith('.wasm'));
  expect(wasm.some((f) => f.startsWith('cybermancy'))).toBe(true);
  expect(wasm.filter((f) => f.startsWith('matrix-overload'))).toEqual([]);
});
