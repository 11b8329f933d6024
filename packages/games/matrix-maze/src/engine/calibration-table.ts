/**
 * The fitted hint calibration table of matrix-maze, written by `pnpm calibrate --fit`
 * (tools/src/calibrate.ts): per band of progress (`at`, its mean), the interpolated isotonic
 * regression of the deciding seat's result on the raw search value, knots `[value, chance]`,
 * from self-play at the settings below. Generated data: re-fit rather than edit.
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: 'alphabeta',
    iterations: 5000,
    exploration: 0.7,
    playoutDepth: -1,
  },
  fitted:
    'pnpm calibrate matrix-maze --games 24 --seed 101 --bands 1 --fit …, 2026-11-23: 3923 decisions of 24 games',
  curves: [
    {
      at: 0,
      knots: [
        [0.0275, 0.1768],
        [0.1304, 0.3086],
        [0.2161, 0.4167],
        [0.3034, 0.4353],
        [0.4931, 0.5005],
        [0.6898, 0.5466],
        [0.7814, 0.5859],
        [0.8109, 0.6325],
        [0.837, 0.6616],
        [0.9267, 0.6747],
        [0.9768, 0.8958],
      ],
    },
  ],
};
