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
    'pnpm calibrate piecepack-matrix --games 40 --seed 902 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 40 --seed 903 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 40 --seed 904 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 905 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 906 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 907 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 908 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 300 --seed 910 --random-moves 40 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 200 --seed 911 --random-moves 80 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 --kind move --bands 2 --fit …, 2026-11-28: 22230 decisions of 1020 games',
  curves: [
    {
      at: 0.325,
      knots: [
        [0, 0.0654],
        [0.125, 0.1944],
        [0.25, 0.3451],
        [0.375, 0.4377],
        [0.5, 0.5267],
        [0.625, 0.5936],
        [0.75, 0.6302],
        [0.875, 0.6592],
        [1, 0.6596],
      ],
    },
    {
      at: 0.7579,
      knots: [
        [0, 0.0212],
        [0.125, 0.1364],
        [0.25, 0.2483],
        [0.375, 0.377],
        [0.5, 0.4775],
        [0.6249, 0.6119],
        [0.7498, 0.7156],
        [0.875, 0.7994],
        [1, 0.9135],
      ],
    },
  ],
};
