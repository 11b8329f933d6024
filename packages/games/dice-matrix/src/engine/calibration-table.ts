/**
 * The fitted hint calibration table of dice-matrix, written by `pnpm calibrate dice-matrix --fit`: not
 * fitted yet (no curves, so hints carry no `chance`).
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: { algorithm: 'mcts', iterations: 0, exploration: 0, playoutDepth: -1 },
  fitted: 'not fitted',
  curves: [],
};
