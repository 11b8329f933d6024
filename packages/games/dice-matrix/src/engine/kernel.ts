/**
 * `diceMatrixKernel`: what the engine host (`createEngine`, `createInlineEngine` of
 * `@matrix-arcade/ai-wasm`) needs to search Dice Matrix: the game id, how to compile the wasm
 * module (ai-wasm's `compileWasm`), the observation encoder and the
 * settings that play the game best, and the calibration that turns a hint's value into a
 * chance to win. The reasons and figures for `defaults` are in the package
 * README, section "Engine".
 */
import { observationCheck } from '@matrix-arcade/core';
import { diceMatrix } from '../game.js';
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
  // A deep check of an untrusted observation at the engine's door (core's observationCheck).
  checkObservation: observationCheck(diceMatrix),
  // Alpha-beta on the line-potential evaluation (src/line-value.ts), a fixed node budget so that
  // a hint is the same on every machine: it beat the old default (MCTS, 15,000 playouts to the
  // end) and the tools' outside-style alpha-beta at equal time (docs/performance.md, "Dice
  // Matrix: strength"), and solves the endgame exactly once it fits the budget.
  defaults: {
    algorithm: 'alphabeta',
    iterations: 60_000,
    exploration: 0.7,
    playoutDepth: Number.POSITIVE_INFINITY,
  },
  // Strong hints and autoplay: ten times the nodes, never more than 900 ms a move.
  strong: { iterations: 600_000, budgetMs: 900 },
  // Raw value → chance to win, fitted at these defaults (docs/performance.md, "Hint confidence").
  calibration: diceMatrixCalibration,
};
