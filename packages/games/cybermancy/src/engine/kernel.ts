/**
 * `cybermancyKernel`: what the engine host of `@matrix-arcade/ai-wasm` needs to search
 * CYBERMANCY: the game id, the wasm module, the observation encoder and the settings. The
 * settings are MATR1X ØVERLØAD's (the same guided MCTS; figures in docs/performance.md,
 * "CYBERMANCY"), and the calibration that turns a basic run's hint value into a chance to win.
 */
import { observationCheck } from '@matrix-arcade/core';
import { cybermancy } from '../game.js';
import {
  type EngineKernel,
  type KernelSettings,
  type StrongSettings,
  compileWasm,
} from '@matrix-arcade/ai-wasm';
import type { CybermancyObservation } from '../state.js';
import { cybermancyCalibration } from './calibration.js';
import type { SetupInfo } from '../state.js';
import { encodeObservation, encodeState } from './encode.js';
import { isLongRun } from './long-runs.js';

/**
 * The strong level: as MATR1X ØVERLØAD's `matrixOverloadStrong` (more iterations, capped at
 * 190 ms; written out rather than imported so that a bundle of CYBERMANCY does not pull in the
 * base game's kernel module and its wasm file).
 */
export const cybermancyStrong: StrongSettings = {
  algorithm: 'mcts',
  iterations: 30_000,
  budgetMs: 190,
  exploration: 0.4,
  playoutDepth: 8,
};

/**
 * The long runs (long-runs.ts: the campaign's chapters 2–4): playouts of 16 steps, not 8, with
 * the tarot playout policy (the encoder's play flag; its programs build the overloads of the
 * royals still alive, assembly/line-setups.ts), and 14,000 iterations at the quick level.
 * These runs are lost long after a decision (a king's suited pair built over many draws while
 * knights and the 11 and 12 clog the matrix), which 8 steps cannot see, and the longer playouts
 * need more of them to settle: 14,000 keeps the decision's p95 well under 150 ms with the
 * policy's extra work. Measured in docs/performance.md, "CYBERMANCY".
 */
export const cybermancyLongRuns: KernelSettings = {
  defaults: { algorithm: 'mcts', iterations: 14_000, exploration: 0.4, playoutDepth: 16 },
  strong: { ...cybermancyStrong, playoutDepth: 16 },
};

export const cybermancyKernel: EngineKernel<CybermancyObservation> = {
  gameId: 'cybermancy',
  // Written literally so that bundlers emit the .wasm (docs/engine.md §3).
  loadModule: () => compileWasm(new URL('../../build/cybermancy.wasm', import.meta.url)),
  encodeObservation,
  // A deep check of an untrusted observation at the engine's door (core's observationCheck).
  checkObservation: observationCheck(cybermancy),
  // Analysis only (`pnpm series --see-state`): the deck's true order, never on the hint path.
  encodeState,
  defaults: { algorithm: 'mcts', iterations: 10_000, exploration: 0.4, playoutDepth: 8 },
  strong: cybermancyStrong,
  calibration: cybermancyCalibration,
  settingsFor: (o) =>
    isLongRun((o as { readonly setup?: SetupInfo }).setup) ? cybermancyLongRuns : undefined,
};
