/**
 * `matrixMazeKernel`: what the engine host (`createEngine`, `createInlineEngine` of
 * `@matrix-arcade/ai-wasm`) needs to search Matrix Maze: the game id, how to compile the wasm
 * module, the observation encoder and the settings that play the game best (measured in
 * docs/performance.md, "Matrix Maze").
 */
import { observationCheck } from '@matrix-arcade/core';
import { matrixMaze } from '../game.js';
import { type EngineKernel, compileWasm } from '@matrix-arcade/ai-wasm';
import type { MatrixMazeObservation } from '../observation.js';
import { matrixMazeCalibration } from './calibration.js';
import { encodeObservation } from './encode.js';

export const matrixMazeKernel: EngineKernel<MatrixMazeObservation> = {
  gameId: 'matrix-maze',
  loadModule: () => compileWasm(new URL('../../build/matrix-maze.wasm', import.meta.url)),
  encodeObservation,
  // A deep check of an untrusted observation at the engine's door (core's observationCheck).
  checkObservation: observationCheck(matrixMaze),
  // Expectimax (the engine's 'alphabeta' for a kernel with chance hooks): every roll weighed by
  // its probability, the distance heuristic at the leaves, 5,000 nodes a decision. It beat MCTS
  // with sampled dice at equal time on every solo map and in the duel (docs/performance.md);
  // `algorithm: 'mcts'` (playouts to the end, exploration 0.7) is still there to choose.
  defaults: {
    algorithm: 'alphabeta',
    iterations: 5000,
    exploration: 0.7,
    playoutDepth: Number.POSITIVE_INFINITY,
  },
  // Raw value → chance to win in the default duel (docs/performance.md, "Matrix Maze").
  calibration: matrixMazeCalibration,
  // The kernel has dice (the chance hooks): its depth-first search is expectimax, asked for by
  // that name or as `alphabeta` (the kernel's depth-first search, the name the defaults use).
  algorithms: ['mcts', 'alphabeta', 'expectimax'],
};
