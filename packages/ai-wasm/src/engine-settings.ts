/**
 * How the engine searches, as settings: the algorithms (`EngineAlgorithm`), the levels
 * (`AiLevel`), a kernel's defaults and strong level, and the settings one search resolves to.
 * Plain types and constants: the hint's types (hint.ts), the calibration (calibration.ts,
 * calibration-types.ts), the option checks (hint-options.ts) and the resolution
 * (resolve-search.ts) all read them.
 */

/**
 * The search algorithms of the engine: `mcts`; `alphabeta` (two seats, perfect information);
 * `expectimax` (the same depth-first search for a kernel with dice: chance nodes averaged);
 * `rollout` (policy rollouts: the kernel's playout policy compared against its best few
 * alternatives on paired rollouts; only for a kernel with a playout policy).
 * A kernel has one depth-first search, so `alphabeta` asked of a kernel with the chance hooks
 * runs its expectimax (the meaning `alphabeta` had before `expectimax` was a name, kept), while
 * `expectimax` asked of a kernel without them is refused; a hint names the search that ran.
 */
export type EngineAlgorithm = 'mcts' | 'alphabeta' | 'expectimax' | 'rollout';

/** Every `EngineAlgorithm`. */
export const ENGINE_ALGORITHMS: readonly EngineAlgorithm[] = [
  'mcts',
  'alphabeta',
  'expectimax',
  'rollout',
];

/** True for the depth-first searches (one per kernel: alpha-beta or expectimax). */
export const isDepthFirst = (a: EngineAlgorithm): boolean =>
  a === 'alphabeta' || a === 'expectimax';

/**
 * How hard the engine plays: `quick` is the kernel's `defaults` (hints and autoplay, well under
 * 100 ms a move), `strong` the kernel's `strong` settings (up to about a second a move).
 */
export type AiLevel = 'quick' | 'strong';
export const AI_LEVELS: readonly AiLevel[] = ['quick', 'strong'];

/** A kernel's `strong` level: the settings that differ from its defaults. */
export interface StrongSettings {
  readonly algorithm?: EngineAlgorithm;
  readonly iterations?: number;
  /** A cap on the time a move (ms), whichever of it and `iterations` runs out first. */
  readonly budgetMs?: number;
  readonly exploration?: number;
  readonly playoutDepth?: number;
}

/** The `strong` level of a kernel without its own: ten times the work, at most a second. */
export const FALLBACK_STRONG_FACTOR = 10;

/** The settings that play a game best, with the reasons in the game's docs. */
export interface EngineDefaults {
  readonly algorithm: EngineAlgorithm;
  readonly iterations: number;
  readonly exploration: number;
  /** Random playout steps before the kernel's estimate (`Infinity` or < 0: play to the end). */
  readonly playoutDepth: number;
}

/** A kernel's settings for one observation: the defaults and the strong level. */
export interface KernelSettings {
  readonly defaults: EngineDefaults;
  readonly strong?: StrongSettings;
}

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
