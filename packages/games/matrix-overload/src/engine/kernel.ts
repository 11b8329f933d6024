/**
 * `matrixOverloadKernel`: what the engine host (`createEngine`, `createInlineEngine` of
 * `@matrix-arcade/ai-wasm`) needs to search MATR1X ØVERLØAD: the game id, how to compile the
 * wasm module (ai-wasm's `compileWasm`), the observation encoder and the
 * settings that play the game best, and the calibration that turns a hint's value into a
 * chance to win. The reasons and figures for `defaults` are in the package
 * README, section "Engine".
 */
import { type EngineKernel, compileWasm } from '@matrix-arcade/ai-wasm';
import type { MatrixOverloadObservation } from '../observation.js';
import { matrixOverloadCalibration } from './calibration.js';
import { encodeObservation } from './encode.js';

export const matrixOverloadKernel: EngineKernel<MatrixOverloadObservation> = {
  gameId: 'matrix-overload',
  // Written literally so that bundlers emit the .wasm (docs/engine.md §3); `compileWasm` reads it
  // in Node and streams it in browsers.
  loadModule: () => compileWasm(new URL('../../build/matrix-overload.wasm', import.meta.url)),
  encodeObservation,
  // Settings and figures: README, "Engine", and docs/performance.md.
  defaults: {
    algorithm: 'mcts',
    iterations: 10_000,
    exploration: 0.4,
    playoutDepth: 4,
  },
  // Raw value → chance to win, fitted at these defaults (docs/performance.md, "Hint confidence").
  calibration: matrixOverloadCalibration,
};
