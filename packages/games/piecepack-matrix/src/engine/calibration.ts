/**
 * The hint calibration of Matrix (piecepack) (ai-wasm's `HintCalibration`): the fitted table of
 * `calibration-table.ts` (written by `pnpm calibrate piecepack-matrix --fit …`) and the run's
 * progress it is read at, the share of the 24 tiles installed. The raw value is the mean result
 * of the policy rollouts from the chosen move (the chance of the policy playing on), which
 * the engine beats in the middle and falls short of at the top: the fitted map corrects both.
 * It was fitted on runs of the default options (the basic game: target 9, the four basic pawns)
 * and covers those only: another target or custom breakers have other odds, so their hints show
 * no chance rather than a wrong one. Figures: docs/performance.md, "Matrix (piecepack)".
 *
 * The start is read on its own: before the first tile every run is the same observation (the
 * stack face down, the breakers off the matrix), so a search's raw value there differs between
 * seeds only by its own noise (32 rollouts: from 0.25 to 1), and read through the first band it
 * gave 0.45 to 0.68 for the same position. Its chance is the share of runs the engine won from
 * the start in the runs the table was fitted on (a flat curve: the value says nothing there).
 */
import type { CalibrationTable, HintCalibration } from '@matrix-arcade/ai-wasm';
import { TILES } from '../layout.js';
import type { PiecepackObservation } from '../observation.js';
import { optionSchema } from '../state.js';
import { calibrationTable } from './calibration-table.js';

/** Runs of the fit that start at the start (seed 912: no random opening) and how many it won. */
const START_RUNS = 300;
const START_WON = 183;

/** The start's table: one flat curve at the engine's share of wins from the start. */
export const startTable: CalibrationTable = {
  settings: calibrationTable.settings,
  fitted: `the engine's wins from the start in the fitted runs without a random opening: ${START_WON} of ${START_RUNS}`,
  curves: [{ at: 0, knots: [[0, START_WON / START_RUNS]] }],
};

/** The observation every run starts from: no tile installed, no breaker on the matrix. */
export const isStart = (o: PiecepackObservation): boolean =>
  o.structures.length === 0 && o.positions.every((p) => p < 0);

/** The default options (every option at its schema default): the runs the tables were fitted on. */
const basic = (o: PiecepackObservation): boolean =>
  Object.entries(optionSchema).every(
    ([key, spec]) => (o.options as unknown as Record<string, unknown>)[key] === spec.default,
  );

export const piecepackMatrixCalibration: HintCalibration<PiecepackObservation> = {
  ...calibrationTable,
  /** Tiles installed, as a share of all 24. */
  progress: (o) => Math.min(1, Math.max(0, 1 - o.unseen.length / TILES)),
  /** The default options only (no table otherwise); the start reads its own table. */
  tableFor: (o) => (basic(o) ? (isStart(o) ? startTable : calibrationTable) : undefined),
};
