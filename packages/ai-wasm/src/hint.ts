/**
 * The types of the engine's requests and answers, shared by the WebAssembly engine and by callers
 * that use the TypeScript reference search. A hint is computed from an observation only, never
 * from the true state; `EngineKernel` is what a game's `./engine` entry hands to the host.
 */
import type { ActionStats, SearchBudget } from '@matrix-arcade/core';
import type { HintCalibration } from './calibration-types.js';
import type {
  AiLevel,
  EngineAlgorithm,
  EngineDefaults,
  KernelSettings,
  ResolvedSearch,
  StrongSettings,
} from './engine-settings.js';

/** What to search: the seat's observation and a budget. */
export interface HintRequest<O> {
  readonly observation: O;
  readonly seat: number;
  readonly budget: SearchBudget;
}

/**
 * Budget and settings of one hint (checked before the search: an unknown key, algorithm or
 * level, an algorithm the game cannot use, or iterations that are not a positive integer are
 * refused with core's `OptionsError`). A hint at the end of the game or for a seat that is not
 * to move is refused with `EngineRequestError`; at a chance node the search samples the roll and
 * answers with the move that follows it (core's bots refuse a chance node). Without `iterations`
 * or `budgetMs` the kernel's default
 * iterations apply; with both, whichever runs out first stops the search. `iterations` counts
 * the algorithm's own unit: MCTS iterations, alpha-beta or expectimax nodes, or rollouts
 * (`'rollout'`: each a whole run played out, far dearer than an MCTS iteration), so the same
 * number costs very different times in different games (the package README tabulates them);
 * prefer `level` and `budgetMs`. Unset settings take the kernel's `defaults`.
 */
export interface HintOptions extends SearchBudget {
  /**
   * `'mcts'`, `'alphabeta'` (the kernel's depth-first search), `'expectimax'` (dice games) or
   * `'rollout'` (policy rollouts, for a kernel with a playout policy); only what the game can
   * use (`algorithmsOf(kernel)`). Default: the kernel's.
   */
  readonly algorithm?: EngineAlgorithm;
  /** The settings to start from (default `quick`); the other fields here override them. */
  readonly level?: AiLevel;
  /**
   * Called while the search runs, about every `PROGRESS_EVERY_MS` (not at all for a search
   * shorter than that), with how far it has got; for a progress bar. The worker engine calls it
   * on the calling thread from a message, the inline engine synchronously between slices.
   */
  readonly onProgress?: (progress: SearchProgress) => void;
}

/** How far a running search has got (`HintOptions.onProgress`). */
export interface SearchProgress {
  /**
   * The share of the budget spent, in [0, 1]: iterations done over iterations allowed or time
   * spent over the time cap, whichever is further (the search stops at the first to run out).
   */
  readonly fraction: number;
  /** Work done so far, in the algorithm's unit (MCTS iterations, nodes or rollouts). */
  readonly iterations: number;
  readonly elapsedMs: number;
}

/** How often a running search reports its progress (ms). */
export const PROGRESS_EVERY_MS = 40;

/** The progress of a search that did `iterations` in `elapsedMs` under the budget of `s`. */
export function progressOf(
  s: Pick<ResolvedSearch, 'iterations' | 'budgetMs'>,
  iterations: number,
  elapsedMs: number,
): SearchProgress {
  const byWork = Number.isFinite(s.iterations) ? iterations / s.iterations : 0;
  const byTime = Number.isFinite(s.budgetMs) && s.budgetMs > 0 ? elapsedMs / s.budgetMs : 0;
  return { fraction: Math.min(1, Math.max(byWork, byTime)), iterations, elapsedMs };
}

/**
 * What a hint's `chance` is (DESIGN.md, "Every word true"):
 * - `exact`: the result itself: every legal move ends the game at once (each with the same result
 *   in every world consistent with the observation), the engine's move wins at once, the
 *   search saw every line to the end (`solved`), or a solitaire's endgame was solved over every
 *   arrangement of the hidden cards (`proven`: the exact share of them best play wins);
 * - `calibrated`: the raw value through a map fitted on self-play at these settings and checked
 *   on held-out games: how often such positions are won following the engine;
 * - `unknown`: no estimate at these settings (`chance` absent). The engine's move is still its
 *   best; say so in words a player cannot read as "you cannot win".
 */
export type ChanceKind = 'exact' | 'calibrated' | 'unknown';

/** Every `ChanceKind`. */
export const CHANCE_KINDS: readonly ChanceKind[] = ['exact', 'calibrated', 'unknown'];

