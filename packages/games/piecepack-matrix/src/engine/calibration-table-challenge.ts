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
    'pnpm calibrate piecepack-matrix --games 40 --seed 902 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 40 --seed 903 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 40 --seed 904 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 905 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 906 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 907 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 908 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 300 --seed 910 --random-moves 40 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 200 --seed 911 --random-moves 80 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 --kind challenge --bands 2 --fit …, 2026-11-28: 31368 decisions of 1020 games',
  curves: [
    {
      at: 0.401,
      knots: [
        [0, 0.0199],
        [0.0592, 0.0867],
        [0.1241, 0.1693],
        [0.219, 0.2564],
        [0.3099, 0.3571],
        [0.3711, 0.4426],
        [0.4333, 0.5362],
        [0.4947, 0.5548],
        [0.5577, 0.5833],
        [0.6191, 0.5951],
        [0.6822, 0.6773],
        [0.7451, 0.6809],
        [0.8322, 0.7222],
        [0.9499, 0.8125],
      ],
    },
    {
      at: 0.7952,
      knots: [
        [0, 0.0127],
        [0.0594, 0.0933],
        [0.1537, 0.1828],
        [0.2792, 0.2934],
        [0.4051, 0.4038],
        [0.5303, 0.5229],
        [0.6542, 0.682],
        [0.7812, 0.7707],
        [0.9071, 0.8871],
        [0.9995, 0.977],
      ],
    },
  ],
};
