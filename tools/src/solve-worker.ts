/**
 * Worker thread for `solve`: solves the deals it is given and posts each record back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { solveDeal } from './solver/index.js';

const { seed, budget, indices } = workerData as { seed: number; budget: number; indices: number[] };
for (const i of indices) parentPort!.postMessage(solveDeal(seed, i, budget));
