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
    'pnpm calibrate matrix-maze --games 300 --seed 301 --option changeCost=2 --option map=watchtower --option players=0 --option roundLimit=40 --bands 3 --fit …, 2026-11-24: 6687 decisions of 300 games',
  curves: [
    {
      at: 0.0082,
      knots: [
        [0.3738, 0.1419],
        [0.4209, 0.485],
        [0.4798, 0.4913],
        [0.5104, 0.576],
        [0.5531, 0.5888],
        [0.6032, 0.6689],
        [0.624, 0.6786],
      ],
    },
    {
      at: 0.0482,
      knots: [
        [0.2655, 0.0254],
        [0.4021, 0.1183],
        [0.4612, 0.1754],
        [0.4815, 0.3852],
        [0.5118, 0.5536],
        [0.5571, 0.6541],
        [0.6033, 0.7019],
        [0.6866, 0.7342],
        [0.8509, 0.92],
      ],
    },
    {
      at: 0.1051,
      knots: [
        [0, 0],
        [0.0758, 0],
        [0.2427, 0.0265],
        [0.3335, 0.0536],
        [0.3953, 0.1964],
        [0.4501, 0.3217],
        [0.5061, 0.5124],
        [0.6315, 0.6556],
        [0.8103, 0.7087],
        [0.9982, 0.9969],
      ],
    },
  ],
};
