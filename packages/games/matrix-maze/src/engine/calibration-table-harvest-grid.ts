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
    'pnpm calibrate matrix-maze --games 500 --seed 41501 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 300 --seed 41505 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 500 --seed 41502 --random-moves 24 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-29: 11007 decisions of 1300 games (15076 more read ahead)',
  curves: [
    {
      at: 0,
      knots: [[0.4586, 0.5146]],
    },
    {
      at: 0.0125,
      knots: [
        [0.1226, 0],
        [0.2675, 0.2128],
        [0.411, 0.3506],
        [0.4838, 0.4865],
        [0.5289, 0.5248],
        [0.5651, 0.5864],
        [0.5698, 0.75],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.0563, 0],
        [0.1188, 0.0392],
        [0.1787, 0.0781],
        [0.2573, 0.1961],
        [0.3602, 0.3923],
        [0.4655, 0.4984],
        [0.5777, 0.6126],
        [0.6031, 0.7642],
        [0.6051, 1],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.0456, 0],
        [0.1035, 0],
        [0.1383, 0],
        [0.2009, 0.0909],
        [0.2808, 0.1014],
        [0.3279, 0.2342],
        [0.3879, 0.4468],
        [0.4376, 0.4881],
        [0.479, 0.5],
        [0.5549, 0.625],
        [0.602, 0.6543],
        [0.6339, 0.7846],
        [0.7027, 0.8333],
        [0.7556, 0.878],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0, 0],
        [0.0075, 0],
        [0.061, 0],
        [0.1155, 0],
        [0.174, 0],
        [0.2516, 0.0896],
        [0.3006, 0.2034],
        [0.3427, 0.2197],
        [0.3928, 0.459],
        [0.4441, 0.5417],
        [0.4888, 0.625],
        [0.562, 0.6477],
        [0.6041, 0.7581],
        [0.6845, 0.8361],
        [0.7723, 0.8382],
        [0.9084, 0.9333],
        [0.999, 1],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0, 0],
        [0.1606, 0.0092],
        [0.2846, 0.0957],
        [0.3435, 0.2091],
        [0.4169, 0.5046],
        [0.5299, 0.6471],
        [0.6572, 0.7826],
        [0.9242, 0.9497],
      ],
    },
    {
      at: 0.1375,
      knots: [
        [0.0062, 0],
        [0.1062, 0],
        [0.2027, 0],
        [0.2664, 0],
        [0.295, 0],
        [0.3234, 0.1395],
        [0.3481, 0.1463],
        [0.3945, 0.2143],
        [0.4837, 0.5392],
        [0.5651, 0.6667],
        [0.6742, 0.6977],
        [0.7316, 0.7174],
        [0.8454, 0.8333],
        [0.8765, 0.9302],
        [0.9885, 1],
      ],
    },
    {
      at: 0.1625,
      knots: [
        [0, 0],
        [0.0336, 0],
        [0.2465, 0],
        [0.3483, 0],
        [0.4057, 0.3804],
        [0.6129, 0.6495],
        [0.9622, 0.9223],
      ],
    },
    {
      at: 0.1875,
      knots: [
        [0, 0],
        [1, 1],
      ],
    },
  ],
};
