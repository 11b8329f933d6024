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
    'pnpm calibrate matrix-maze --games 240 --seed 303 --option changeCost=2 --option map=neon-junction --option players=0 --option roundLimit=40 --bands 3 --fit …, 2026-11-24: 36483 decisions of 240 games',
  curves: [
    {
      at: 0.1028,
      knots: [
        [0.1413, 0.2451],
        [0.1766, 0.3176],
        [0.2297, 0.3967],
        [0.3112, 0.4375],
        [0.3826, 0.4552],
        [0.4725, 0.4878],
        [0.5404, 0.496],
        [0.6666, 0.5455],
        [0.7896, 0.5879],
        [0.8268, 0.6397],
        [0.8696, 0.8401],
      ],
    },
    {
      at: 0.3823,
      knots: [
        [0.0932, 0.1063],
        [0.1644, 0.1593],
        [0.1941, 0.2094],
        [0.2272, 0.223],
        [0.2736, 0.2787],
        [0.3202, 0.3041],
        [0.3689, 0.3522],
        [0.4205, 0.3916],
        [0.4808, 0.4704],
        [0.5425, 0.5189],
        [0.6029, 0.6287],
        [0.6541, 0.6492],
        [0.704, 0.6762],
        [0.7521, 0.7484],
        [0.7893, 0.7496],
        [0.8164, 0.8103],
        [0.846, 0.8358],
        [0.917, 0.8813],
      ],
    },
    {
      at: 0.7383,
      knots: [
        [0.0161, 0.0229],
        [0.0339, 0.1856],
        [0.0878, 0.2003],
        [0.2081, 0.2164],
        [0.2668, 0.2307],
        [0.3343, 0.3507],
        [0.4108, 0.4586],
        [0.5156, 0.4913],
        [0.625, 0.5969],
        [0.6967, 0.6897],
        [0.7592, 0.7492],
        [0.8798, 0.7863],
        [0.9649, 0.7993],
        [0.9666, 0.8279],
        [0.9884, 0.9908],
      ],
    },
  ],
};
