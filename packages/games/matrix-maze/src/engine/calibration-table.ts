/**
 * The fitted hint calibration table of matrix-maze, written by `pnpm calibrate --fit`
 * (tools/src/calibrate.ts): per band of progress (`at`, its mean), the interpolated isotonic
 * regression of the deciding seat's result on the raw search value, knots `[value, chance]`,
 * from self-play at the settings below. Generated data: re-fit rather than edit.
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: 'mcts',
    iterations: 2000,
    exploration: 0.7,
    playoutDepth: -1,
  },
  fitted:
    'pnpm calibrate matrix-maze --games 24 --seed 101 --bands 1 --fit …, 2026-11-23: 2683 decisions of 24 games',
  curves: [
    {
      at: 0,
      knots: [
        [0.0256, 0],
        [0.0898, 0.1],
        [0.1494, 0.1222],
        [0.2205, 0.1889],
        [0.2835, 0.2407],
        [0.3409, 0.2519],
        [0.448, 0.4298],
        [0.5006, 0.4669],
        [0.5341, 0.558],
        [0.61, 0.6148],
        [0.6981, 0.738],
        [0.7912, 0.7963],
        [0.8681, 0.8852],
        [0.9261, 0.9407],
        [0.9859, 1],
      ],
    },
  ],
};
