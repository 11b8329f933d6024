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
    'pnpm calibrate cybermancy --games 100 --seed 404 --option challenge=random --option chapter=1 --option mode=basic --bands 1 --fit …, 2026-11-24: 8937 decisions of 100 games',
  curves: [
    {
      at: 0,
      knots: [
        [0.0044, 0.2975],
        [0.2062, 0.6033],
        [0.3999, 0.6421],
        [0.4349, 0.7942],
        [0.4766, 0.8725],
        [0.5377, 0.9687],
        [0.6425, 0.9955],
        [0.9342, 1],
        [0.9933, 1],
      ],
    },
  ],
};
