/**
 * Compiles the MATR1X ØVERLØAD wasm module in browsers and bundlers (package.json `imports`
 * `#load`, default condition): `new URL('../../build/matrix-overload.wasm', import.meta.url)`
 * lets the bundler emit the file; streaming compilation when the server sends
 * `application/wasm`, otherwise (dev servers, file hosts) the bytes are compiled.
 */

/** The built module, relative to this file (`dist/engine/` → `build/`). */
export const WASM_URL = new URL('../../build/matrix-overload.wasm', import.meta.url);

export async function loadModule(): Promise<WebAssembly.Module> {
  const response = await fetch(WASM_URL);
  if (!response.ok) throw new Error(`could not fetch ${WASM_URL.href}: HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (typeof WebAssembly.compileStreaming === 'function' && type.startsWith('application/wasm')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}
