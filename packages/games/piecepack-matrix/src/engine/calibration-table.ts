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
    'pnpm calibrate piecepack-matrix --games 40 --seed 902 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 40 --seed 903 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 40 --seed 904 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 100 --seed 905 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 --bands 2 --fit …, 2026-11-26: 13852 decisions of 220 games',
  curves: [
    {
      at: 0.2988,
      knots: [
        [0.1902, 0.2427],
        [0.3586, 0.4141],
        [0.481, 0.506],
        [0.5569, 0.5593],
        [0.6225, 0.5762],
        [0.7281, 0.6389],
        [0.8835, 0.6526],
      ],
    },
    {
      at: 0.7661,
      knots: [
        [0, 0.0431],
        [0.1059, 0.1583],
        [0.2304, 0.1794],
        [0.3533, 0.2973],
        [0.4828, 0.427],
        [0.605, 0.5788],
        [0.7301, 0.7],
        [0.8561, 0.7789],
        [0.9869, 0.9273],
      ],
    },
  ],
};
