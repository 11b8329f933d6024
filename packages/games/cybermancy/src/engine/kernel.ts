/**
 * `cybermancyKernel`: what the engine host of `@matrix-arcade/ai-wasm` needs to search
 * CYBERMANCY: the game id, the wasm module, the observation encoder and the settings. The
 * settings are MATR1X ØVERLØAD's (the same guided MCTS; figures in docs/performance.md,
 * "CYBERMANCY"); there is no calibration map yet.
 */
import { type EngineKernel, type StrongSettings, compileWasm } from '@matrix-arcade/ai-wasm';
import type { MatrixOverloadObservation } from '@matrix-arcade/matrix-overload';
import { encodeObservation } from './encode.js';

/** The strong level: more iterations, capped in time (as MATR1X ØVERLØAD's). */
export const cybermancyStrong: StrongSettings = {
  algorithm: 'mcts',
  iterations: 30_000,
  budgetMs: 230,
  exploration: 0.4,
  playoutDepth: 8,
};

export const cybermancyKernel: EngineKernel<MatrixOverloadObservation> = {
  gameId: 'cybermancy',
  // Written literally so that bundlers emit the .wasm (docs/engine.md §3).
  loadModule: () => compileWasm(new URL('../../build/cybermancy.wasm', import.meta.url)),
  encodeObservation,
  defaults: { algorithm: 'mcts', iterations: 10_000, exploration: 0.4, playoutDepth: 8 },
  strong: cybermancyStrong,
};
