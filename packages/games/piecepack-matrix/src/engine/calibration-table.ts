/**
 * The fitted hint calibration table of piecepack-matrix, written by `pnpm calibrate --fit`
 * (tools/src/calibrate.ts): per band of progress (`at`, its mean), the interpolated isotonic
 * regression of the deciding seat's result on the raw search value, knots `[value, chance]`,
 * from self-play at the settings below. Generated data: re-fit rather than edit.
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: 'rollout',
    iterations: 32,
    exploration: 0.4,
    playoutDepth: -1,
  },
  fitted:
    'pnpm calibrate piecepack-matrix --games 40 --seed 902 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 40 --seed 903 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 --bands 1 --fit …, 2026-11-26: 4972 decisions of 80 games',
  curves: [
    {
      at: 0,
      knots: [
        [0.0583, 0.1132],
        [0.234, 0.2435],
        [0.3573, 0.4573],
        [0.4818, 0.5761],
        [0.6048, 0.6463],
        [0.7277, 0.7032],
        [0.8566, 0.8082],
        [0.9874, 0.9144],
      ],
    },
  ],
};
