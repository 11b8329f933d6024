/**
 * One deal for the solver: the state `setup` deals from a seed, searched with the deck in full
 * view, and a found line checked by replaying it through the real rules (every action's
 * legality checked), so a reported win is a real one. Deal `index` of a series uses the same
 * seed as game `index` of `pnpm simulate` with the same series seed: the solver and the bots
 * face the same deals.
 */
import {
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  deriveSeed,
  playReplay,
} from '@matrix-arcade/core';
import { matrixOverload } from '@matrix-arcade/matrix-overload';
import { type SolveStatus, solve } from './search.js';

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

/** The seed of deal `index` of a series (the same as `pnpm simulate` game `index`). */
export const dealSeed = (seriesSeed: number, index: number): number =>
  deriveSeed(seriesSeed, index);

/** The replay of a line from a dealt seed. */
export function replayOfLine(seed: number, line: readonly number[]): Replay {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: matrixOverload.id,
    options: {},
    seed,
    actions: [...line],
  };
}

/** Solves deal `index` of a series; throws if a found line does not replay to a win. */
export function solveDeal(seriesSeed: number, index: number, budget: number): DealRecord {
  const seed = dealSeed(seriesSeed, index);
  const r = solve(matrixOverload.setup({}, seed), { nodes: budget });
  if (r.status === 'won') {
    const states = playReplay(matrixOverload, replayOfLine(seed, r.line));
    if (states[states.length - 1]!.ending !== 'win') {
      throw new Error(`solver: the line found for deal ${index} (seed ${seed}) does not win`);
    }
  }
  return { index, seed, status: r.status, nodes: r.nodes, line: r.line };
}
