/**
 * The fitted hint calibration table of cybermancy, written by `pnpm calibrate --fit`
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
    'pnpm calibrate cybermancy --games 30 --seed 455 --option challenge=random --option chapter=5 --option mode=campaign and pnpm calibrate cybermancy --games 30 --seed 456 --option challenge=random --option chapter=6 --option mode=campaign --bands 4 --fit …, 2026-11-26: 5569 decisions of 60 games',
  curves: [
    {
      at: 0.2755,
      knots: [
        [0.0051, 0.8571],
        [0.0369, 0.8769],
        [0.0913, 0.919],
        [0.1387, 0.9286],
        [0.2251, 0.9677],
      ],
    },
    {
      at: 0.5026,
      knots: [
        [0.0806, 0.7429],
        [0.1563, 0.8762],
        [0.2106, 0.8857],
        [0.4038, 0.899],
      ],
    },
    {
      at: 0.6574,
      knots: [
        [0.1479, 0.5286],
        [0.2546, 0.7714],
        [0.3285, 0.7952],
        [0.5428, 0.8655],
        [0.8676, 1],
        [0.9751, 1],
        [0.9964, 1],
      ],
    },
    {
      at: 0.8005,
      knots: [
        [0.0424, 0.0286],
        [0.2638, 0.1571],
        [0.3134, 0.3571],
        [0.3541, 0.5357],
        [0.3887, 0.6429],
        [0.4172, 0.6857],
        [0.5049, 0.94],
        [0.6253, 0.9857],
        [0.8688, 1],
        [0.9687, 1],
        [0.9885, 1],
        [0.9948, 1],
        [0.9997, 1],
      ],
    },
  ],
};
