/**
 * One deal for the solver: the state `setup` deals from a seed, searched with the deck in full
 * view, and a found line checked by replaying it through the real rules (every action's
 * legality checked), so a reported win is a real one. Deal `index` of a series uses the same
 * seed as game `index` of `pnpm simulate` with the same series seed: the solver and the bots
 * face the same deals. Written for any edition: `createDealSolver(game, solve)`.
 */
import {
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  deriveSeed,
  playReplay,
} from '@matrix-arcade/core';
import type { MatrixOverloadGame } from '../game.js';
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

/** Deals of `game` (an edition's `Game`, with its options), searched by `solve`. */
export function createDealSolver<Opt extends object>(
  game: MatrixOverloadGame<Opt>,
  solve: Solve,
): DealSolver {
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
      const states = playReplay(game, replayOfLine(seed, r.line, options));
      if (states[states.length - 1]!.ending !== 'win') {
        throw new Error(`solver: the line found for deal ${index} (seed ${seed}) does not win`);
      }
    }
    return { index, seed, status: r.status, nodes: r.nodes, line: r.line };
  };
  return { replayOfLine, solveDeal };
}
