/**
 * The package-entry checks of the engine conformance kit, on the game's built `dist/`: the `.`
 * entry stays headless (its import graph never reaches the engine, wasm, workers or the DOM, and
 * importing it in Node touches none of those globals), and the `./engine` entry's kernel compiles
 * its module in Node through `compileWasm`, with the `.wasm` URL written literally for bundlers.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { EngineKernel } from '../hint.js';
import { check, same } from './assert.js';
import type { EngineConformance } from './conformance-spec.js';
import { missingExports } from './raw-kernel.js';

// biome-ignore lint/suspicious/noExplicitAny: the kit is generic over any game's state
type Conf = EngineConformance<any, any, any>;

/** Files reachable from `entry` by relative static or dynamic imports, with their text. */
export function importGraph(entry: URL): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (url: URL) => {
    if (seen.has(url.href)) return;
    const text = readFileSync(url, 'utf8');
    seen.set(url.href, text);
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      visit(new URL(m[1]!, url));
    }
  };
  visit(entry);
  return seen;
}

const ENGINE_TEXT = /WebAssembly|Worker|worker_threads|#load|#compile|document\.|window\./;

/** The `.` entry's import graph never reaches `./engine`, wasm, workers or the DOM. */
export function headlessGraph(c: Conf): void {
  const graph = importGraph(new URL('index.js', c.entries.dist));
  const min = c.entries.minModules ?? 5;
  check(graph.size > min, `dist/index.js reaches ${graph.size} modules, expected more than ${min}`);
  for (const [file, text] of graph) {
    check(!/\/engine\//.test(file), `the headless entry imports ${file}`);
    const hit = ENGINE_TEXT.exec(text) ?? /@matrix-arcade\/ai-wasm/.exec(text);
    check(!hit, `${file}, reached from the headless entry, mentions ${hit?.[0]}`);
  }
}

/** Importing the `.` entry in Node touches no wasm, worker or DOM global. */
export async function headlessImport(c: Conf): Promise<void> {
  const touched: string[] = [];
  const names = ['WebAssembly', 'Worker', 'document', 'window', 'fetch'] as const;
  const saved = names.map((n) => Object.getOwnPropertyDescriptor(globalThis, n));
  for (const n of names) {
    Object.defineProperty(globalThis, n, {
      configurable: true,
      get() {
        touched.push(n);
        return undefined;
      },
    });
  }
  let mod: Record<string, unknown>;
  try {
    const url = new URL(`index.js?fresh=${Date.now()}`, c.entries.dist);
    mod = (await import(/* @vite-ignore */ url.href)) as Record<string, unknown>;
  } finally {
    names.forEach((n, i) => {
      const d = saved[i];
      if (d) Object.defineProperty(globalThis, n, d);
      else delete (globalThis as Record<string, unknown>)[n];
    });
  }
  same(touched.join(), '', 'globals touched by importing the headless entry');
  const name = c.entries.gameExport ?? exportWith(mod, 'id', c.game.id, 'setup');
  const game = mod[name] as { id?: string } | undefined;
  same(game?.id, c.game.id, `the headless entry's ${name}.id`);
}

/** The module exports the whole ABI and imports nothing but AssemblyScript's `env` hooks. */
function expectEngineModule(module: WebAssembly.Module, what: string): void {
  const missing = missingExports(module);
  check(missing.length === 0, `${what} lacks the ABI exports ${missing.join(', ')}`);
  for (const imp of WebAssembly.Module.imports(module)) {
    check(
      imp.module === 'env' && ['abort', 'trace', 'seed'].includes(imp.name),
      `${what} imports ${imp.module}.${imp.name}`,
    );
  }
}

/** In Node, the kernel's `loadModule` (through `compileWasm`) compiles the built module. */
export async function loadsInNode(c: Conf): Promise<void> {
  expectEngineModule(await c.kernel.loadModule(), `${c.kernel.gameId}: kernel.loadModule()`);
}

const WASM_URL = /new URL\(\s*['"]([^'"]+\.wasm)['"]\s*,\s*import\.meta\.url\s*\)/;

/**
 * The published `./engine` entry (dist/engine/index.js) works from where it is published: its
 * kernel compiles the module, and its import graph writes `new URL('….wasm', import.meta.url)`
 * literally (what lets bundlers emit the file), resolving to the built module.
 */
export async function publishedEngine(c: Conf): Promise<void> {
  const entry = new URL('engine/index.js', c.entries.dist);
  const graph = importGraph(entry);
  const urls: URL[] = [];
  for (const [file, text] of graph) {
    check(!/#load\b/.test(text), `${file} still uses a per-game #load loader`);
    const m = WASM_URL.exec(text);
    if (m) urls.push(new URL(m[1]!, file));
  }
  same(urls.length, 1, 'literal `new URL(…wasm, import.meta.url)` in the ./engine entry');
  const wasm = urls[0]!;
  check(wasm.pathname.endsWith(`/${c.kernel.gameId}.wasm`), `${wasm.href} is not the game's`);
  check(existsSync(wasm), `${wasm.href} is not built`);
  const mod = (await import(/* @vite-ignore */ entry.href)) as Record<string, unknown>;
  const name = c.entries.kernelExport ?? exportWith(mod, 'gameId', c.kernel.gameId, 'loadModule');
  const kernel = mod[name] as EngineKernel<unknown> | undefined;
  check(kernel, `dist/engine/index.js does not export ${name}`);
  same(kernel.gameId, c.kernel.gameId, 'the published kernel gameId');
  expectEngineModule(await kernel.loadModule(), 'the published kernel module');
}

/** The name of the export that is an object with `key === value` and a `method` function. */
function exportWith(
  mod: Record<string, unknown>,
  key: string,
  value: string,
  method: string,
): string {
  for (const [name, v] of Object.entries(mod)) {
    const o = v as Record<string, unknown> | null;
    if (o && typeof o === 'object' && o[key] === value && typeof o[method] === 'function')
      return name;
  }
  return `(no export with ${key} "${value}")`;
}
