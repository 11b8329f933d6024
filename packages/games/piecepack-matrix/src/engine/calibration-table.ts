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
    iterations: 128,
    exploration: 0.4,
    playoutDepth: -1,
  },
  fitted:
    'pnpm calibrate piecepack-matrix --games 300 --seed 912 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 250 --seed 913 --random-moves 40 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 and pnpm calibrate piecepack-matrix --games 150 --seed 914 --random-moves 80 --option black=0 --option blue=0 --option breakers=set --option green=0 --option red=0 --option target=9 --bands 2 --fit …, 2026-11-29: 34842 decisions of 700 games',
  curves: [
    {
      at: 0.3951,
      knots: [
        [0, 0.0053],
        [0.0247, 0.0277],
        [0.0615, 0.0838],
        [0.1083, 0.1389],
        [0.1685, 0.2151],
        [0.2537, 0.3188],
        [0.3451, 0.4881],
        [0.4185, 0.536],
        [0.4688, 0.5436],
        [0.5158, 0.5943],
        [0.5574, 0.6068],
        [0.5887, 0.6254],
        [0.6198, 0.6432],
        [0.6546, 0.6552],
        [0.7014, 0.7047],
        [0.7691, 0.737],
        [0.872, 0.8163],
      ],
    },
    {
      at: 0.7832,
      knots: [
        [0, 0.0127],
        [0.0246, 0.06],
        [0.0697, 0.0857],
        [0.1494, 0.2026],
        [0.2498, 0.3219],
        [0.366, 0.4097],
        [0.4851, 0.5191],
        [0.5917, 0.6563],
        [0.6851, 0.7462],
        [0.7766, 0.8332],
        [0.8708, 0.8894],
        [0.9495, 0.9648],
        [0.9979, 0.998],
      ],
    },
  ],
};
