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
    'pnpm calibrate matrix-maze --games 300 --seed 40511 --option changeCost=2 --option map=glass-corridors --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 300 --seed 40512 --random-moves 24 --option changeCost=2 --option map=glass-corridors --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 200 --seed 40861 --option changeCost=2 --option map=glass-corridors --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 200 --seed 40862 --random-moves 24 --option changeCost=2 --option map=glass-corridors --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-28: 18805 decisions of 1000 games',
  curves: [
    {
      at: 0,
      knots: [[0.6321, 0.5211]],
    },
    {
      at: 0.0125,
      knots: [
        [0.3461, 0.3355],
        [0.4076, 0.3892],
        [0.4943, 0.4527],
        [0.5566, 0.4794],
        [0.6318, 0.5788],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.234, 0],
        [0.3419, 0.0968],
        [0.3577, 0.1429],
        [0.4442, 0.4735],
        [0.5495, 0.6327],
        [0.5641, 0.6636],
        [0.6235, 0.6667],
        [0.6483, 0.7368],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.2605, 0.0448],
        [0.3422, 0.0652],
        [0.3574, 0.209],
        [0.3951, 0.3836],
        [0.4527, 0.3883],
        [0.5342, 0.4545],
        [0.5557, 0.4706],
        [0.5686, 0.5167],
        [0.6022, 0.6459],
        [0.6187, 0.6711],
        [0.6374, 0.7928],
        [0.6467, 0.86],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.1743, 0],
        [0.2717, 0.0233],
        [0.3095, 0.0469],
        [0.3433, 0.1828],
        [0.4115, 0.3101],
        [0.4555, 0.3418],
        [0.4988, 0.5175],
        [0.5264, 0.5703],
        [0.5392, 0.5775],
        [0.5498, 0.5904],
        [0.5714, 0.6092],
        [0.5905, 0.6401],
        [0.621, 0.7259],
        [0.6387, 0.8108],
        [0.6713, 0.8919],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0.1084, 0],
        [0.2315, 0],
        [0.2619, 0],
        [0.2916, 0],
        [0.3257, 0.0219],
        [0.3604, 0.1812],
        [0.3923, 0.1938],
        [0.431, 0.3333],
        [0.5122, 0.5025],
        [0.5918, 0.767],
        [0.6445, 0.837],
        [0.7081, 0.8787],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0.0681, 0],
        [0.2003, 0],
        [0.2305, 0],
        [0.2528, 0],
        [0.2752, 0],
        [0.2977, 0],
        [0.3239, 0],
        [0.3632, 0.0846],
        [0.3895, 0.2148],
        [0.4493, 0.3798],
        [0.52, 0.5201],
        [0.5787, 0.7197],
        [0.6251, 0.845],
        [0.6804, 0.8877],
        [0.8194, 0.9231],
        [0.9472, 0.9315],
      ],
    },
    {
      at: 0.1375,
      knots: [
        [0, 0],
        [0.0189, 0],
        [0.049, 0],
        [0.1262, 0],
        [0.1787, 0],
        [0.2126, 0],
        [0.277, 0.0151],
        [0.3645, 0.0985],
        [0.4201, 0.3485],
        [0.4929, 0.4186],
        [0.5653, 0.625],
        [0.7264, 0.6936],
        [0.9878, 0.971],
      ],
    },
    {
      at: 0.1625,
      knots: [
        [0, 0],
        [0.8761, 0.8253],
      ],
    },
  ],
};
