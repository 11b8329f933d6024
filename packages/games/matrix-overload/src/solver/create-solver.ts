/**
 * A clairvoyant solver for one edition of the game, from its `Game` and `AnyOverloadRules`: the
 * dead-end test, move ordering and hash are built from the rules unless the edition passes its
 * own (an edition whose state or card roles change what they assume, see each part's file).
 * `matrixOverloadSolver` is the standard 54-card game's; an edition's package builds its own
 * with `createSolver({ game, rules, ... })` and copies nothing.
 */
import { matrixOverload } from '../game.js';
import { type AnyOverloadRules, rules as standardRules } from '../rules.js';
import type { MatrixOverloadState } from '../state.js';
import type { ActionPreviewBase, WinnableAnswer, WinnableOptions } from '@matrix-arcade/core';
import { type HopelessTest, createHopeless } from './bounds.js';
import { type DealGame, type DealSolver, createDealSolver } from './deal.js';
import { type OrderScore, createOrdering } from './order.js';
import { type Solve, createSolve } from './search.js';
import { type WinnableFrom, createWinnable } from './winnable.js';
import { type StateHasher, createHasher } from './zobrist.js';

export interface SolverConfig<
  S extends MatrixOverloadState = MatrixOverloadState,
  O = unknown,
  Opt extends object = object,
  P extends ActionPreviewBase = ActionPreviewBase,
> {
  /** The edition's `Game`: deals (`setup`) and the replay check of every line found. */
  readonly game: DealGame<S, O, Opt, P>;
  /** The rules the search steps (`legalActions`, `resolve`) and the parts are built from. */
  readonly rules: AnyOverloadRules;
  readonly hopeless?: HopelessTest;
  readonly orderScore?: OrderScore;
  readonly hashState?: StateHasher;
}

export interface OverloadSolver extends DealSolver {
  /** The id of the game solved (`pnpm solve <id>`). */
  readonly gameId: string;
  /** Searches one state with its deck in view. */
  readonly solve: Solve;
  /** "Was this deal winnable?" from a replay or a state (winnable.ts). */
  readonly winnable: (
    from: WinnableFrom<MatrixOverloadState>,
    options?: WinnableOptions,
  ) => WinnableAnswer;
}

export function createSolver<
  S extends MatrixOverloadState,
  O,
  Opt extends object,
  P extends ActionPreviewBase,
>(config: SolverConfig<S, O, Opt, P>): OverloadSolver {
  const { game, rules } = config;
  const solve = createSolve({
    rules,
    hopeless: config.hopeless ?? createHopeless(rules),
    orderScore: config.orderScore ?? createOrdering(rules),
    hashState: config.hashState ?? createHasher(rules),
  });
  const winnable = createWinnable(game, solve);
  return { gameId: game.id, solve, winnable, ...createDealSolver(game, solve) };
}

/** The solver of the standard game (`pnpm solve matrix-overload`). */
export const matrixOverloadSolver: OverloadSolver = createSolver({
  game: matrixOverload,
  rules: standardRules,
});

/** Deal `index` of a series of the standard game, solved. */
export const solveDeal = matrixOverloadSolver.solveDeal;
/** The replay of a line of the standard game. */
export const replayOfLine = matrixOverloadSolver.replayOfLine;
/**
 * The standard game's "winnable?": `winnable(replay)` searches the replay's deal from its start,
 * `winnable({ state })` that state; options `{ budgetMs, nodes, onProgress }` (winnable.ts).
 */
export const winnable = matrixOverloadSolver.winnable;
