/**
 * The raw kernel ABI for tests: a fresh instance of a game's wasm module (`WasmSearch`, compiled
 * by the kernel's own `loadModule`), its exports typed (the ABI of docs/engine.md §2 plus the
 * game's extra exports `X`), and helpers that copy words in and out of the I/O buffer. The
 * conformance checks drive kernels through it; a game's own engine tests use it too.
 */
import type { EngineKernel } from '../hint.js';
import type { ModuleExports } from '../module-exports.js';
import { WasmSearch } from '../wasm-search.js';

/** Every export a module built by `matrix-arcade-build-kernel` has. */
export const KERNEL_ABI = [
  'io',
  'load',
  'searchBegin',
  'searchRun',
  'searchResult',
  'kLoad',
  'kDeterminize',
  'kCurrentPlayer',
  'kLegal',
  'kApply',
  'kReturns',
  'kState',
  'kEstimate',
  'kEvaluate',
  'kHash',
  'benchPlayouts',
] as const;

/** The exports of a built kernel module, `X` being the game's own extra exports. */
export type KernelExports<X extends object = object> = ModuleExports &
  Required<Pick<ModuleExports, 'kEstimate' | 'kEvaluate' | 'kHash' | 'benchPlayouts'>> &
  X;

export interface RawKernel<X extends object = object> {
  readonly search: WasmSearch;
  readonly x: KernelExports<X>;
  /** Copies words into the I/O buffer and loads them (`kLoad`). */
  load(words: Int32Array): void;
  /** The first `n` words of the I/O buffer. */
  read(n: number): Int32Array;
  /** The legal actions of the working state (`kLegal`). */
  legal(): number[];
  /** The packed working state (`kState`). */
  state(): Int32Array;
}

/** The names of `KERNEL_ABI` that `module` does not export. */
export function missingExports(module: WebAssembly.Module): string[] {
  const names = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  return KERNEL_ABI.filter((n) => !names.has(n));
}

/** A fresh instance of the kernel's module, in this thread. */
export async function instantiateKernel<X extends object = object>(
  kernel: EngineKernel<never>,
): Promise<RawKernel<X>> {
  const module = await kernel.loadModule();
  const missing = missingExports(module);
  if (missing.length > 0) {
    throw new Error(`the ${kernel.gameId} module does not export ${missing.join(', ')}`);
  }
  const search = WasmSearch.instantiate(module);
  const x = search.exports as KernelExports<X>;
  return {
    search,
    x,
    load(words) {
      search.io().set(words);
      x.kLoad(words.length);
    },
    read: (n) => search.io().slice(0, n),
    legal: () => Array.from(search.io().subarray(0, x.kLegal())),
    state() {
      const n = x.kState();
      return search.io().slice(0, n);
    },
  };
}
