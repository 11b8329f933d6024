/**
 * `compileWasm`, the one module loader of every game (`#compile`): the Node side reads a `file:`
 * URL and compiles it; the browser side fetches the module and streams only when the server says
 * `application/wasm`, falls back to the bytes otherwise, and reports a failed fetch. (These were
 * each game's `load.test.ts` when every game had its own loader.)
 */
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileWasm as compileInBrowser } from './compile-browser.js';
import { compileWasm as compileInNode } from './compile-node.js';
import { KERNEL_ABI } from './testing/raw-kernel.js';

const BUILT = new URL('../build/glitch-deck.wasm', import.meta.url);

function exportsOf(module: WebAssembly.Module): string[] {
  return WebAssembly.Module.exports(module).map((e) => e.name);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('compileWasm in Node', () => {
  it('compiles a built module from its file URL; it exports the whole kernel ABI', async () => {
    expect(exportsOf(await compileInNode(BUILT))).toEqual(expect.arrayContaining([...KERNEL_ABI]));
  });

  it('fetches a module that is not a file', async () => {
    const fetchStub = vi.fn(async () => new Response(new Uint8Array(await readFile(BUILT))));
    vi.stubGlobal('fetch', fetchStub);
    const url = new URL('https://example.test/glitch-deck.wasm');
    expect(exportsOf(await compileInNode(url))).toEqual(expect.arrayContaining([...KERNEL_ABI]));
    expect(fetchStub).toHaveBeenCalledWith(url);
  });
});

describe('compileWasm in browsers', () => {
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
    expect(exportsOf(await compileInBrowser(BUILT))).toEqual(
      expect.arrayContaining([...KERNEL_ABI]),
    );
    expect(fetchStub).toHaveBeenCalledWith(BUILT);
    expect(streaming).toHaveBeenCalledTimes(1);
  });

  it('falls back to the bytes when the content type is wrong', async () => {
    serve('application/octet-stream');
    const streaming = vi.spyOn(WebAssembly, 'compileStreaming');
    expect(exportsOf(await compileInBrowser(BUILT))).toEqual(
      expect.arrayContaining([...KERNEL_ABI]),
    );
    expect(streaming).not.toHaveBeenCalled();
  });

  it('reports a failed fetch', async () => {
    vi.stubGlobal('fetch', async () => new Response('missing', { status: 404 }));
    await expect(compileInBrowser(BUILT)).rejects.toThrow(/HTTP 404/);
  });
});
