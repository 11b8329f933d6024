/**
 * The fitted hint calibration table of dice-matrix, written by `pnpm calibrate --fit`
 * (tools/src/calibrate.ts): per band of progress (`at`, its mean), the interpolated isotonic
 * regression of the deciding seat's result on the raw search value, knots `[value, chance]`,
 * from self-play at the settings below. Generated data: re-fit rather than edit.
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: 'alphabeta',
    iterations: 60000,
    exploration: 0.7,
    playoutDepth: -1,
  },
  fitted:
    'pnpm calibrate dice-matrix --games 120 --seed 101 --bands 1 --fit …, 2026-11-23: 3885 decisions of 120 games',
  curves: [
    {
      at: 0,
      knots: [
        [0, 0],
        [0.3945, 0.2548],
        [0.4472, 0.3909],
        [0.4734, 0.4015],
        [0.4875, 0.4477],
        [0.5, 0.5287],
        [0.5122, 0.5603],
        [0.5342, 0.5987],
        [0.5673, 0.6142],
        [0.6039, 0.7179],
        [0.9935, 1],
      ],
    },
  ],
};
