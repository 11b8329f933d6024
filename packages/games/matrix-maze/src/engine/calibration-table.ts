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
    'pnpm calibrate matrix-maze --games 60 --seed 202 --bands 1 --fit …, 2026-11-23: 9117 decisions of 60 games',
  curves: [
    {
      at: 0,
      knots: [
        [0.0249, 0.0317],
        [0.1076, 0.1685],
        [0.1799, 0.2193],
        [0.2158, 0.2571],
        [0.293, 0.3034],
        [0.3893, 0.3783],
        [0.4495, 0.4463],
        [0.5118, 0.5052],
        [0.5874, 0.6138],
        [0.6604, 0.6436],
        [0.7226, 0.6776],
        [0.7915, 0.7125],
        [0.833, 0.7226],
        [0.9132, 0.845],
        [0.9774, 0.986],
      ],
    },
  ],
};
