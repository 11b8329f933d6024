/**
 * `matrixOverloadKernel`: what the engine host (`createEngine`, `createInlineEngine` of
 * `@matrix-arcade/ai-wasm`) needs to search MATR1X ØVERLØAD: the game id, how to compile the
 * wasm module (ai-wasm's `compileWasm`), the observation encoder and the
 * settings that play the game best, and the calibration that turns a hint's value into a
 * chance to win. The reasons and figures for `defaults` are in the package
 * README, section "Engine".
 */
import { observationCheck } from '@matrix-arcade/core';
import { matrixOverload } from '../game.js';
import { type EngineKernel, type StrongSettings, compileWasm } from '@matrix-arcade/ai-wasm';
import type { MatrixOverloadObservation } from '../observation.js';
import { matrixOverloadCalibration } from './calibration.js';
import { encodeObservation } from './encode.js';

/**
 * The strong setting (the `strong` of the kernel, `level: 'strong'` of a hint): the same guided
 * MCTS with three times the iterations (about 100 ms a decision at p95 on a free core), capped at
 * 190 ms of wall clock so that a decision stays within 250 ms even on a loaded machine: the cap
 * is checked between slices of a few milliseconds, and a busy machine can stretch the last slice
 * (230 ms gave a p95 of 296 ms at a load average of 10 on 2 cores). The cap only binds when the
 * machine is slow, so the setting plays the 30,000 iterations it was measured with.
 * Figures: docs/performance.md, "MATR1X ØVERLØAD: an honest AI".
 */
export const matrixOverloadStrong: StrongSettings = {
  algorithm: 'mcts',
  iterations: 30_000,
  budgetMs: 190,
  exploration: 0.4,
  playoutDepth: 8,
};

export const matrixOverloadKernel: EngineKernel<MatrixOverloadObservation> = {
  gameId: 'matrix-overload',
  // Written literally so that bundlers emit the .wasm (docs/engine.md §3); `compileWasm` reads it
  // in Node and streams it in browsers.
  loadModule: () => compileWasm(new URL('../../build/matrix-overload.wasm', import.meta.url)),
  encodeObservation,
  // A deep check of an untrusted observation at the engine's door (core's observationCheck).
  checkObservation: observationCheck(matrixOverload),
  // Settings and figures: README, "Engine", and docs/performance.md.
  // The quick setting (hints and autoplay): guided playouts cut after 8 steps.
  defaults: {
    algorithm: 'mcts',
    iterations: 10_000,
    exploration: 0.4,
    playoutDepth: 8,
  },
  // The strong level (`level: 'strong'`, `ai-level="strong"`, `pnpm simulate --a wasm:strong`).
  strong: matrixOverloadStrong,
  // Raw value → chance to win, fitted at these defaults (docs/performance.md, "Hint confidence").
  calibration: matrixOverloadCalibration,
};
