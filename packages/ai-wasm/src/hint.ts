/**
 * The types of the engine's requests and answers, shared by the WebAssembly engine and by callers
 * that use the TypeScript reference search. A hint is computed from an observation only, never
 * from the true state; `EngineKernel` is what a game's `./engine` entry hands to the host.
 */
import type { ActionStats, SearchBudget } from '@matrix-arcade/core';
import type { HintCalibration } from './calibration.js';

/** The search algorithms of the engine. */
export type EngineAlgorithm = 'mcts' | 'alphabeta';

/** What to search: the seat's observation and a budget. */
export interface HintRequest<O> {
  readonly observation: O;
  readonly seat: number;
  readonly budget: SearchBudget;
}

/**
 * Budget and settings of one hint. Without `iterations` or `budgetMs` the kernel's default
 * iterations apply; with both, whichever runs out first stops the search. `iterations` counts
 * MCTS iterations or alpha-beta nodes. Unset settings take the kernel's `defaults`.
 */
export interface HintOptions extends SearchBudget {
  readonly algorithm?: EngineAlgorithm;
}

/** The best action, how good it looks, and the alternatives with their statistics. */
export interface EngineHint {
  readonly action: number;
  /**
   * The chosen action's raw search value for the seat, in [0, 1] (MCTS: the mean return of its
   * playouts or cutoff estimates). Not a probability: show `chance` to players.
   */
  readonly value: number;
  /**
   * How often the seat wins from here (a draw counts ½) when the game goes on as the engine
   * plays it, in [0, 1]: `value` through the kernel's fitted calibration. Present only when the
   * kernel has one and the search ran with the settings it was fitted for (the defaults: no
   * `budgetMs`, default iterations, exploration, playout depth, algorithm); absent otherwise.
   */
  readonly chance?: number;
  /** Work done: MCTS iterations or alpha-beta nodes. */
  readonly iterations: number;
  /**
   * Every root action, best first. MCTS: most visited first, `visits` its visit count, `value`
   * its mean return. Alpha-beta: highest value first, `visits` the nodes searched below it,
   * `value` its backed-up value (1 a proven win, 0 a proven loss).
   */
  readonly alternatives: readonly ActionStats[];
}

/** The settings that play a game best, with the reasons in the game's docs. */
export interface EngineDefaults {
  readonly algorithm: EngineAlgorithm;
  readonly iterations: number;
  readonly exploration: number;
  /** Random playout steps before the kernel's estimate (`Infinity` or < 0: play to the end). */
  readonly playoutDepth: number;
}

/** What a game's `./engine` entry exports for the host (docs/engine.md §3). */
export interface EngineKernel<O> {
  readonly gameId: string;
  /** Compiles the game's .wasm (see `compileWasm`). Called once per engine. */
  loadModule(): Promise<WebAssembly.Module>;
  /** The observation as words for the module's `load` (at most `IO_WORDS`). */
  encodeObservation(observation: O): Int32Array;
  readonly defaults: EngineDefaults;
  /** The map from `value` to `chance`, fitted at `defaults` (`pnpm calibrate`); optional. */
  readonly calibration?: HintCalibration<O>;
}

/** Words in a module's I/O buffer. */
export const IO_WORDS = 4096;

/** The settings of one search, resolved from `HintOptions` and the kernel's defaults. */
export interface ResolvedSearch {
  readonly algorithm: EngineAlgorithm;
  /** Work units to do, or `Infinity` for a time budget alone. */
  readonly iterations: number;
  /** Milliseconds, or `Infinity`. */
  readonly budgetMs: number;
  readonly seed: number;
  readonly exploration: number;
  /** < 0: play out to the end. */
  readonly playoutDepth: number;
}

/** Fills in a hint's settings from the kernel's defaults. */
export function resolveSearch(defaults: EngineDefaults, options: HintOptions = {}): ResolvedSearch {
  const timed = options.budgetMs !== undefined;
  const iterations = options.iterations ?? (timed ? Number.POSITIVE_INFINITY : defaults.iterations);
  const budgetMs = options.budgetMs ?? Number.POSITIVE_INFINITY;
  if (!(iterations > 0) || !(budgetMs >= 0) || (iterations === Infinity && budgetMs === Infinity)) {
    throw new RangeError('a hint needs iterations > 0 or a finite budgetMs >= 0');
  }
  const depth = options.playoutDepth ?? defaults.playoutDepth;
  return {
    algorithm: options.algorithm ?? defaults.algorithm,
    iterations,
    budgetMs,
    seed: (options.seed ?? 0) >>> 0,
    exploration: options.exploration ?? defaults.exploration,
    playoutDepth: Number.isFinite(depth) && depth >= 0 ? Math.min(depth, 0x7fffffff) : -1,
  };
}
