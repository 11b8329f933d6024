/**
 * Test utility: the built `build/matrix-overload.wasm` instantiated in this thread with the minimal
 * import object (only `env.abort`), its raw ABI exports typed, and helpers that copy words in and
 * out of the module's I/O buffer. Used by the parity and speed checks; not part of the build.
 */
import { readFile } from 'node:fs/promises';

export interface RawExports {
  readonly memory: WebAssembly.Memory;
  io(): number;
  load(len: number): void;
  searchBegin(algorithm: number, seed: number, exploration: number, playoutDepth: number): void;
  searchRun(work: number): number;
  searchResult(): number;
  kLoad(len: number): void;
  kDeterminize(seed: number): void;
  kCurrentPlayer(): number;
  kLegal(): number;
  kApply(action: number): number;
  kReturns(seat: number): number;
  kState(): number;
  kEstimate(seat: number): number;
  kEvaluate(seat: number): number;
  kHash(): bigint;
  benchPlayouts(count: number, seed: number): number;
}

export interface RawModule {
  readonly x: RawExports;
  /** Copies words into the I/O buffer and loads them (`kLoad`). */
  load(words: Int32Array): void;
  /** The first `n` words of the I/O buffer. */
  read(n: number): Int32Array;
  legal(): number[];
  state(): Int32Array;
}

export const WASM_URL = new URL('../../build/matrix-overload.wasm', import.meta.url);

function readString(memory: WebAssembly.Memory, ptr: number): string {
  if (!ptr) return '';
  const bytes = new Uint32Array(memory.buffer, ptr - 4, 1)[0]!;
  return String.fromCharCode(...new Uint16Array(memory.buffer, ptr, bytes >>> 1));
}

/** A fresh instance of the built module. */
export async function instantiateRaw(): Promise<RawModule> {
  const bytes = await readFile(WASM_URL);
  let memory: WebAssembly.Memory | undefined;
  const imports = {
    env: {
      abort(msg: number, file: number, line: number, col: number) {
        const where = memory ? `${readString(memory, file)}:${line}:${col}` : '';
        throw new Error(`abort: ${memory ? readString(memory, msg) : msg} at ${where}`);
      },
    },
  };
  const { instance } = await WebAssembly.instantiate(bytes, imports);
  const x = instance.exports as unknown as RawExports;
  memory = x.memory;
  const view = () => new Int32Array(x.memory.buffer, x.io(), 4096);
  return {
    x,
    load(words) {
      view().set(words);
      x.kLoad(words.length);
    },
    read: (n) => view().slice(0, n),
    legal() {
      return Array.from(view().slice(0, x.kLegal()));
    },
    state() {
      const n = x.kState();
      return view().slice(0, n);
    },
  };
}
