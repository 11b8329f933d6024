/**
 * Deals for the maze's clairvoyant solver (`pnpm solve matrix-maze --option map=…`): deal `index`
 * of a series is game `index` of `pnpm simulate` with the same series seed and options (the same
 * rolls), searched with its rolls in view, and a line found is replayed through the real rules
 * before it counts as a win (winnable.ts's `checkedWin`).
 */
import { type GameSolver, deriveSeed } from '@matrix-arcade/core';
import { matrixMaze } from '../game.js';
import type { MatrixMazeOptions } from '../state.js';
import { solveMaze } from './search.js';
import { checkedWin, mazeReplayOfLine, winnable } from './winnable.js';

export const matrixMazeSolver: GameSolver = {
  gameId: matrixMaze.id,
  replayOfLine: (seed, line, options = {}) =>
    mazeReplayOfLine(seed, line, options as Partial<MatrixMazeOptions>),
  /** "Was this deal winnable?" (winnable.ts; solo games). */
  winnable,
  /** Deal `index` of a series, solved (options: a solo map, `map=…`). */
  solveDeal(seriesSeed, index, budget, options = {}) {
    const seed = deriveSeed(seriesSeed, index);
    const opts = options as Partial<MatrixMazeOptions>;
    const r = solveMaze(matrixMaze.setup(opts, seed), seed, { nodes: budget });
    if (r.status === 'won') checkedWin(seed, r.line, opts);
    return { index, seed, status: r.status, nodes: r.nodes, line: r.line };
  },
};
