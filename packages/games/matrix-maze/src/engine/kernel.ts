/**
 * `matrixMazeKernel`: what the engine host (`createEngine`, `createInlineEngine` of
 * `@matrix-arcade/ai-wasm`) needs to search Matrix Maze: the game id, how to compile the wasm
 * module, the observation encoder and the settings that play the game best (measured in
 * docs/performance.md, "Matrix Maze").
 */
import { type EngineKernel, compileWasm } from '@matrix-arcade/ai-wasm';
import type { MatrixMazeObservation } from '../observation.js';
import { matrixMazeCalibration } from './calibration.js';
import { encodeObservation } from './encode.js';

export const matrixMazeKernel: EngineKernel<MatrixMazeObservation> = {
  gameId: 'matrix-maze',
  loadModule: () => compileWasm(new URL('../../build/matrix-maze.wasm', import.meta.url)),
  encodeObservation,
  // MCTS with the dice sampled at every chance node (an open-loop tree over sampled rolls) and
  // playouts to the end; there is no estimate to cut them short.
  defaults: {
    algorithm: 'mcts',
    iterations: 2000,
    exploration: 0.7,
    playoutDepth: Number.POSITIVE_INFINITY,
  },
  // Raw value → chance to win in the default duel (docs/performance.md, "Matrix Maze").
  calibration: matrixMazeCalibration,
};
