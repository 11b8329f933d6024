/**
 * A page that embeds two game elements without the online entry (issue 39): a fresh Vite build
 * of `import '@matrix-arcade/web/dice-matrix'` and `import '@matrix-arcade/web/matrix-overload'`
 * (the package's built entries, as a bundler gets them) has no module of the online client
 * (colyseus.js, @colyseus/*, msgpackr). Its script, compressed with brotli at its highest
 * quality, counted three ways from the build's chunk graph: when the page opens (the entry chunk
 * and its static imports); playing against the AI (also the engine glue a first search loads and
 * the engine's worker), which is what a visitor of this page (an AI seat) fetches, so it is the
 * count held to the issue's line: at least a third less than the 119 kB (brotli) such a page
 * shipped when the elements imported the online client and their engines statically; and
 * everything the page can load (also the review and the lessons, fetched only when asked for),
 * printed beside the total Vite emits (with the chunks of the manifests' `loadBots` and
 * `loadSolver`, which no element calls).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
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
  const chunks = new Map(
    out.output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])),
  );
  // The workers, bundled apart by Vite (assets): the engine's.
  const workers = readdirSync(join(outDir, 'assets'))
    .map((f) => `assets/${f}`)
    .filter((f) => f.endsWith('.js') && !chunks.has(f));
  /** The chunks reached from `from` by static imports (and the dynamic ones `follow` allows). */
  const closure = (from: string[], follow: (target: string) => boolean) => {
    const seen = new Set<string>();
    const todo = [...from];
    for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
      if (seen.has(f)) continue;
      seen.add(f);
      const c = chunks.get(f);
      todo.push(...(c?.imports ?? []), ...(c?.dynamicImports ?? []).filter(follow));
    }
    return seen;
  };
  const facade = (f: string) => chunks.get(f)?.facadeModuleId ?? '';
  const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  const workersOf = (files: Set<string>, pattern: RegExp) =>
    workers.filter((w) =>
      [...files].some((f) => pattern.test(w) && chunks.get(f)?.code.includes(basename(w))),
    );
  // 1. When the page opens: the entry chunk and what it imports statically, transitively.
  const opened = closure(entries, () => false);
  // 2. Playing against the AI: the first search loads the game's engine glue (the manifest's
  //    `loadKernel`) and ai-wasm's worker engine, which starts the engine's worker.
  //    (Rollup may merge a dynamic entry with what it imports: its modules, not its facade.)
  const playing = closure(entries, (t) =>
    Object.keys(chunks.get(t)?.modules ?? {}).some((m) =>
      /[/\\](engine[/\\]index|lib[/\\]worker-engine)\.js$/.test(m),
    ),
  );
  const engineWorker = workersOf(playing, /^assets\/worker-/);
  expect(engineWorker).toHaveLength(1);
  // The lessons, rules reference and glossary (each game package's `./lessons` entry, its
  // manifest's `loadLessons`) are chunks of their own, fetched only when Learn or Rules opens.
  const lessons = [...chunks.values()]
    .filter((c) => Object.keys(c.modules).some((m) => /[/\\]dist[/\\]lessons\.js$/.test(m)))
    .map((c) => c.fileName);
  expect(lessons).toHaveLength(2);
  expect(lessons.filter((f) => playing.has(f))).toEqual([]);
  // 3. Everything the page can load: also the review and the lessons (Learn, Rules). Not the
  //    game packages' `./bots` and `./solver` entries that their manifests name (`loadBots`,
  //    `loadSolver`): Vite emits them, the elements never call those loaders (checked below),
  //    so no page fetches them.
  const neverLoaded = (t: string) => /[/\\](bots|solver)[/\\]index\.js$/.test(facade(t));
  const loadable = closure(entries, (t) => !neverLoaded(t));
  const webCode = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(DIST, f), 'utf8'))
    .join('\n');
  expect(webCode).not.toMatch(/loadBots|loadSolver/);
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + brotli(f), 0);
  const atOpen = sum(opened);
  const inPlay = sum(playing) + sum(engineWorker);
  const canLoad = sum(loadable) + sum(workers);
  const emitted = sum(chunks.keys()) + sum(workers);
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  console.log(
    `two-element embed (brotli): ${kB(atOpen)} when the page opens, ${kB(inPlay)} playing against the AI (engine glue and worker), ${kB(canLoad)} with everything it can load (review, lessons), ${kB(emitted)} emitted (with the bots and page-side solver chunks no page loads)`,
  );
  expect(opened.size).toBeGreaterThan(0);
  expect(atOpen).toBeLessThan(inPlay);
  expect(inPlay).toBeLessThanOrEqual((BEFORE * 2) / 3);
}, 180_000);
