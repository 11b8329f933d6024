/**
 * Runs searches on one instance of a game's wasm module (the ABI of docs/engine.md §2). The
 * worker and the inline engine both drive the module through this class: write the observation
 * to the I/O buffer, `load`, `searchBegin`, then `searchRun` in slices until the iteration or
 * time budget is spent, and read the root statistics back; then a decision whose every move
 * ends the game at once gets its exact chance (`exact-chance.ts`), and a solitaire's endgame that
 * the kernel's exact solver proves gets its proven move and chance (`endgame-chance.ts`). The import object is generic: every
 * AssemblyScript module gets `env.abort` (throws an Error naming the file and line),
 * `env.trace` and `env.seed`; a module that imports anything else is refused with a clear error.
 */
import { TERMINAL, ValidationError } from '@matrix-arcade/core';
import { EngineRequestError } from './errors.js';
import { provenHint } from './endgame-chance.js';
import { exactChance } from './exact-chance.js';
import { type EngineAlgorithm, type ResolvedSearch, isDepthFirst } from './engine-settings.js';
import {
  type EngineHint,
  IO_WORDS,
  PROGRESS_EVERY_MS,
  type SearchProgress,
  progressOf,
} from './hint.js';
import type { ModuleExports } from './module-exports.js';

/** `searchBegin`'s algorithm codes (assembly/constants.ts). */
const ALGORITHM_CODES: Readonly<Record<EngineAlgorithm, number>> = {
  mcts: 0,
  alphabeta: 1,
  expectimax: 2,
  rollout: 3,
};

const ABI = ['io', 'load', 'searchBegin', 'searchRun', 'searchResult', 'kLoad', 'kDeterminize'];
const TIME_SLICE_MS = 4;
/** `searchBegin`'s algorithm codes (assembly/constants.ts, assembly/rollout-module.ts). */

/** The import object for a module: the AssemblyScript runtime hooks it asks for. */
export function wasmImports(
  module: WebAssembly.Module,
  memory: () => WebAssembly.Memory,
): WebAssembly.Imports {
  const text = (ptr: number): string => {
    if (!ptr) return '?';
    const buffer = memory().buffer;
    const bytes = new Uint32Array(buffer)[(ptr - 4) >>> 2]!;
    return String.fromCharCode(...new Uint16Array(buffer, ptr, bytes >>> 1));
  };
  const env: Record<string, (...args: number[]) => unknown> = {
    abort(msg = 0, file = 0, line = 0, column = 0) {
      throw new Error(`wasm abort: ${text(msg)} at ${text(file)}:${line}:${column}`);
    },
    trace(msg = 0, n = 0, ...args: number[]) {
      console.log(`wasm trace: ${text(msg)}`, ...args.slice(0, n));
    },
    seed: () => Date.now() * Math.random(),
  };
  for (const imp of WebAssembly.Module.imports(module)) {
    if (imp.module !== 'env' || !(imp.name in env)) {
      throw new Error(`the wasm module imports ${imp.module}.${imp.name}, which the engine lacks`);
    }
  }
  return { env };
}

/** A game module instance and the search loop over it. */
export class WasmSearch {
  readonly exports: ModuleExports;
  /** The clock time budgets and progress are measured on, in ms (tests replace it). */
  clock: () => number = () => performance.now();

  private constructor(instance: WebAssembly.Instance) {
    const x = instance.exports as unknown as ModuleExports;
    for (const name of ABI) {
      if (typeof (x as unknown as Record<string, unknown>)[name] !== 'function') {
        throw new Error(`the wasm module does not export ${name}() (docs/engine.md §2)`);
      }
    }
    this.exports = x;
  }

  /** Instantiates synchronously (workers and Node; browsers limit this on the main thread). */
  static instantiate(module: WebAssembly.Module): WasmSearch {
    let search: WasmSearch | null = null;
    const imports = wasmImports(module, () => search!.exports.memory);
    const instance = new WebAssembly.Instance(module, imports);
    search = new WasmSearch(instance);
    return search;
  }

  /** Instantiates asynchronously (any thread). */
  static async instantiateAsync(module: WebAssembly.Module): Promise<WasmSearch> {
    let search: WasmSearch | null = null;
    const imports = wasmImports(module, () => search!.exports.memory);
    const instance = await WebAssembly.instantiate(module, imports);
    search = new WasmSearch(instance);
    return search;
  }

  /** The module's I/O buffer (a fresh view: memory may have grown). */
  io(): Int32Array {
    return new Int32Array(this.exports.memory.buffer, this.exports.io(), IO_WORDS);
  }

  /** Loads an encoded observation into the module. */
  load(words: Int32Array): void {
    if (words.length > IO_WORDS) {
      throw new EngineRequestError(`an observation is at most ${IO_WORDS} words`);
    }
    this.io().set(words);
    this.exports.load(words.length);
  }

