/**
 * The fitted hint calibration table of matrix-maze, written by `pnpm calibrate --fit`
 * (tools/src/calibrate.ts): per band of progress (`at`, its mean), the interpolated isotonic
 * regression of the deciding seat's result on the raw search value, knots `[value, chance]`,
 * from self-play at the settings below. Generated data: re-fit rather than edit.
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: 'alphabeta',
    iterations: 5000,
    exploration: 0.7,
    playoutDepth: -1,
  },
  fitted:
    'pnpm calibrate matrix-maze --games 300 --seed 301 --option changeCost=2 --option map=glass-corridors --option players=0 --option roundLimit=40 --bands 3 --fit …, 2026-11-24: 7573 decisions of 300 games',
  curves: [
    {
      at: 0.0075,
      knots: [
        [0.3604, 0.2809],
        [0.4665, 0.3208],
        [0.5403, 0.4786],
        [0.5576, 0.5198],
        [0.6186, 0.556],
        [0.6442, 0.6207],
      ],
    },
    {
      at: 0.0585,
      knots: [
        [0.1513, 0.0224],
        [0.3189, 0.063],
        [0.3733, 0.1298],
        [0.4156, 0.1563],
        [0.4463, 0.3262],
        [0.4845, 0.3265],
        [0.5247, 0.519],
        [0.575, 0.6248],
        [0.6108, 0.7063],
        [0.6184, 0.7612],
        [0.6314, 0.8015],
        [0.6486, 0.8421],
        [0.6881, 0.9219],
        [0.7501, 1],
      ],
    },
    {
      at: 0.1248,
      knots: [
        [0, 0],
        [0.0795, 0],
        [0.2851, 0.0077],
        [0.3701, 0.0787],
        [0.4366, 0.2913],
        [0.4893, 0.4341],
        [0.5451, 0.5984],
        [0.6055, 0.6438],
        [0.6888, 0.7606],
        [0.838, 0.8227],
        [0.9893, 1],
      ],
    },
  ],
};
