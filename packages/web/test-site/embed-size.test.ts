/**
 * A page that embeds two game elements without the online entry (issue 39): a fresh Vite build
 * of `import '@matrix-arcade/web/dice-matrix'` and `import '@matrix-arcade/web/matrix-overload'`
 * (the package's built entries, as a bundler gets them) has no module of the online client
 * (colyseus.js, @colyseus/*, msgpackr), and the script the page loads when it opens (its entry
 * chunk and every chunk that imports statically, compressed with brotli at its highest quality)
 * is at least a third less than the 119 kB (brotli) such a page shipped when the elements
 * imported the online client themselves. The chunks loaded on use (the engine and its worker at
 * the first search, the review, the lessons, the solver) are printed with the total, not bounded.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { type Rollup, build } from 'vite';
import { afterAll, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'matrix-arcade-embed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BEFORE = 119_000;

it('two elements without the online entry: no online client, a third smaller than before', async () => {
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>two games</title>
<script type="module" src="./main.js"></script></head>
<body><dice-matrix-game seed="42" ai-seats="1"></dice-matrix-game>
<matrix-overload-game seed="7"></matrix-overload-game></body></html>`,
  );
  writeFileSync(
    join(dir, 'main.js'),
    `import '${DIST}dice-matrix/define.js';\nimport '${DIST}matrix-overload/define.js';\n`,
  );
  const outDir = join(dir, 'out');
  const out = (await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    build: { outDir, target: 'es2022' },
    worker: { format: 'es' },
  })) as Rollup.RollupOutput;
  const modules = out.output.flatMap((o) => (o.type === 'chunk' ? Object.keys(o.modules) : []));
  expect(modules.length).toBeGreaterThan(50);
  expect(modules.filter((m) => /colyseus|msgpackr|[/\\]online[/\\]define/.test(m))).toEqual([]);
  const brotli = (file: string) =>
    brotliCompressSync(readFileSync(join(outDir, file)), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  // The page's entry chunk and what it imports statically, transitively.
  const chunks = new Map(
    out.output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])),
  );
  const opened = new Set<string>();
  const todo = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
    if (opened.has(f)) continue;
    opened.add(f);
    todo.push(...(chunks.get(f)?.imports ?? []));
  }
  const atOpen = [...opened].reduce((sum, f) => sum + brotli(f), 0);
  const all = readdirSync(join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + brotli(join('assets', f)), 0);
  console.log(
    `two-element embed: ${(atOpen / 1000).toFixed(1)} kB of script when the page opens, ${(all / 1000).toFixed(1)} kB with every chunk loaded on use (brotli)`,
  );
  expect(opened.size).toBeGreaterThan(0);
  expect(atOpen).toBeLessThanOrEqual((BEFORE * 2) / 3);
}, 180_000);
