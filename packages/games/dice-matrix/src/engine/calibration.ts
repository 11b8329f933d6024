/**
 * The hint calibration of Dice Matrix (ai-wasm's `HintCalibration`): the fitted table of
 * `calibration-table.ts` (written by `pnpm calibrate dice-matrix --fit …`) and the game's
 * progress, the share of the matrix's dice taken. The raw value (the mean result of random
 * playouts) is squeezed towards ½, and the value alone calibrates it: banding by progress did
 * not measurably help, so the table has one curve and progress is there for a re-fit with
 * `--bands`. It was fitted on self-play with the default options, so it covers only those (no
 * `chance` in tournament or recount-at-end play). Figures: docs/performance.md, "Hint
 * confidence (calibration)".
 */
import type { HintCalibration } from '@matrix-arcade/ai-wasm';
import type { DiceMatrixObservation } from '../observation.js';
import { calibrationTable } from './calibration-table.js';
import { CELLS } from './layout.js';

export const diceMatrixCalibration: HintCalibration<DiceMatrixObservation> = {
  ...calibrationTable,
  /** Dice taken from the matrix, as a share of its 49 cells. */
  progress: (o) => o.matrix.filter((d) => d < 0).length / CELLS,
  covers: (o) => !o.options.tournament && !o.options.recountAtEnd,
};
