/**
 * Deals for the clairvoyant solver: the state `setup` deals from a seed (with the options
 * given), searched with the stack and the match's die stream in view, and a found line checked
 * by replaying it through the real rules (every action's legality checked, every die equal to
 * the match's roll), so a reported win is a real one.
 */
import {
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  deriveSeed,
  playReplay,
} from '@matrix-arcade/core';
import { piecepackMatrix } from '../game.js';
import type { PiecepackOptions, PiecepackState } from '../state.js';
import { toWords } from '../state.js';
import { A_DIE } from '../layout.js';
import { RollStream, type SolveResult, solveWords } from './search.js';
import { winnable } from './winnable.js';

/** Searches `state` (a fresh deal of `seed`) with its stack and the die stream of `seed` in view. */
export function solveState(state: PiecepackState, seed: number, nodes: number): SolveResult {
  return solveWords(toWords(state), seed, { nodes });
}

function replayOfLine(
  seed: number,
  line: readonly number[],
  options: Partial<PiecepackOptions> = {},
): Replay {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: piecepackMatrix.id,
    options,
    seed,
    actions: [...line],
  };
}

export const piecepackMatrixSolver = {
  gameId: 'piecepack-matrix',
  replayOfLine,
  /** "Was this deal winnable?" (winnable.ts). */
  winnable,
  /** Deal `index` of a series, solved (optionally with game options). */
  solveDeal(
    seriesSeed: number,
    index: number,
    budget: number,
    options: Partial<PiecepackOptions> = {},
  ) {
    const seed = deriveSeed(seriesSeed, index);
    const r = solveState(piecepackMatrix.setup(options, seed), seed, budget);
    if (r.status === 'won') {
      const rolls = new RollStream(seed);
      const dice = r.line.filter((a) => a > A_DIE && a <= A_DIE + 6);
      dice.forEach((a, k) => {
        if (a - A_DIE !== rolls.at(k)) {
          throw new Error(`solver: die ${k} of deal ${index} is not the match's roll`);
        }
      });
      const states = playReplay(piecepackMatrix, replayOfLine(seed, r.line, options));
      if (states[states.length - 1]!.ending !== 'win') {
        throw new Error(`solver: the line found for deal ${index} (seed ${seed}) does not win`);
      }
    }
    return { index, seed, status: r.status, nodes: r.nodes, line: r.line };
  },
};
