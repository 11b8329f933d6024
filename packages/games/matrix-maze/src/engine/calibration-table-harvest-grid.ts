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
    'pnpm calibrate matrix-maze --games 300 --seed 40511 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 300 --seed 40512 --random-moves 24 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 200 --seed 40861 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 200 --seed 40862 --random-moves 24 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-28: 17849 decisions of 1000 games',
  curves: [
    {
      at: 0,
      knots: [[0.4586, 0.5172]],
    },
    {
      at: 0.0125,
      knots: [
        [0.1564, 0.049],
        [0.3946, 0.3052],
        [0.5031, 0.4878],
        [0.565, 0.6114],
        [0.6975, 0.684],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.0654, 0.0092],
        [0.1251, 0.0459],
        [0.182, 0.0556],
        [0.2612, 0.2845],
        [0.3158, 0.3333],
        [0.3574, 0.3852],
        [0.3934, 0.4141],
        [0.4376, 0.5209],
        [0.506, 0.5401],
        [0.576, 0.5685],
        [0.6217, 0.6979],
        [0.7288, 0.875],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.0462, 0],
        [0.1024, 0],
        [0.1431, 0.0084],
        [0.2225, 0.0855],
        [0.2987, 0.1529],
        [0.3635, 0.3571],
        [0.3985, 0.4359],
        [0.4421, 0.5551],
        [0.4915, 0.6356],
        [0.6094, 0.6448],
        [0.7278, 0.8321],
        [0.7623, 0.8421],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0.0016, 0],
        [0.0177, 0],
        [0.0661, 0],
        [0.1023, 0],
        [0.1265, 0],
        [0.1836, 0],
        [0.2564, 0.0294],
        [0.319, 0.2278],
        [0.3622, 0.3333],
        [0.3885, 0.4672],
        [0.4311, 0.5742],
        [0.5641, 0.6357],
        [0.6849, 0.7647],
        [0.738, 0.7847],
        [0.802, 0.8608],
        [0.9755, 0.9444],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0, 0],
        [0.1375, 0],
        [0.2273, 0.0382],
        [0.295, 0.0629],
        [0.3269, 0.1714],
        [0.3571, 0.3145],
        [0.4035, 0.4464],
        [0.4442, 0.5917],
        [0.6594, 0.7778],
        [0.9538, 0.996],
      ],
    },
    {
      at: 0.1375,
      knots: [
        [0.0499, 0],
        [0.1381, 0],
        [0.209, 0],
        [0.2543, 0],
        [0.2756, 0],
        [0.3194, 0.0909],
        [0.3543, 0.1042],
        [0.399, 0.2165],
        [0.4557, 0.5545],
        [0.5246, 0.5579],
        [0.5866, 0.7796],
        [0.6956, 0.8146],
        [0.8204, 0.8298],
        [0.8717, 0.8673],
        [0.9731, 0.9403],
      ],
    },
    {
      at: 0.1625,
      knots: [
        [0, 0],
        [0.033, 0],
        [0.1149, 0],
        [0.2501, 0],
        [0.2989, 0],
        [0.3496, 0],
        [0.3866, 0],
        [0.4044, 0.3402],
        [0.4312, 0.3578],
        [0.4769, 0.3778],
        [0.5645, 0.5172],
        [0.7339, 0.7027],
        [0.9748, 0.9741],
      ],
    },
    {
      at: 0.1875,
      knots: [
        [0, 0],
        [0.9523, 0.9187],
      ],
    },
  ],
};
