/**
 * Worker thread for `calibrate`: plays the self-play games it is given with the game's inline
 * wasm engine and posts each game's decisions back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type CalibrationSpec, playCalibrationGame } from './calibrate-play.js';
import { KERNELS, inlineEngine } from './engines.js';
import { findGame } from './games.js';

const { spec, indices } = workerData as { spec: CalibrationSpec; indices: number[] };
const game = findGame(spec.gameId);
const engine = await inlineEngine(spec.gameId);
for (const i of indices) {
  parentPort!.postMessage(playCalibrationGame(game, KERNELS[spec.gameId]!, engine, spec, i));
}
