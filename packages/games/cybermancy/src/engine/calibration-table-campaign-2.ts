/**
 * The fitted hint calibration table of cybermancy, written by `pnpm calibrate --fit`
 * (tools/src/calibrate.ts): per band of progress (`at`, its mean), the interpolated isotonic
 * regression of the deciding seat's result on the raw search value, knots `[value, chance]`,
 * from self-play at the settings below. Generated data: re-fit rather than edit.
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: 'mcts',
    iterations: 14000,
    exploration: 0.4,
    playoutDepth: 16,
  },
  fitted:
    'pnpm calibrate cybermancy --games 150 --seed 40242 --option challenge=random --option chapter=2 --option mode=campaign --bands 4 --fit …, 2026-11-29: 14421 decisions of 150 games',
  curves: [
    {
      at: 0.3201,
      knots: [
        [0.0323, 0.8],
        [0.0725, 0.8153],
        [0.1448, 0.8398],
        [0.2127, 0.8574],
        [0.2604, 0.8778],
        [0.3127, 0.9264],
      ],
    },
    {
      at: 0.6288,
      knots: [
        [0.1327, 0.523],
        [0.2311, 0.7385],
        [0.273, 0.7414],
        [0.2936, 0.7759],
        [0.3115, 0.7931],
        [0.3498, 0.8065],
        [0.4092, 0.8333],
        [0.4468, 0.8793],
        [0.4659, 0.8908],
        [0.4858, 0.9253],
        [0.5128, 0.9368],
        [0.5478, 0.9655],
        [0.6013, 0.9828],
        [0.7084, 1],
        [0.8985, 1],
      ],
    },
    {
      at: 0.8219,
      knots: [
        [0.004, 0.0345],
        [0.2051, 0.2165],
        [0.2939, 0.2184],
        [0.3239, 0.3793],
        [0.3506, 0.3851],
        [0.3781, 0.5115],
        [0.4177, 0.5862],
        [0.4634, 0.6552],
        [0.5006, 0.8621],
        [0.5564, 0.9713],
        [0.6418, 0.9943],
        [0.7608, 1],
        [0.8625, 1],
        [0.944, 1],
        [0.9831, 1],
        [0.9991, 1],
      ],
    },
    {
      at: 0.9203,
      knots: [
        [0.0013, 0],
        [0.0992, 0.041],
        [0.2379, 0.0913],
        [0.3114, 0.1436],
        [0.3419, 0.2103],
        [0.3615, 0.3641],
        [0.373, 0.4154],
        [0.3878, 0.4821],
        [0.4203, 0.5359],
        [0.4751, 0.759],
        [0.5523, 0.9692],
        [0.8066, 1],
        [0.9831, 1],
        [1, 1],
      ],
    },
  ],
};
