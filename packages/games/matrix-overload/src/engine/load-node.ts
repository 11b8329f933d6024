/**
 * Compiles the MATR1X ØVERLØAD wasm module in Node (package.json `imports` `#load`, `node`
 * condition): reads `build/matrix-overload.wasm` next to `dist/` (two levels up from
 * `dist/engine/`, and from `src/engine/` in tests) and compiles it.
 */
import { readFile } from 'node:fs/promises';

/** The built module, relative to this file. */
export const WASM_URL = new URL('../../build/matrix-overload.wasm', import.meta.url);

export async function loadModule(): Promise<WebAssembly.Module> {
  return WebAssembly.compile(await readFile(WASM_URL));
}
