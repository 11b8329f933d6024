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
    'pnpm calibrate matrix-maze --games 300 --seed 40511 --option changeCost=2 --option map=data-orchard --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 300 --seed 40512 --random-moves 24 --option changeCost=2 --option map=data-orchard --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-28: 9357 decisions of 600 games',
  curves: [
    {
      at: 0,
      knots: [[0.4117, 0.4481]],
    },
    {
      at: 0.0125,
      knots: [
        [0.2423, 0.023],
        [0.3492, 0.2255],
        [0.3723, 0.3434],
        [0.3882, 0.3543],
        [0.4, 0.4789],
        [0.4102, 0.5006],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.1752, 0],
        [0.2259, 0],
        [0.3179, 0.0469],
        [0.3595, 0.1237],
        [0.3925, 0.2249],
        [0.4334, 0.4088],
        [0.4484, 0.5484],
        [0.4865, 0.5946],
        [0.5363, 0.7188],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.1489, 0],
        [0.1822, 0],
        [0.2166, 0],
        [0.2721, 0],
        [0.3151, 0],
        [0.348, 0.0577],
        [0.3797, 0.2571],
        [0.4076, 0.2763],
        [0.4341, 0.4595],
        [0.4656, 0.5648],
        [0.4893, 0.6533],
        [0.5232, 0.6573],
        [0.5746, 0.7283],
        [0.6018, 0.8333],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0.0096, 0],
        [0.0952, 0],
        [0.16, 0],
        [0.2048, 0],
        [0.2643, 0],
        [0.3044, 0],
        [0.3248, 0],
        [0.3511, 0.0519],
        [0.3829, 0.1854],
        [0.4538, 0.4362],
        [0.5205, 0.5461],
        [0.5807, 0.8],
        [0.7149, 0.8889],
        [0.8478, 1],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0, 0],
        [0.0263, 0],
        [0.1368, 0],
        [0.2564, 0],
        [0.3194, 0],
        [0.3634, 0.0577],
        [0.4054, 0.0879],
        [0.466, 0.4086],
        [0.533, 0.5826],
        [0.5991, 0.6452],
        [0.7372, 0.6897],
        [0.8996, 0.8333],
        [1, 1],
      ],
    },
    {
      at: 0.1375,
      knots: [
        [0, 0],
        [0.2539, 0],
        [0.9424, 0.9021],
      ],
    },
  ],
};
