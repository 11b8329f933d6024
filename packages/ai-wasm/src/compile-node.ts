/** Compiles a .wasm file in Node (`#compile` under the `node` condition): read it and compile. */
import { readFile } from 'node:fs/promises';

export async function compileWasm(url: URL): Promise<WebAssembly.Module> {
  if (url.protocol !== 'file:') {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`could not fetch ${url.href}: HTTP ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
  return WebAssembly.compile(await readFile(url));
}
