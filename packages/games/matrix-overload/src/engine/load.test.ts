/**
 * The two module loaders behind `#load`: the Node one reads and compiles the built module, the
 * browser one fetches it and streams only when the server says `application/wasm`. Both resolve
 * the file from `dist/engine/` (the published layout) to `build/matrix-overload.wasm`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as browser from './load-browser.js';
import * as node from './load-node.js';

const BUILT = new URL('../../build/matrix-overload.wasm', import.meta.url);
const ABI = ['io', 'load', 'searchBegin', 'searchRun', 'searchResult', 'kLoad', 'kDeterminize'];

function exportsOf(module: WebAssembly.Module): string[] {
  return WebAssembly.Module.exports(module).map((e) => e.name);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Node loader', () => {
  it('compiles build/matrix-overload.wasm, which exports the engine ABI', async () => {
    expect(node.WASM_URL.href).toBe(BUILT.href);
    expect(exportsOf(await node.loadModule())).toEqual(expect.arrayContaining(ABI));
  });

  it('finds the module from dist/engine/ too (the published layout)', async () => {
    const dist = new URL('../../dist/engine/', import.meta.url);
    for (const file of ['load-node.js', 'load-browser.js']) {
      const url = new URL(file, dist);
      expect(existsSync(url), `${file} is built`).toBe(true);
      const mod = (await import(url.href)) as { WASM_URL: URL };
      expect(mod.WASM_URL.href).toBe(BUILT.href);
    }
  });
});

describe('the browser loader', () => {
  const serve = (type: string) => {
    const fetchStub = vi.fn(
      async () =>
        new Response(new Uint8Array(await readFile(BUILT)), { headers: { 'content-type': type } }),
    );
    vi.stubGlobal('fetch', fetchStub);
    return fetchStub;
  };

  it('streams the module when the server sends application/wasm', async () => {
    const fetchStub = serve('application/wasm');
    const streaming = vi.spyOn(WebAssembly, 'compileStreaming');
    expect(exportsOf(await browser.loadModule())).toEqual(expect.arrayContaining(ABI));
    expect(fetchStub).toHaveBeenCalledWith(browser.WASM_URL);
    expect(streaming).toHaveBeenCalledTimes(1);
  });

  it('falls back to the bytes when the content type is wrong', async () => {
    serve('application/octet-stream');
    const streaming = vi.spyOn(WebAssembly, 'compileStreaming');
    expect(exportsOf(await browser.loadModule())).toEqual(expect.arrayContaining(ABI));
    expect(streaming).not.toHaveBeenCalled();
  });

  it('reports a failed fetch', async () => {
    vi.stubGlobal('fetch', async () => new Response('missing', { status: 404 }));
    await expect(browser.loadModule()).rejects.toThrow(/HTTP 404/);
  });
});
