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
    'pnpm calibrate cybermancy --games 200 --seed 401 --option challenge=random --option chapter=1 --option mode=advanced --bands 1 --fit …, 2026-11-24: 15470 decisions of 200 games',
  curves: [
    {
      at: 0,
      knots: [
        [0.0092, 0.8437],
        [0.1701, 0.9204],
        [0.4112, 0.9587],
        [0.5531, 0.9716],
        [0.7811, 1],
        [0.9522, 1],
        [0.9959, 1],
      ],
    },
  ],
};
