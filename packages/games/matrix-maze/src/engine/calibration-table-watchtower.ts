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
    'pnpm calibrate matrix-maze --games 500 --seed 41501 --option changeCost=2 --option map=watchtower --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 300 --seed 41505 --option changeCost=2 --option map=watchtower --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 500 --seed 41502 --random-moves 24 --option changeCost=2 --option map=watchtower --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-29: 10133 decisions of 1300 games (13419 more read ahead)',
  curves: [
    {
      at: 0,
      knots: [[0.4117, 0.5462]],
    },
    {
      at: 0.0125,
      knots: [
        [0.2212, 0.0426],
        [0.3409, 0.2157],
        [0.3885, 0.4],
        [0.4513, 0.4492],
        [0.4899, 0.5753],
        [0.5571, 0.6075],
        [0.5687, 0.75],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.1587, 0],
        [0.2663, 0],
        [0.3403, 0.1296],
        [0.4043, 0.3765],
        [0.4386, 0.4286],
        [0.4974, 0.4914],
        [0.5599, 0.6139],
        [0.5965, 0.8131],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.0944, 0],
        [0.2082, 0],
        [0.2548, 0],
        [0.2907, 0],
        [0.3493, 0.1091],
        [0.3915, 0.2364],
        [0.4194, 0.2838],
        [0.4714, 0.4824],
        [0.5037, 0.5455],
        [0.5196, 0.5872],
        [0.562, 0.6393],
        [0.5657, 0.6957],
        [0.5871, 0.7738],
        [0.6816, 0.7847],
        [0.7475, 1],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0.0068, 0],
        [0.1535, 0],
        [0.2079, 0],
        [0.2432, 0],
        [0.2729, 0],
        [0.312, 0],
        [0.3594, 0.0847],
        [0.4048, 0.2203],
        [0.4463, 0.3385],
        [0.4838, 0.4464],
        [0.5342, 0.7288],
        [0.6479, 0.7474],
        [0.7945, 0.8696],
        [0.9282, 0.8947],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0, 0],
        [0.0168, 0],
        [0.0357, 0],
        [0.1499, 0],
        [0.284, 0.0611],
        [0.3988, 0.3253],
        [0.4655, 0.3944],
        [0.5234, 0.5075],
        [0.7219, 0.7222],
        [0.9251, 0.8769],
        [1, 1],
      ],
    },
    {
      at: 0.1375,
      knots: [
        [0, 0],
        [1, 1],
      ],
    },
  ],
};
