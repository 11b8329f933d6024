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
    'pnpm calibrate matrix-maze --games 500 --seed 41501 --option changeCost=2 --option map=glass-corridors --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 300 --seed 41505 --option changeCost=2 --option map=glass-corridors --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 500 --seed 41502 --random-moves 24 --option changeCost=2 --option map=glass-corridors --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-29: 11020 decisions of 1300 games (15704 more read ahead)',
  curves: [
    {
      at: 0,
      knots: [[0.6321, 0.517]],
    },
    {
      at: 0.0125,
      knots: [
        [0.3219, 0.2553],
        [0.3634, 0.3485],
        [0.3931, 0.3904],
        [0.5386, 0.4752],
        [0.5446, 0.5977],
        [0.6002, 0.6343],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.1914, 0],
        [0.315, 0.0943],
        [0.3546, 0.2165],
        [0.3916, 0.2472],
        [0.4347, 0.3548],
        [0.4765, 0.4327],
        [0.5309, 0.5521],
        [0.5937, 0.6603],
        [0.6443, 0.781],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.0346, 0],
        [0.2326, 0],
        [0.2737, 0.0339],
        [0.3075, 0.0545],
        [0.3698, 0.2011],
        [0.4535, 0.2987],
        [0.4955, 0.5085],
        [0.521, 0.6],
        [0.5472, 0.605],
        [0.5776, 0.715],
        [0.6264, 0.7664],
        [0.6702, 0.9063],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0, 0],
        [0.1955, 0],
        [0.2472, 0],
        [0.2837, 0],
        [0.3265, 0.0294],
        [0.3612, 0.1408],
        [0.3954, 0.2308],
        [0.4192, 0.3529],
        [0.4788, 0.4202],
        [0.5246, 0.5625],
        [0.5556, 0.6557],
        [0.5778, 0.7333],
        [0.5972, 0.7907],
        [0.6189, 0.8095],
        [0.68, 0.8824],
        [0.7295, 0.9394],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0, 0],
        [0.1896, 0],
        [0.2389, 0],
        [0.2655, 0],
        [0.2853, 0],
        [0.3176, 0],
        [0.363, 0.1167],
        [0.3904, 0.1833],
        [0.4316, 0.3729],
        [0.4738, 0.4058],
        [0.5097, 0.5714],
        [0.5564, 0.6761],
        [0.617, 0.75],
        [0.6518, 0.7541],
        [0.7227, 0.8358],
        [0.9145, 0.9469],
      ],
    },
    {
      at: 0.1375,
      knots: [
        [0, 0],
        [0.0203, 0],
        [0.0295, 0],
        [0.1408, 0],
        [0.2654, 0.0222],
        [0.3842, 0.2771],
        [0.4724, 0.303],
        [0.5519, 0.6349],
        [0.6279, 0.6557],
        [0.7289, 0.7254],
        [0.981, 0.9806],
      ],
    },
    {
      at: 0.1625,
      knots: [
        [0, 0],
        [1, 1],
      ],
    },
  ],
};
