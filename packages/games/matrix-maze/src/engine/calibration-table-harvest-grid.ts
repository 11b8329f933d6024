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
    'pnpm calibrate matrix-maze --games 300 --seed 40511 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 300 --seed 40512 --random-moves 24 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-28: 10593 decisions of 600 games',
  curves: [
    {
      at: 0,
      knots: [[0.4586, 0.4935]],
    },
    {
      at: 0.0125,
      knots: [
        [0.1613, 0],
        [0.3586, 0.2162],
        [0.4223, 0.2951],
        [0.4718, 0.4459],
        [0.5127, 0.4513],
        [0.5649, 0.6119],
        [0.6998, 0.669],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.0626, 0.0147],
        [0.155, 0.0154],
        [0.2658, 0.2388],
        [0.3227, 0.2658],
        [0.3739, 0.3182],
        [0.4568, 0.4949],
        [0.5466, 0.5362],
        [0.5624, 0.5513],
        [0.6158, 0.6303],
        [0.732, 0.8148],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.044, 0],
        [0.1034, 0],
        [0.1261, 0.0137],
        [0.1604, 0.0137],
        [0.2309, 0.1096],
        [0.3068, 0.1656],
        [0.386, 0.3309],
        [0.4276, 0.5333],
        [0.4573, 0.5479],
        [0.4974, 0.5542],
        [0.6001, 0.5957],
        [0.6647, 0.5972],
        [0.7307, 0.7848],
        [0.7616, 0.8261],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0.0017, 0],
        [0.0255, 0],
        [0.0725, 0],
        [0.1087, 0],
        [0.1433, 0],
        [0.1981, 0],
        [0.2528, 0.0241],
        [0.3004, 0.141],
        [0.3297, 0.2584],
        [0.3589, 0.275],
        [0.388, 0.4177],
        [0.433, 0.4634],
        [0.5743, 0.6314],
        [0.7012, 0.7253],
        [0.7814, 0.8304],
        [0.9774, 0.9444],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0, 0],
        [0.1288, 0],
        [0.2562, 0.0263],
        [0.3355, 0.2086],
        [0.39, 0.4343],
        [0.427, 0.5579],
        [0.555, 0.625],
        [0.68, 0.7374],
        [0.9229, 0.9364],
      ],
    },
    {
      at: 0.1375,
      knots: [
        [0.0513, 0],
        [0.1281, 0],
        [0.1821, 0],
        [0.2502, 0],
        [0.2835, 0.0189],
        [0.3245, 0.048],
        [0.361, 0.1154],
        [0.4081, 0.2308],
        [0.4894, 0.4889],
        [0.5702, 0.75],
        [0.6596, 0.7545],
        [0.7909, 0.8115],
        [0.882, 0.8182],
        [0.986, 0.9385],
      ],
    },
    {
      at: 0.1625,
      knots: [
        [0, 0],
        [0.0332, 0],
        [0.1229, 0],
        [0.2617, 0],
        [0.3049, 0],
        [0.357, 0],
        [0.3908, 0],
        [0.4252, 0.2397],
        [0.5092, 0.3929],
        [0.6595, 0.6782],
        [0.7682, 0.7091],
        [0.9692, 0.9669],
      ],
    },
    {
      at: 0.1875,
      knots: [
        [0, 0],
        [0.9292, 0.88],
      ],
    },
  ],
};
