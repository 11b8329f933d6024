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
    'pnpm calibrate matrix-maze --games 500 --seed 41501 --option changeCost=2 --option map=data-orchard --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 300 --seed 41505 --option changeCost=2 --option map=data-orchard --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 500 --seed 41502 --random-moves 24 --option changeCost=2 --option map=data-orchard --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-29: 10880 decisions of 1300 games (12268 more read ahead)',
  curves: [
    {
      at: 0,
      knots: [[0.4117, 0.438]],
    },
    {
      at: 0.0125,
      knots: [
        [0.2018, 0],
        [0.3061, 0.0517],
        [0.3741, 0.1949],
        [0.3924, 0.4204],
        [0.4089, 0.5046],
        [0.451, 0.5625],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.1683, 0],
        [0.2245, 0],
        [0.2942, 0],
        [0.336, 0.0962],
        [0.3605, 0.1795],
        [0.3794, 0.2],
        [0.4025, 0.2667],
        [0.4398, 0.3932],
        [0.4874, 0.6318],
        [0.5352, 0.7656],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.1502, 0],
        [0.1725, 0],
        [0.2238, 0],
        [0.2858, 0],
        [0.3198, 0.0364],
        [0.3429, 0.0536],
        [0.3688, 0.1489],
        [0.3843, 0.2037],
        [0.4133, 0.28],
        [0.4509, 0.5088],
        [0.4678, 0.5286],
        [0.5031, 0.6687],
        [0.5485, 0.7742],
        [0.5976, 0.8958],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0, 0],
        [0.0152, 0],
        [0.1091, 0],
        [0.1993, 0],
        [0.2678, 0],
        [0.3054, 0],
        [0.3293, 0],
        [0.3671, 0.0968],
        [0.3935, 0.2581],
        [0.4281, 0.3099],
        [0.4748, 0.4511],
        [0.5266, 0.6742],
        [0.5491, 0.7407],
        [0.7065, 0.9193],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0, 0],
        [0.0244, 0],
        [0.2083, 0],
        [0.3806, 0.0594],
        [0.5338, 0.6405],
        [0.6511, 0.7163],
        [0.8874, 0.8512],
        [0.9983, 1],
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
