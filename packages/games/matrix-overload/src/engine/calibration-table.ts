/**
 * The fitted hint calibration table of matrix-overload, written by `pnpm calibrate --fit`
 * (tools/src/calibrate.ts): per band of progress (`at`, its mean), the interpolated isotonic
 * regression of the deciding seat's result on the raw search value, knots `[value, chance]`,
 * from self-play at the settings below. Generated data: re-fit rather than edit.
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: 'mcts',
    iterations: 10000,
    exploration: 0.4,
    playoutDepth: 4,
  },
  fitted:
    'pnpm calibrate matrix-overload --games 400 --seed 101 --bands 4 --fit …, 2026-11-23: 38293 decisions of 400 games',
  curves: [
    {
      at: 0.3562,
      knots: [
        [0.0012, 0.4384],
        [0.0065, 0.44],
        [0.0147, 0.4405],
        [0.036, 0.4589],
        [0.0773, 0.4656],
        [0.1393, 0.5141],
        [0.2398, 0.5169],
      ],
    },
    {
      at: 0.6882,
      knots: [
        [0.0592, 0.1691],
        [0.1162, 0.334],
        [0.1459, 0.3883],
        [0.1804, 0.3956],
        [0.2375, 0.4426],
        [0.3304, 0.445],
        [0.4031, 0.4635],
        [0.4288, 0.5219],
        [0.4612, 0.5386],
        [0.5019, 0.5846],
        [0.7001, 0.8644],
      ],
    },
    {
      at: 0.8521,
      knots: [
        [0.0017, 0.0042],
        [0.0828, 0.0564],
        [0.204, 0.0731],
        [0.2429, 0.0731],
        [0.2702, 0.1148],
        [0.3048, 0.1482],
        [0.3423, 0.2213],
        [0.3741, 0.2213],
        [0.3974, 0.3006],
        [0.4145, 0.3215],
        [0.4345, 0.3841],
        [0.455, 0.4572],
        [0.4999, 0.5376],
        [0.5671, 0.7265],
        [0.7882, 0.9311],
        [0.9909, 1],
      ],
    },
    {
      at: 0.9258,
      knots: [
        [0, 0],
        [0.1559, 0.0449],
        [0.2725, 0.0564],
        [0.3005, 0.0793],
        [0.3275, 0.1002],
        [0.344, 0.1357],
        [0.3625, 0.1482],
        [0.3821, 0.1649],
        [0.4013, 0.2234],
        [0.4249, 0.2818],
        [0.4517, 0.3361],
        [0.4829, 0.4301],
        [0.5336, 0.4906],
        [0.7354, 0.8664],
        [0.9921, 1],
        [0.9997, 1],
      ],
    },
  ],
};