/** The best action, how good it looks, and the alternatives with their statistics. */
export interface EngineHint {
  readonly action: number;
  /** The search that ran (`alphabeta` asked of a kernel with dice runs `expectimax`). */
  readonly algorithm: EngineAlgorithm;
  /**
   * The chosen action's raw search value for the seat, in [0, 1] (MCTS: the mean return of its
   * playouts or cutoff estimates; `proven`: the exact win probability). Not a probability
   * otherwise: show `chance` to players.
   */
  readonly value: number;
  /**
   * How often the seat wins from here (a draw counts ½) when the game goes on as the engine
   * plays it, in [0, 1]. Exact (1, ½ or 0, `chanceKind: 'exact'`) when the search was `solved`
   * or when every legal move ends the game at once (`exact-chance.ts`); exact too, any share,
   * when a solitaire's endgame was solved over every hidden arrangement (`proven`); else `value` through the
   * kernel's fitted calibration (`'calibrated'`), present only when the kernel has one and the
   * search ran with the settings it was fitted for (the defaults: no `budgetMs`, default
   * iterations, exploration, playout depth, algorithm); absent otherwise (`'unknown'`).
   */
  readonly chance?: number;
  /** What `chance` is (see `ChanceKind`): `'unknown'` exactly when `chance` is absent. */
  readonly chanceKind: ChanceKind;
  /**
   * Why the chance is unknown (with `chanceKind: 'unknown'` from a kernel that has a
   * calibration): `'options'` when no table was fitted for the game's option set (e.g. another
   * target or map), `'settings'` when the search ran at settings other than the ones the table
   * was fitted for (another level, iterations or budget).
   */
  readonly chanceUnknown?: 'options' | 'settings';
  /**
   * Alpha-beta only, when the search saw every line to the end of the game: `action` is best
   * play (win first, then the widest margin), and `margin` is the result it leads to in the
   * kernel's terminal `evaluate` units (e.g. points ahead at the end, negative behind,
   * 0 a draw).
   */
  readonly solved?: { readonly margin: number };
  /**
   * True when the kernel's exact endgame solver proved `chance` (`endgame-chance.ts`): every
   * arrangement of the hidden cards still to be drawn was enumerated, `action` is best play and
   * `value` = `chance` is the exact probability that following the engine wins.
   */
  readonly proven?: true;
  /**
   * Where a calibrated `chance` was read when the kernel's calibration reads it at the end of a
   * turn (`HintCalibration.readAhead`, `read-ahead.ts`): `moves` engine moves on, at a decision
   * whose search value was `value` at progress `progress`. Absent: read here, from `value`.
   */
  readonly readAhead?: {
    readonly moves: number;
    readonly value: number;
    readonly progress: number;
  };
  /** Alpha-beta only: the deepest depth (plies) searched in full. */
  readonly depth?: number;
  /** Work done: MCTS iterations or alpha-beta nodes. */
  readonly iterations: number;
  /**
   * Every root action, best first. MCTS: most visited first, `visits` its visit count, `value`
   * its mean return. Alpha-beta: highest value first, `visits` the nodes searched below it,
   * `value` its backed-up value (1 a proven win, 0 a proven loss).
   */
  readonly alternatives: readonly ActionStats[];
}

/** What a game's `./engine` entry exports for the host (docs/engine.md §3). */
export interface EngineKernel<O> {
  readonly gameId: string;
  /** Compiles the game's .wasm (see `compileWasm`). Called once per engine. */
  loadModule(): Promise<WebAssembly.Module>;
  /** The observation as words for the module's `load` (at most `IO_WORDS`). */
  encodeObservation(observation: O): Int32Array;
  /**
   * Checks an untrusted observation field by field before it is encoded, throwing a
   * `ValidationError` that names the bad field (`observation.matrix`); optional. Core's
   * `observationCheck(game)` builds it from the game's own codec.
   */
  checkObservation?(observation: unknown): void;
  readonly defaults: EngineDefaults;
  /** The `strong` level (`level: 'strong'`), with the reasons in the game's docs; optional. */
  readonly strong?: StrongSettings;
  /** The map from `value` to `chance`, fitted at `defaults` (`pnpm calibrate`); optional. */
  readonly calibration?: HintCalibration<O>;
  /**
   * Other settings for the observations of a mode that plays best with them (a variant's deck
   * that needs longer playouts, say), or undefined for `defaults` and `strong`; optional. Hints,
   * reviews and the tools resolve a search from these (`kernelSettings`), and a calibration
   * table for such a mode is fitted at its settings.
   */
  settingsFor?(observation: O): KernelSettings | undefined;
  /**
   * The algorithms this game can be searched with; optional. Without it: MCTS and the
   * algorithms `defaults` and `strong` name. Any other is refused with an `OptionsError`.
   */
  readonly algorithms?: readonly EngineAlgorithm[];
  /**
   * Analysis only, never a hint: the whole state as words for `load`, hidden order included (an
   * honest-ceiling study's "what if the engine could see it"); optional.
   */
  readonly encodeState?: (state: never) => Int32Array;
  /**
   * Analysis only, never a hint: makes the module's chance draws follow a match's own future
   * outcomes (a player who knows the dice, not the hidden order); optional. `begin` once a match
   * (its seed), `before` each decision (the match's actions so far).
   */
  readonly seeChance?: {
    begin(exports: never, matchSeed: number): void;
    before(exports: never, actions: readonly number[]): void;
  };
}

/** Words in a module's I/O buffer. */
export const IO_WORDS = 4096;
