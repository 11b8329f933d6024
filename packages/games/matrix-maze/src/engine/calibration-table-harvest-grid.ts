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
    'pnpm calibrate matrix-maze --games 300 --seed 301 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 --bands 3 --fit …, 2026-11-24: 7825 decisions of 300 games',
  curves: [
    {
      at: 0.0116,
      knots: [
        [0.3137, 0.268],
        [0.4206, 0.3088],
        [0.4394, 0.4813],
        [0.4927, 0.5028],
        [0.5548, 0.6138],
        [0.5666, 0.6341],
        [0.6203, 0.6828],
        [0.7155, 0.7037],
        [0.7665, 1],
      ],
    },
    {
      at: 0.0739,
      knots: [
        [0.1356, 0],
        [0.2207, 0.0597],
        [0.2869, 0.084],
        [0.323, 0.2053],
        [0.3711, 0.2407],
        [0.4048, 0.3893],
        [0.4456, 0.3963],
        [0.5369, 0.6319],
        [0.6145, 0.7076],
        [0.6501, 0.7863],
        [0.6854, 0.8397],
        [0.7359, 0.8433],
        [0.7762, 0.903],
        [0.968, 0.9505],
      ],
    },
    {
      at: 0.1448,
      knots: [
        [0, 0],
        [0.0635, 0],
        [0.1464, 0],
        [0.2369, 0],
        [0.2928, 0.0299],
        [0.3539, 0.0742],
        [0.4177, 0.2183],
        [0.4865, 0.4627],
        [0.5845, 0.6423],
        [0.6894, 0.7778],
        [0.7703, 0.8702],
        [0.9587, 0.9606],
      ],
    },
  ],
};
