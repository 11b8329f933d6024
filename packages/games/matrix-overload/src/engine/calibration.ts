/**
 * The hint calibration of MATR1X ØVERLØAD (ai-wasm's `HintCalibration`): the fitted table of
 * `calibration-table.ts` (written by `pnpm calibrate matrix-overload --fit …`) and the run's
 * progress it is read at. The raw value is the mean of `estimateReturns` after eight guided
 * playout steps, which stays low until royals fall (it squares the share killed), so the same value
 * means a different chance early and late in a run: the map is banded by progress, the share
 * of the deck dealt. Figures: docs/performance.md, "Hint confidence (calibration)".
 */
import type { HintCalibration } from '@matrix-arcade/ai-wasm';
import type { MatrixOverloadObservation } from '../observation.js';
import { calibrationTable } from './calibration-table.js';
import { CARDS } from './layout.js';

export const matrixOverloadCalibration: HintCalibration<MatrixOverloadObservation> = {
  ...calibrationTable,
  /** Cards dealt from the deck, as a share of all 54. */
  progress: (o) => Math.min(1, Math.max(0, 1 - o.deckSize / CARDS)),
};
