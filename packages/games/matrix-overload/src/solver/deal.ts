/**
 * One deal for the solver: the state `setup` deals from a seed, searched with the deck in full
 * view, and a found line checked by replaying it through the real rules (every action's
 * legality checked), so a reported win is a real one. Deal `index` of a series uses the same
 * seed as game `index` of `pnpm simulate` with the same series seed: the solver and the bots
 * face the same deals. Written for any edition: `createDealSolver(game, solve)` takes any core
 * `Game` whose states are the family's (an edition's wider state and options included), with
 * no cast.
 */
import {
  type ActionPreviewBase,
  type Game,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  deriveSeed,
  playReplay,
} from '@matrix-arcade/core';
import type { MatrixOverloadState } from '../state.js';
import type { Solve, SolveStatus } from './search.js';

export interface DealRecord {
  readonly index: number;
  /** The seed `setup` dealt from. */
  readonly seed: number;
  readonly status: SolveStatus;
  /** Nodes searched (applications of the rules). */
  readonly nodes: number;
  /** The winning line (empty unless won), setup placements included. */
  readonly line: readonly number[];
}

/** Deals solved one by one, for a series runner (`pnpm solve`). */
export interface DealSolver {
  /** The replay of a line from a dealt seed (and the edition's options, if any). */
  replayOfLine(seed: number, line: readonly number[], options?: object): Replay;
  /**
   * Solves deal `index` of a series, dealt with `options` (an edition's mode; default none);
   * throws if a found line does not replay to a win.
   */
  solveDeal(seriesSeed: number, index: number, budget: number, options?: object): DealRecord;
}

/** The seed of deal `index` of a series (the same as `pnpm simulate` game `index`). */
export const dealSeed = (seriesSeed: number, index: number): number =>
  deriveSeed(seriesSeed, index);

/**
 * What the deal solver needs of a game: a core `Game` over the family's state or an edition's
 * wider one (`setup` deals, `apply` replays a found line).
 */
export type DealGame<
  S extends MatrixOverloadState = MatrixOverloadState,
  O = unknown,
  Opt extends object = object,
  P extends ActionPreviewBase = ActionPreviewBase,
> = Game<S, O, Opt, P>;

/** Deals of `game` (an edition's `Game`, with its options), searched by `solve`. */
export function createDealSolver<
  S extends MatrixOverloadState,
  O,
  Opt extends object,
  P extends ActionPreviewBase,
>(game: DealGame<S, O, Opt, P>, solve: Solve): DealSolver {
  const replayOfLine = (seed: number, line: readonly number[], options: object = {}): Replay => ({
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: game.id,
    options: { ...options },
    seed,
    actions: [...line],
  });
  const solveDeal = (
    seriesSeed: number,
    index: number,
    budget: number,
    options: object = {},
  ): DealRecord => {
    const seed = dealSeed(seriesSeed, index);
    const r = solve(game.setup(options as Partial<Opt>, seed), { nodes: budget });
    if (r.status === 'won') {
      const states = playReplay(
        game as Game<S, unknown, object>,
        replayOfLine(seed, r.line, options),
      );
      if (states[states.length - 1]!.ending !== 'win') {
        throw new Error(`solver: the line found for deal ${index} (seed ${seed}) does not win`);
      }
    }
    return { index, seed, status: r.status, nodes: r.nodes, line: r.line };
  };
  return { replayOfLine, solveDeal };
}
