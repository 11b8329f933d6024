/**
 * `engineConformanceChecks`: the engine conformance kit every game's wasm kernel runs, like the
 * core's `conformanceChecks` for the rules. It is framework-free: it returns named checks (each
 * may be async, and carries a timeout) that a test file registers with
 * `for (const c of checks) it(c.name, c.run, c.timeout)`; a check throws an `Error` that says
 * what broke. The game describes its positions, seeds and budgets; the kit does the comparing.
 */
import type { Game, Rng, SearchBudget } from '@matrix-arcade/core';
import type { EngineKernel, HintOptions } from '../hint.js';
import { type InlineEngine, createInlineEngine } from '../inline-engine.js';
import { headlessGraph, headlessImport, loadsInNode, publishedEngine } from './entries.js';
import { inlineHints, mctsLikeReference, noPeek, workerHints } from './hints.js';
import {
  type ParityTally,
  dealsLikeSetup,
  determinizeParity,
  hashCheck,
  parityWalk,
} from './parity.js';
import { type RawKernel, instantiateKernel } from './raw-kernel.js';

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

/** The checks of `c`, in a fixed order; instances are created on first use and shared. */
export function engineConformanceChecks<S, O, X extends object = object>(
  c: EngineConformance<S, O, X>,
): EngineCheck[] {
  // biome-ignore lint/suspicious/noExplicitAny: the parts are generic over any game
  const conf = c as EngineConformance<any, any, any>;
  let raw: Promise<RawKernel<X>> | null = null;
  let inline: Promise<InlineEngine<O>> | null = null;
  const kernel = () => {
    raw ??= instantiateKernel<X>(c.kernel);
    return raw;
  };
  const engine = async () => {
    inline ??= createInlineEngine(c.kernel);
    return (await inline) as InlineEngine<unknown>;
  };
  const id = c.game.id;
  const checks: EngineCheck[] = [
    {
      name: `${id}: the kernel plays exactly the TS rules at every step of random games`,
      run: async () => void parityWalk(conf, await kernel()),
      timeout: c.parity.timeout ?? 120_000,
    },
    {
      name: `${id}: kDeterminize(seed) of an observation = the TS determinize with createRng(seed)`,
      run: async () => void determinizeParity(conf, await kernel()),
      timeout: 60_000,
    },
  ];
  if (c.dealsLikeSetup) {
    checks.push({
      name: `${id}: kDeterminize(seed) of a fresh game's observation deals what setup(seed) deals`,
      run: async () => dealsLikeSetup(conf, await kernel()),
      timeout: 60_000,
    });
  }
  if (c.hash) {
    checks.push({
      name: `${id}: the hash depends on the state only, not on how the kernel got there`,
      run: async () => void hashCheck(conf, await kernel()),
      timeout: 60_000,
    });
  }
  checks.push(
    {
      name: `${id}: inline hints are legal and well formed`,
      run: async () => inlineHints(conf, await engine()),
      timeout: 60_000,
    },
    {
      name: `${id}: a worker thread gives exactly the inline hint; a seed fixes the hint`,
      run: async () => workerHints(conf, await engine()),
      timeout: 60_000,
    },
  );
  if (c.mctsReference) {
    checks.push({
      name: `${id}: the wasm MCTS searches like the TypeScript reference, draw for draw`,
      run: async () => mctsLikeReference(conf, await engine()),
      timeout: 60_000,
    });
  }
  if (c.noPeek) {
    checks.push({
      name: `${id}: never peeks: same observation, different hidden state, same hint`,
      run: async () => noPeek(conf, await engine()),
      timeout: 60_000,
    });
  }
  checks.push(
    {
      name: `${id}: the . entry never imports the engine, wasm, workers or the DOM`,
      run: () => headlessGraph(conf),
      timeout: 60_000,
    },
    {
      name: `${id}: the . entry imports in Node without touching wasm, worker or DOM globals`,
      run: () => headlessImport(conf),
      timeout: 60_000,
    },
    {
      name: `${id}: kernel.loadModule() compiles the module in Node; it exports the whole ABI`,
      run: () => loadsInNode(conf),
      timeout: 60_000,
    },
    {
      name: `${id}: the published ./engine entry writes its .wasm URL literally and loads it`,
      run: () => publishedEngine(conf),
      timeout: 60_000,
    },
  );
  return checks;
}
