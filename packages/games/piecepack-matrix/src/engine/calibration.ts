/**
 * The hint calibration of Matrix (piecepack) (ai-wasm's `HintCalibration`): the fitted table of
 * `calibration-table.ts` (written by `pnpm calibrate piecepack-matrix --fit …`) and the run's
 * progress it is read at, the share of the 24 tiles installed. The raw value is the mean result
 * of the policy rollouts from the chosen move (the chance of the policy playing on), which
 * the engine beats in the middle and falls short of at the top: the fitted map corrects both.
 * It was fitted on runs of the default options (the basic game: target 9, the four basic pawns)
 * and covers those only: another target or custom breakers have other odds, so their hints show
 * no chance rather than a wrong one. Figures: docs/performance.md, "Matrix (piecepack)".
 */
import type { HintCalibration } from '@matrix-arcade/ai-wasm';
import { TILES } from '../layout.js';
import type { PiecepackObservation } from '../observation.js';
import { optionSchema } from '../state.js';
import { calibrationTable } from './calibration-table.js';

export const piecepackMatrixCalibration: HintCalibration<PiecepackObservation> = {
  ...calibrationTable,
  /** Tiles installed, as a share of all 24. */
  progress: (o) => Math.min(1, Math.max(0, 1 - o.unseen.length / TILES)),
  /** The default options only (every option at its schema default). */
  covers: (o) =>
    Object.entries(optionSchema).every(
      ([key, spec]) => (o.options as unknown as Record<string, unknown>)[key] === spec.default,
    ),
};
