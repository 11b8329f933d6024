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
      at: 0,
      knots: [
        [0.0028, 0],
        [0.0087, 0],
        [0.0181, 0],
        [0.0259, 0],
        [0.0336, 0],
        [0.0405, 0.0181],
        [0.0508, 0.0254],
        [0.0629, 0.029],
        [0.0853, 0.0312],
        [0.1245, 0.0326],
        [0.1596, 0.0471],
        [0.2342, 0.0824],
      ],
    },
    {
      at: 0,
      knots: [
        [0.0018, 0],
        [0.0053, 0],
        [0.0111, 0],
        [0.0189, 0],
        [0.0246, 0],
        [0.0323, 0],
        [0.0404, 0],
        [0.0457, 0],
        [0.0506, 0],
        [0.0559, 0],
        [0.0611, 0],
        [0.0662, 0],
        [0.0716, 0],
        [0.0779, 0],
        [0.0855, 0],
        [0.0954, 0],
        [0.1086, 0],
        [0.1276, 0],
        [0.1563, 0],
        [0.2085, 0],
      ],
    },
    {
      at: 0,
      knots: [
        [0.0024, 0],
        [0.0077, 0],
        [0.0156, 0],
        [0.0229, 0],
        [0.032, 0],
        [0.0416, 0.0036],
        [0.0474, 0.0036],
        [0.0617, 0.0063],
        [0.0798, 0.0072],
        [0.0883, 0.0072],
        [0.0974, 0.0072],
        [0.1074, 0.0072],
        [0.1409, 0.0109],
        [0.1952, 0.0435],
        [0.2906, 0.1969],
      ],
    },
  ],
};
