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
    'pnpm calibrate piecepack-matrix --games 40 --seed 902 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 --bands 1 --fit …, 2026-11-26: 2470 decisions of 40 games',
  curves: [
    {
      at: 0,
      knots: [
        [0.0174, 0.0565],
        [0.1492, 0.1008],
        [0.2496, 0.3152],
        [0.3582, 0.4417],
        [0.4819, 0.5688],
        [0.6032, 0.5878],
        [0.7277, 0.6078],
        [0.8586, 0.743],
        [0.9871, 0.8638],
      ],
    },
  ],
};