  /**
   * Searches `words` (an encoded observation) for `seat`. With `onProgress`, an untimed search
   * also runs in slices of a few milliseconds, and every `PROGRESS_EVERY_MS` it is told how far
   * the search has got.
   */
  hint(
    words: Int32Array,
    seat: number,
    s: ResolvedSearch,
    onProgress?: (progress: SearchProgress) => void,
  ): EngineHint {
    const x = this.exports;
    try {
      this.load(words);
      x.kDeterminize(s.seed);
    } catch (error) {
      if (error instanceof EngineRequestError) throw error;
      // The module refused the words before any search: the observation is not one of its game
      // (a field of the wrong shape encoded to nonsense). The caller drops this instance.
      const message = error instanceof Error ? error.message : String(error);
      throw new ValidationError('observation', `the engine could not load it (${message})`);
    }
    const toMove = x.kCurrentPlayer();
    if (toMove === TERMINAL) throw new EngineRequestError('the game is over: nothing to search');
    if (toMove >= 0 && toMove !== seat) {
      throw new EngineRequestError(`seat ${seat} is not the player to move (seat ${toMove} is)`);
    }
    const algorithm = this.algorithmOf(s.algorithm);
    x.searchBegin(ALGORITHM_CODES[algorithm], s.seed, s.exploration, s.playoutDepth);
    const timed = Number.isFinite(s.budgetMs);
    const sliced = timed || onProgress !== undefined;
    const clock = this.clock;
    const start = clock();
    const deadline = timed ? start + s.budgetMs : Number.POSITIVE_INFINITY;
    let slice = sliced ? 64 : 1 << 16;
    let done = 0;
    let reported = start;
    while (done < s.iterations) {
      const work = Math.min(slice, s.iterations - done);
      const t0 = sliced ? clock() : 0;
      const n = x.searchRun(work);
      done += n;
      if (n < work) break;
      if (sliced) {
        const now = clock();
        if (now >= deadline) break;
        if (onProgress && now - reported >= PROGRESS_EVERY_MS) {
          reported = now;
          onProgress(progressOf(s, done, now - start));
        }
        // Aim each slice at a few milliseconds, never past the deadline by much.
        const rate = n / Math.max(now - t0, 0.05);
        slice = Math.max(
          16,
          Math.min(1 << 20, Math.floor(rate * Math.min(TIME_SLICE_MS, deadline - now))),
        );
      }
    }
    const hint = this.result(done, algorithm);
    if (hint.solved || toMove !== seat) return hint;
    const chance = exactChance(x, () => this.io(), seat, hint.action);
    if (chance !== undefined) return { ...hint, chance, chanceKind: 'exact' };
    return provenHint(x, hint) ?? hint;
  }

  /**
   * The search that runs for `requested`: MCTS, or the kernel's one depth-first search
   * (`alphabeta` names it whichever it is; `expectimax` only on a kernel with the chance hooks).
   */
  algorithmOf(requested: EngineAlgorithm): EngineAlgorithm {
    if (requested === 'mcts' || requested === 'rollout') return requested;
    const own: EngineAlgorithm = this.exports.depthFirst?.() === 2 ? 'expectimax' : 'alphabeta';
    if (requested === 'expectimax' && own !== 'expectimax') {
      throw new EngineRequestError(
        'expectimax needs a kernel with dice (the chance hooks); this game searches with mcts or alphabeta',
      );
    }
    return own;
  }

  private result(iterations: number, algorithm: EngineAlgorithm): EngineHint {
    const count = this.exports.searchResult();
    const io = this.io();
    const alternatives = [];
    for (let i = 0; i < count; i++) {
      alternatives.push({
        action: io[1 + 3 * i]!,
        visits: io[2 + 3 * i]!,
        value: io[3 + 3 * i]! / 1e6,
      });
    }
    const best = alternatives[0];
    if (!best) throw new EngineRequestError('the seat has no move to search');
    const hint: EngineHint = {
      action: best.action,
      algorithm,
      value: best.value,
      chanceKind: 'unknown',
      iterations,
      alternatives,
    };
    // Only the depth-first searches write more: MCTS and rollouts leave stale words there (a
    // rollout hint once read them as `solved` and showed its raw value as an exact chance).
    if (!isDepthFirst(algorithm)) return hint;
    // Alpha-beta appends three words: solved exactly, the best value in `evaluate` units ×1000,
    // and the deepest completed depth.
    const depth = io[3 + 3 * count]!;
    if (io[1 + 3 * count] === 1)
      return { ...hint, depth, solved: { margin: io[2 + 3 * count]! / 1000 } };
    return { ...hint, depth };
  }
}
