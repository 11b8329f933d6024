/**
 * `piecepackMatrixKernel`: what the engine host (`createEngine`, `createInlineEngine` of
 * `@matrix-arcade/ai-wasm`) needs to search Matrix (piecepack): the game id, how to compile the
 * wasm module, the observation encoder and the settings that play it best (figures in
 * docs/performance.md).
 */
import { observationCheck } from '@matrix-arcade/core';
import { piecepackMatrix } from '../game.js';
import { type EngineKernel, compileWasm } from '@matrix-arcade/ai-wasm';
import type { PiecepackObservation } from '../observation.js';
import { type DiceFeedExports, feedMatchDice, seeDiceFrom } from '../analysis/see-dice.js';
import { piecepackMatrixCalibration } from './calibration.js';
import { encodeObservation, encodeState } from './encode.js';

export const piecepackMatrixKernel: EngineKernel<PiecepackObservation> = {
  gameId: 'piecepack-matrix',
  // Written literally so that bundlers emit the .wasm (docs/engine.md §3).
  loadModule: () => compileWasm(new URL('../../build/piecepack-matrix.wasm', import.meta.url)),
  encodeObservation,
  // A deep check of an untrusted observation at the engine's door (core's observationCheck).
  checkObservation: observationCheck(piecepackMatrix),
  // Analysis only (`pnpm series --see-state`): the true stack order, never used by a hint.
  encodeState,
  // Analysis only (`pnpm series --see-chance`): rollouts roll the match's own future dice.
  seeChance: {
    begin: (x: DiceFeedExports, matchSeed: number) => feedMatchDice(x, matchSeed),
    before: (x: DiceFeedExports, actions: readonly number[]) => seeDiceFrom(x, actions),
  },
  // Policy rollouts (ai-wasm's rollout.ts over assembly/policy.ts): the policy's four best
  // moves, compared on 128 paired rollouts played to the end, 32 each (exploration is unused; a
  // rollout stops after 5,000 steps, so breakers that can walk for ever cannot hang it); strong:
  // 256. With 32 (8 each) the hint's value, one move's mean of 8 rollouts, was so noisy that its
  // map pulled every chance far towards the mean of the positions it was fitted on, and read the
  // positions other play reaches wrongly (issue 40; docs/performance.md, "How true is the chance").
  defaults: {
    algorithm: 'rollout',
    iterations: 128,
    exploration: 0.4,
    playoutDepth: -1,
  },
  strong: { iterations: 256, budgetMs: 1000 },
  // Raw value → chance to win, fitted at these defaults (docs/performance.md).
  calibration: piecepackMatrixCalibration,
};
