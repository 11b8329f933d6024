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
    'pnpm calibrate matrix-maze --games 500 --seed 41501 --option changeCost=2 --option map=data-orchard --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 500 --seed 41502 --random-moves 24 --option changeCost=2 --option map=data-orchard --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-29: 7812 decisions of 1000 games (8486 more read ahead)',
  curves: [
    {
      at: 0,
      knots: [
        [0.4117, 0.4655],
      ],
    },
    {
      at: 0.0125,
      knots: [
        [0.1868, 0],
        [0.2604, 0],
        [0.3302, 0.1739],
        [0.3791, 0.1746],
        [0.3923, 0.4231],
        [0.4085, 0.5407],
        [0.451, 0.5625],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.1601, 0],
        [0.1959, 0],
        [0.2446, 0],
        [0.3043, 0.027],
        [0.3403, 0.093],
        [0.3702, 0.2375],
        [0.4025, 0.2923],
        [0.4394, 0.4077],
        [0.4881, 0.6643],
        [0.5348, 0.764],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.146, 0],
        [0.1646, 0],
        [0.1855, 0],
        [0.2349, 0],
        [0.2816, 0],
        [0.3167, 0.0408],
        [0.3432, 0.05],
        [0.3714, 0.1346],
        [0.3963, 0.3016],
        [0.4215, 0.3148],
        [0.4624, 0.5769],
        [0.503, 0.6762],
        [0.5471, 0.7813],
        [0.5979, 0.9412],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0, 0],
        [0.0152, 0],
        [0.0929, 0],
        [0.1667, 0],
        [0.238, 0],
        [0.286, 0],
        [0.3169, 0],
        [0.3468, 0],
        [0.3813, 0.2088],
        [0.4278, 0.2791],
        [0.4751, 0.4574],
        [0.5268, 0.6935],
        [0.5502, 0.7925],
        [0.684, 0.9263],
        [0.8623, 0.9333],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0, 0],
        [0.0415, 0],
        [0.2781, 0],
        [0.3936, 0.0588],
        [0.5261, 0.561],
        [0.6526, 0.732],
        [0.8824, 0.8723],
        [0.9989, 1],
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
