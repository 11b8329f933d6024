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
    'pnpm calibrate cybermancy --games 100 --seed 432 --option challenge=random --option chapter=1 --option mode=advanced and pnpm calibrate cybermancy --games 100 --seed 433 --option challenge=random --option chapter=1 --option mode=advanced --bands 4 --fit …, 2026-11-26: 15081 decisions of 200 games',
  curves: [
    {
      at: 0.2198,
      knots: [
        [0.027, 0.9035],
        [0.0653, 0.9259],
        [0.1069, 0.927],
        [0.2146, 0.9441],
      ],
    },
    {
      at: 0.385,
      knots: [
        [0.0329, 0.836],
        [0.0632, 0.8942],
        [0.0858, 0.9101],
        [0.1015, 0.9101],
        [0.1718, 0.9292],
        [0.2784, 0.9616],
        [0.444, 0.9718],
      ],
    },
    {
      at: 0.5285,
      knots: [
        [0.124, 0.8677],
        [0.2012, 0.9101],
        [0.307, 0.9354],
        [0.4022, 0.9577],
        [0.5664, 0.9594],
        [0.8338, 0.9947],
        [0.9795, 1],
      ],
    },
    {
      at: 0.6823,
      knots: [
        [0.1481, 0.254],
        [0.3179, 0.3545],
        [0.3945, 0.6402],
        [0.459, 0.9524],
        [0.5045, 0.963],
        [0.6843, 0.9861],
        [0.9431, 0.9894],
        [0.9705, 1],
        [0.984, 1],
        [0.9919, 1],
        [0.999, 1],
      ],
    },
  ],
};
