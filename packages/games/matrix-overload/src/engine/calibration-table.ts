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
    playoutDepth: 8,
  },
  fitted:
    'pnpm calibrate matrix-overload --games 100 --seed 511 and pnpm calibrate matrix-overload --games 100 --seed 512 --bands 4 --fit …, 2026-11-26: 15718 decisions of 200 games',
  curves: [
    {
      at: 0.3228,
      knots: [
        [0.0132, 0.8359],
        [0.0241, 0.8629],
        [0.075, 0.8735],
        [0.1477, 0.8883],
        [0.1666, 0.8883],
        [0.2156, 0.9191],
      ],
    },
    {
      at: 0.6126,
      knots: [
        [0.1202, 0.6497],
        [0.1747, 0.8147],
        [0.2181, 0.8401],
        [0.248, 0.8807],
        [0.2784, 0.8832],
        [0.3131, 0.8858],
        [0.3397, 0.8934],
        [0.3591, 0.8934],
        [0.3768, 0.9036],
        [0.4116, 0.934],
        [0.4487, 0.9492],
        [0.4861, 0.9797],
        [0.5417, 0.9898],
        [0.7812, 1],
      ],
    },
    {
      at: 0.8146,
      knots: [
        [0.0581, 0.0406],
        [0.2422, 0.2437],
        [0.3046, 0.3756],
        [0.3426, 0.467],
        [0.3704, 0.5533],
        [0.3979, 0.6244],
        [0.4204, 0.665],
        [0.4566, 0.8756],
        [0.5002, 0.8883],
        [0.53, 0.9949],
        [0.5592, 1],
        [0.5871, 1],
        [0.6223, 1],
        [0.779, 1],
        [0.9262, 1],
        [0.9689, 1],
        [0.9843, 1],
        [0.9959, 1],
      ],
    },
    {
      at: 0.9124,
      knots: [
        [0.0001, 0],
        [0.0844, 0.1015],
        [0.247, 0.1523],
        [0.3154, 0.3299],
        [0.3547, 0.4822],
        [0.3863, 0.5787],
        [0.4113, 0.6497],
        [0.4366, 0.7513],
        [0.4645, 0.8071],
        [0.4983, 0.868],
        [0.5356, 1],
        [0.5818, 1],
        [0.7604, 1],
        [0.949, 1],
        [0.9823, 1],
        [0.9907, 1],
        [0.9955, 1],
        [0.9998, 1],
      ],
    },
  ],
};
