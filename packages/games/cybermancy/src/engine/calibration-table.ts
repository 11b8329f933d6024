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
    'pnpm calibrate cybermancy --games 60 --seed 101 --bands 1 --fit …, 2026-11-23: 5302 decisions of 60 games',
  curves: [
    {
      at: 0,
      knots: [
        [0.0054, 0.312],
        [0.2018, 0.5016],
        [0.3992, 0.6692],
        [0.4535, 0.8346],
        [0.588, 0.8496],
        [0.9515, 1],
        [0.9937, 1],
      ],
    },
  ],
};
