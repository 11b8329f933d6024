/**
 * The shape of the engine conformance kit's input (`EngineConformance`: what a game tells the kit
 * about its rules, kernel, positions and budgets) and of its output (`EngineCheck`), apart from
 * the checks themselves (conformance.ts, entries.ts, hints.ts, parity.ts), which all read it.
 */
import type { Game, Rng, SearchBudget } from '@matrix-arcade/core';
import type { EngineKernel, HintOptions } from '../hint.js';
import type { RawKernel } from './raw-kernel.js';

/** Counts of a parity walk, given to `verify` and logged. */
export interface ParityTally {
  steps: number;
  refused: number;
  reloads: number;
  games: number;
}

/** One check: register it with `it(c.name, c.run, c.timeout)`. */
export interface EngineCheck {
  readonly name: string;
  readonly run: () => void | Promise<void>;
  /** Milliseconds the check may take (the long parity walks). */
  readonly timeout: number;
}

/** Where a random walk starts: a state, the generator that drives it, and a label for errors. */
export interface WalkStart<S> {
  readonly label: string;
  readonly state: S;
  /** Draws, in order at each step: the illegal codes (parity walk only), then the action. */
  readonly rng: Rng;
  /** The `kDeterminize` seed after loading the start (a full state: any seed keeps it). */
  readonly seed?: number;
}

export interface EngineConformance<S, O, X extends object = object> {
  /** The TypeScript rules: the reference. */
  // biome-ignore lint/suspicious/noExplicitAny: any option type
  readonly game: Game<S, O, any>;
  /** The game's `./engine` kernel (its `loadModule` compiles the built module). */
  readonly kernel: EngineKernel<O>;
  /** The TS twin of the kernel's `writeState` (`kState`). */
  readonly packState: (state: S) => Int32Array;
  /**
   * Test only: the full state, hidden parts included, in the kernel's `load` format, so that
   * `kLoad` then `kDeterminize(any seed)` gives exactly this state.
   */
  readonly encodeState: (state: S) => Int32Array;
  /** TS↔AS parity over seeded random games. */
  readonly parity: {
    readonly starts: () => Iterable<WalkStart<S>>;
    /** Codes the TS rules refuse in `state` (drawn from `rng`); the kernel must refuse them. */
    readonly illegal: (state: S, rng: Rng) => readonly number[];
    /** Reload the TS state after every `reloadEvery` steps (0: never). */
    readonly reloadEvery: number;
    /** The walk must take at least this many steps. */
    readonly minSteps: number;
    /** Compare `kReturns` with the TS `returns` before the end too (else at the end only). */
    readonly returnsBeforeEnd?: boolean;
    /** The TS twin of the kernel's `evaluate`, when it has one (tolerance 0: exactly). */
    readonly evaluate?: { of: (state: S, seat: number) => number; tolerance?: number };
    /** Game-specific comparisons at every compared state. */
    readonly check?: (k: RawKernel<X>, state: S, where: string) => void;
    readonly onStep?: (before: S, action: number, after: S) => void;
    readonly onEnd?: (state: S) => void;
    /** Game-specific assertions on the walk (e.g. every ending occurred). */
    readonly verify?: (tally: ParityTally) => void;
    readonly timeout?: number;
  };
  /** Determinize parity from observations of seeded random games. */
  readonly determinize: {
    readonly starts: () => Iterable<WalkStart<S>>;
    /** Seats whose observation is determinized at each state (default: every seat). */
    readonly seats?: (state: S) => readonly number[];
    readonly minCompared: number;
    readonly check?: (k: RawKernel<X>, observation: O, expected: S, where: string) => void;
    readonly verify?: (compared: number) => void;
  };
  /** Where it holds: from a fresh game's observation, `kDeterminize(seed)` deals `setup(seed)`. */
  readonly dealsLikeSetup?: { readonly options?: readonly object[]; readonly seeds: number[] };
  /** The hash depends on the state only (played = loaded; distinct states, distinct hashes). */
  readonly hash?: { readonly starts: () => Iterable<WalkStart<S>>; readonly minStates: number };
  /** Hints from these positions (the seat to move searches). */
  readonly hints: {
    readonly positions: () => readonly S[];
    /** Budgets of the inline hints (legal, well formed). */
    readonly inline: readonly HintOptions[];
    /** Budgets of the worker = inline comparison. */
    readonly worker: readonly HintOptions[];
  };
  /** The wasm MCTS = the core's `mctsSearch`, draw for draw. */
  readonly mctsReference?: {
    readonly cases: () => readonly { state: S; budget: SearchBudget }[];
  };
  /** Hidden information: pairs of states with the same observation, different hidden parts. */
  readonly noPeek?: { readonly pairs: () => readonly [S, S][]; readonly budget: HintOptions };
  /** The built package: `dist/` and the names of its exports. */
  readonly entries: {
    /** The package's `dist/` directory (a URL ending in `/`). */
    readonly dist: URL;
    /** The game object's export name in the `.` entry (default: the export whose `id` is the game's). */
    readonly gameExport?: string;
    /** The kernel's export name in `./engine` (default: the export whose `gameId` is the game's). */
    readonly kernelExport?: string;
    /** The `.` entry reaches more modules than this (default 5). */
    readonly minModules?: number;
  };
}
