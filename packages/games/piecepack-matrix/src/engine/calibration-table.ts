/**
 * The fitted hint calibration table of piecepack-matrix, written by `pnpm calibrate --fit`
 * (tools/src/calibrate.ts): per band of progress (`at`, its mean), the interpolated isotonic
 * regression of the deciding seat's result on the raw search value, knots `[value, chance]`,
 * from self-play at the settings below. Generated data: re-fit rather than edit.
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: 'mcts',
    iterations: 1000,
    exploration: 0.4,
    playoutDepth: 8,
  },
  fitted:
    'pnpm calibrate piecepack-matrix --games 120 --seed 101 --bands 3 --fit …, 2026-11-23: 16507 decisions of 120 games',
  curves: [
    {
      at: 0.435,
      knots: [
        [0.0316, 0.0072],
        [0.045, 0.0157],
        [0.0745, 0.0184],
        [0.1222, 0.0254],
        [0.1413, 0.0399],
        [0.1901, 0.1318],
      ],
    },
    {
      at: 0.9194,
      knots: [
        [0.0021, 0],
        [0.0069, 0],
        [0.0126, 0],
        [0.0183, 0],
        [0.023, 0],
        [0.0281, 0],
        [0.0341, 0],
        [0.042, 0],
        [0.0513, 0],
        [0.0617, 0],
        [0.0694, 0],
        [0.0775, 0],
        [0.0853, 0.0072],
        [0.1132, 0.0154],
        [0.1871, 0.029],
        [0.2947, 0.1523],
      ],
    },
    {
      at: 1,
      knots: [
        [0.0012, 0],
        [0.0035, 0],
        [0.0054, 0],
        [0.009, 0],
        [0.0149, 0],
        [0.0199, 0],
        [0.0246, 0],
        [0.0307, 0],
        [0.0374, 0],
        [0.0446, 0],
        [0.0525, 0],
        [0.0622, 0],
        [0.116, 0.003],
        [0.1925, 0.0036],
        [0.2789, 0.1081],
      ],
    },
  ],
};
