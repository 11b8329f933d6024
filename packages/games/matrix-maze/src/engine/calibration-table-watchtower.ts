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
    'pnpm calibrate matrix-maze --games 200 --seed 311 --option changeCost=2 --option map=watchtower --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 200 --seed 313 --option changeCost=2 --option map=watchtower --option players=0 --option roundLimit=40 --bands 4 --fit …, 2026-11-26: 8759 decisions of 400 games',
  curves: [
    {
      at: 0.0022,
      knots: [
        [0.3767, 0.3659],
        [0.42, 0.5388],
        [0.4787, 0.5747],
        [0.5516, 0.5982],
        [0.6072, 0.8209],
      ],
    },
    {
      at: 0.0308,
      knots: [
        [0.3391, 0.1057],
        [0.4246, 0.436],
        [0.5011, 0.464],
        [0.5399, 0.6],
        [0.5787, 0.6589],
        [0.6118, 0.6798],
        [0.6979, 0.8056],
      ],
    },
    {
      at: 0.0647,
      knots: [
        [0.199, 0],
        [0.2745, 0],
        [0.3606, 0.1239],
        [0.4286, 0.3439],
        [0.4762, 0.4261],
        [0.4903, 0.5221],
        [0.5049, 0.6091],
        [0.5439, 0.625],
        [0.5654, 0.6835],
        [0.5871, 0.7143],
        [0.6627, 0.7921],
        [0.7456, 0.8146],
        [0.8427, 0.8636],
        [0.98, 1],
      ],
    },
    {
      at: 0.1119,
      knots: [
        [0, 0],
        [0.0354, 0],
        [0.1796, 0],
        [0.3453, 0.0442],
        [0.4303, 0.2301],
        [0.5012, 0.6636],
        [0.6629, 0.7317],
        [0.8454, 0.7419],
        [0.9971, 0.9909],
      ],
    },
  ],
};
