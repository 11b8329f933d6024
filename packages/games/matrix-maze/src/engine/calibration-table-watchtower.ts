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
    'pnpm calibrate matrix-maze --games 300 --seed 40411 --option changeCost=2 --option map=watchtower --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 200 --seed 40421 --option changeCost=2 --option map=watchtower --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 300 --seed 40412 --random-moves 24 --option changeCost=2 --option map=watchtower --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 200 --seed 40422 --random-moves 24 --option changeCost=2 --option map=watchtower --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-28: 16396 decisions of 1000 games',
  curves: [
    {
      at: 0,
      knots: [[0.4117, 0.5491]],
    },
    {
      at: 0.0125,
      knots: [
        [0.2547, 0.0924],
        [0.3637, 0.3438],
        [0.3879, 0.4324],
        [0.4672, 0.537],
        [0.5572, 0.6136],
        [0.5687, 1],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.1919, 0],
        [0.2979, 0.089],
        [0.3675, 0.1892],
        [0.4109, 0.4276],
        [0.4385, 0.4398],
        [0.512, 0.5299],
        [0.5722, 0.6308],
        [0.6146, 0.6671],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.1193, 0],
        [0.215, 0],
        [0.2571, 0],
        [0.2877, 0],
        [0.3372, 0.1353],
        [0.3844, 0.2636],
        [0.4166, 0.3141],
        [0.4472, 0.3543],
        [0.4846, 0.5412],
        [0.5088, 0.549],
        [0.5205, 0.5827],
        [0.5692, 0.6533],
        [0.6023, 0.719],
        [0.6935, 0.8012],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0.0668, 0],
        [0.1705, 0],
        [0.2068, 0],
        [0.2403, 0],
        [0.2676, 0],
        [0.297, 0.0069],
        [0.3268, 0.0227],
        [0.3673, 0.0662],
        [0.4292, 0.3333],
        [0.4831, 0.5171],
        [0.5198, 0.5683],
        [0.5638, 0.7361],
        [0.6677, 0.7837],
        [0.8185, 0.85],
        [0.9358, 0.92],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0, 0],
        [0.0188, 0],
        [0.0405, 0],
        [0.0875, 0],
        [0.1473, 0],
        [0.1906, 0],
        [0.2312, 0],
        [0.2598, 0],
        [0.2938, 0],
        [0.3551, 0.0296],
        [0.4118, 0.2538],
        [0.4742, 0.4818],
        [0.5269, 0.6466],
        [0.6229, 0.7303],
        [0.7658, 0.7393],
        [0.986, 0.9969],
      ],
    },
    {
      at: 0.1375,
      knots: [
        [0, 0],
        [0.8942, 0.8526],
      ],
    },
  ],
};
