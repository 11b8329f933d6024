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
    'pnpm calibrate piecepack-matrix --games 40 --seed 902 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 40 --seed 903 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 40 --seed 904 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 905 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 906 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 907 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 908 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 --bands 2 --fit …, 2026-11-26: 32982 decisions of 520 games',
  curves: [
    {
      at: 0.302,
      knots: [
        [0.1919, 0.3433],
        [0.3586, 0.446],
        [0.4329, 0.5437],
        [0.4975, 0.5471],
        [0.5571, 0.5686],
        [0.6223, 0.6028],
        [0.7277, 0.6521],
        [0.8573, 0.6747],
        [0.9886, 0.6773],
      ],
    },
    {
      at: 0.7722,
      knots: [
        [0, 0.0688],
        [0.1063, 0.1796],
        [0.2298, 0.2399],
        [0.3556, 0.3509],
        [0.4819, 0.4703],
        [0.6056, 0.6192],
        [0.7306, 0.7284],
        [0.8551, 0.8052],
        [0.9868, 0.9391],
      ],
    },
  ],
};
