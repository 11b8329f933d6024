/**
 * The hint calibration of Matrix Maze (ai-wasm's `HintCalibration`): the fitted table of
 * `calibration-table.ts` (written by `pnpm calibrate matrix-maze --fit …`), fitted on self-play
 * of the default game (the duel map Neon Junction, default options) at the engine's defaults.
 * It covers that game only: solo maps and other options give hints without a `chance`. Progress
 * is the share of the round limit played. Figures: docs/performance.md, "Matrix Maze".
 */
import type { HintCalibration } from '@matrix-arcade/ai-wasm';
import type { MatrixMazeObservation } from '../observation.js';
import { calibrationTable } from './calibration-table.js';

export const matrixMazeCalibration: HintCalibration<MatrixMazeObservation> = {
  ...calibrationTable,
  progress: (o) => Math.min(1, o.round / o.options.roundLimit),
  covers: (o) =>
    o.map.id === 'neon-junction' &&
    o.seats.length === 2 &&
    o.options.changeCost === 2 &&
    o.options.roundLimit === 40,
};
