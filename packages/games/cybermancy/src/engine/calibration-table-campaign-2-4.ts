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
    iterations: 10000,
    exploration: 0.4,
    playoutDepth: 8,
  },
  fitted:
    'pnpm calibrate cybermancy --games 30 --seed 452 --option challenge=random --option chapter=2 --option mode=campaign and pnpm calibrate cybermancy --games 30 --seed 453 --option challenge=random --option chapter=3 --option mode=campaign and pnpm calibrate cybermancy --games 30 --seed 454 --option challenge=random --option chapter=4 --option mode=campaign and pnpm calibrate cybermancy --games 20 --seed 462 --option challenge=random --option chapter=2 --option mode=campaign and pnpm calibrate cybermancy --games 20 --seed 463 --option challenge=random --option chapter=3 --option mode=campaign and pnpm calibrate cybermancy --games 20 --seed 464 --option challenge=random --option chapter=4 --option mode=campaign --bands 4 --fit …, 2026-11-26: 14793 decisions of 150 games',
  curves: [
    {
      at: 0.3216,
      knots: [
        [0.0047, 0.3081],
        [0.0082, 0.3568],
        [0.0533, 0.3629],
        [0.1254, 0.373],
        [0.1626, 0.4027],
        [0.2421, 0.4973],
      ],
    },
    {
      at: 0.6411,
      knots: [
        [0.1005, 0.2378],
        [0.1513, 0.2486],
        [0.1746, 0.3297],
        [0.1944, 0.3297],
        [0.2117, 0.3351],
        [0.248, 0.3369],
        [0.2839, 0.373],
        [0.3205, 0.3784],
        [0.3834, 0.4486],
        [0.436, 0.4811],
        [0.4708, 0.5189],
        [0.5203, 0.6162],
        [0.6819, 0.6885],
      ],
    },
    {
      at: 0.8317,
      knots: [
        [0.0003, 0],
        [0.0196, 0.0054],
        [0.1805, 0.0081],
        [0.255, 0.0216],
        [0.2809, 0.0486],
        [0.3264, 0.0937],
        [0.3667, 0.1459],
        [0.3886, 0.1459],
        [0.4086, 0.1568],
        [0.4281, 0.2541],
        [0.4502, 0.2865],
        [0.4767, 0.427],
        [0.54, 0.4955],
        [0.7489, 0.8108],
        [0.9842, 1],
      ],
    },
    {
      at: 0.917,
      knots: [
        [0, 0],
        [0.008, 0],
        [0.1636, 0.027],
        [0.242, 0.0324],
        [0.2671, 0.0378],
        [0.2903, 0.0595],
        [0.3199, 0.0703],
        [0.3509, 0.0865],
        [0.3771, 0.1081],
        [0.4074, 0.1405],
        [0.4417, 0.227],
        [0.4751, 0.2811],
        [0.518, 0.3351],
        [0.5964, 0.4324],
        [0.9656, 1],
        [0.9992, 1],
      ],
    },
  ],
};
