/**
 * The `.` entry stays headless: the built `dist/index.js` and every module it imports (followed
 * through relative imports) never reach `./engine`, WebAssembly, workers or the DOM, and
 * importing it in Node touches none of those globals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIST = new URL('../../dist/', import.meta.url);

/** Files reachable from `entry` by relative static imports, with their text. */
function importGraph(entry: URL): Map<string, string> {
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

describe('the headless entry', () => {
  it('never imports the engine, wasm, workers or the DOM', () => {
    const graph = importGraph(new URL('index.js', DIST));
    expect(graph.size).toBeGreaterThan(5);
    for (const [file, text] of graph) {
      expect(file).not.toMatch(/\/engine\//);
      expect(text).not.toMatch(/WebAssembly|Worker|worker_threads|#load|document\.|window\./);
      expect(text).not.toMatch(/@matrix-arcade\/ai-wasm/);
    }
  });

  it('can be imported in Node without touching wasm, worker or DOM globals', async () => {
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
    try {
      const mod = (await import(new URL(`index.js?fresh=${Date.now()}`, DIST).href)) as {
        matrixOverload: { id: string };
      };
      expect(mod.matrixOverload.id).toBe('matrix-overload');
    } finally {
      names.forEach((n, i) => {
        const d = saved[i];
        if (d) Object.defineProperty(globalThis, n, d);
        else delete (globalThis as Record<string, unknown>)[n];
      });
    }
    expect(touched).toEqual([]);
  });
});
