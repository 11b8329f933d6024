/**
 * Worker thread for `solve`: solves the deals it is given with the game's registered solver and
 * posts each record back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { findSolver } from './games.js';

const { gameId, seed, budget, indices, options } = workerData as {
  gameId: string;
  seed: number;
  budget: number;
  indices: number[];
  options: object;
};
const solver = findSolver(gameId);
for (const i of indices) parentPort!.postMessage(solver.solveDeal(seed, i, budget, options));
