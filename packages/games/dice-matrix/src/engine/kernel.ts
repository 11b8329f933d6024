/**
 * `diceMatrixKernel`: what the engine host (`createEngine`, `createInlineEngine` of
 * `@matrix-arcade/ai-wasm`) needs to search Dice Matrix: the game id, how to compile the wasm
 * module (ai-wasm's `compileWasm`), the observation encoder and the
 * settings that play the game best, and the calibration that turns a hint's value into a
 * chance to win. The reasons and figures for `defaults` are in the package
 * README, section "Engine".
 */
import { type EngineKernel, compileWasm } from '@matrix-arcade/ai-wasm';
import type { DiceMatrixObservation } from '../observation.js';
import { diceMatrixCalibration } from './calibration.js';
import { encodeObservation } from './encode.js';

export const diceMatrixKernel: EngineKernel<DiceMatrixObservation> = {
  gameId: 'dice-matrix',
  // Written literally so that bundlers emit the .wasm (docs/engine.md §3); `compileWasm` reads it
  // in Node and streams it in browsers.
  loadModule: () => compileWasm(new URL('../../build/dice-matrix.wasm', import.meta.url)),
  encodeObservation,
  // MCTS with playouts to the end beat alpha-beta 55–3–2 and the estimate cutoff 59–1 at 100 ms
  // a move; 15,000 iterations take about 80–200 ms (README, "Engine").
  defaults: {
    algorithm: 'mcts',
    iterations: 15_000,
    exploration: 0.7,
    playoutDepth: Number.POSITIVE_INFINITY,
  },
  // Raw value → chance to win, fitted at these defaults (docs/performance.md, "Hint confidence").
  calibration: diceMatrixCalibration,
};
