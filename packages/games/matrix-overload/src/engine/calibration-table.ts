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
    'pnpm calibrate matrix-overload --games 100 --seed 511 and pnpm calibrate matrix-overload --games 100 --seed 512 and pnpm calibrate matrix-overload --games 100 --seed 513 --bands 4 --fit …, 2026-11-26: 24129 decisions of 300 games',
  curves: [
    {
      at: 0.3268,
      knots: [
        [0.0133, 0.8113],
        [0.0368, 0.8225],
        [0.0779, 0.8398],
        [0.1226, 0.8488],
        [0.1517, 0.8609],
        [0.2062, 0.8774],
      ],
    },
    {
      at: 0.6225,
      knots: [
        [0.1084, 0.5066],
        [0.1855, 0.7737],
        [0.228, 0.7848],
        [0.2688, 0.8394],
        [0.3116, 0.8543],
        [0.3289, 0.8609],
        [0.3565, 0.8609],
        [0.395, 0.8841],
        [0.4294, 0.9205],
        [0.4576, 0.9636],
        [0.4948, 0.9801],
        [0.5558, 0.9901],
        [0.8114, 1],
      ],
    },
    {
      at: 0.8192,
      knots: [
        [0.044, 0.043],
        [0.2229, 0.1358],
        [0.2806, 0.1987],
        [0.3164, 0.3113],
        [0.3449, 0.3245],
        [0.3692, 0.4305],
        [0.4041, 0.5132],
        [0.4521, 0.803],
        [0.4915, 0.8411],
        [0.5127, 0.9238],
        [0.5408, 0.9967],
        [0.5734, 1],
        [0.6053, 1],
        [0.7063, 1],
        [0.9045, 1],
        [0.9653, 1],
        [0.9834, 1],
        [0.9953, 1],
      ],
    },
    {
      at: 0.9132,
      knots: [
        [0.0001, 0.0066],
        [0.0375, 0.0762],
        [0.1639, 0.0894],
        [0.2356, 0.1242],
        [0.2805, 0.1358],
        [0.3101, 0.2682],
        [0.3406, 0.3267],
        [0.3711, 0.4205],
        [0.3968, 0.4437],
        [0.4231, 0.6854],
        [0.4737, 0.7715],
        [0.5412, 0.9901],
        [0.6318, 1],
        [0.8906, 1],
        [0.9762, 1],
        [0.9892, 1],
        [0.995, 1],
        [0.9997, 1],
      ],
    },
  ],
};
