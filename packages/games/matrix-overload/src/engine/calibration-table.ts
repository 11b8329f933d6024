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
    'pnpm calibrate matrix-overload --games 60 --seed 101 --bands 3 --fit …, 2026-11-23: 5150 decisions of 60 games',
  curves: [
    {
      at: 0.3923,
      knots: [
        [0.0098, 0.6512],
        [0.0307, 0.6541],
        [0.0701, 0.6977],
        [0.1204, 0.7093],
        [0.1595, 0.7326],
        [0.2245, 0.7512],
        [0.3179, 0.814],
        [0.3865, 0.9512],
      ],
    },
    {
      at: 0.7569,
      knots: [
        [0.0739, 0.0116],
        [0.273, 0.3],
        [0.3623, 0.4709],
        [0.4001, 0.5233],
        [0.4235, 0.6163],
        [0.4474, 0.7558],
        [0.4757, 0.8023],
        [0.5004, 0.9651],
        [0.5455, 0.9884],
        [0.6151, 1],
        [0.7547, 1],
        [0.947, 1],
        [0.9903, 1],
      ],
    },
    {
      at: 0.9041,
      knots: [
        [0, 0],
        [0.0085, 0],
        [0.1979, 0.0598],
        [0.275, 0.093],
        [0.3103, 0.1919],
        [0.3572, 0.3605],
        [0.4064, 0.3953],
        [0.4698, 0.814],
        [0.5467, 0.8837],
        [0.7584, 1],
        [0.968, 1],
        [0.9888, 1],
        [0.9984, 1],
      ],
    },
  ],
};
