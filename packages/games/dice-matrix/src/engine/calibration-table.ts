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
    'pnpm calibrate dice-matrix --games 120 --seed 101 --bands 1 --fit …, 2026-11-23: 3883 decisions of 120 games',
  curves: [
    {
      at: 0,
      knots: [
        [0, 0],
        [0.4077, 0.0376],
        [0.4527, 0.2204],
        [0.4683, 0.299],
        [0.482, 0.3125],
        [0.4984, 0.5176],
        [0.5121, 0.6365],
        [0.5267, 0.6783],
        [0.54, 0.7775],
        [0.5564, 0.8813],
        [0.9284, 0.9935],
      ],
    },
  ],
};
