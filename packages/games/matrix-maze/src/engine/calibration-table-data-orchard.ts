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
    'pnpm calibrate matrix-maze --games 300 --seed 301 --option changeCost=2 --option map=data-orchard --option players=0 --option roundLimit=40 --bands 3 --fit …, 2026-11-24: 6727 decisions of 300 games',
  curves: [
    {
      at: 0.0064,
      knots: [
        [0.338, 0.1538],
        [0.3721, 0.2273],
        [0.3954, 0.4226],
        [0.4178, 0.4495],
        [0.5216, 0.6299],
        [0.5378, 0.6667],
      ],
    },
    {
      at: 0.0569,
      knots: [
        [0.2345, 0],
        [0.3141, 0],
        [0.3429, 0.0261],
        [0.3716, 0.1009],
        [0.3956, 0.3307],
        [0.4111, 0.3509],
        [0.4273, 0.3621],
        [0.4449, 0.4015],
        [0.4636, 0.4403],
        [0.4715, 0.469],
        [0.4868, 0.6092],
        [0.504, 0.621],
        [0.5216, 0.6311],
        [0.534, 0.7417],
        [0.5607, 0.8103],
        [0.592, 0.8372],
        [0.7243, 0.8596],
        [0.8899, 1],
      ],
    },
    {
      at: 0.1145,
      knots: [
        [0, 0],
        [0.0785, 0],
        [0.2376, 0],
        [0.3307, 0],
        [0.3932, 0.1074],
        [0.4804, 0.4113],
        [0.5846, 0.6423],
        [0.7328, 0.6855],
        [0.9815, 0.9769],
      ],
    },
  ],
};
