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
    'pnpm calibrate cybermancy --games 150 --seed 411 --option challenge=random --option chapter=1 --option mode=basic and pnpm calibrate cybermancy --games 100 --seed 412 --option challenge=random --option chapter=1 --option mode=basic and pnpm calibrate cybermancy --games 100 --seed 413 --option challenge=random --option chapter=1 --option mode=basic and pnpm calibrate cybermancy --games 100 --seed 415 --option challenge=random --option chapter=1 --option mode=basic and pnpm calibrate cybermancy --games 100 --seed 416 --option challenge=random --option chapter=1 --option mode=basic --bands 4 --fit …, 2026-11-26: 45277 decisions of 550 games',
  curves: [
    {
      at: 0.3307,
      knots: [
        [0.0394, 0.7976],
        [0.0953, 0.8021],
        [0.1194, 0.811],
        [0.1402, 0.8445],
        [0.1648, 0.8622],
        [0.2284, 0.8974],
      ],
    },
    {
      at: 0.6341,
      knots: [
        [0.1137, 0.47],
        [0.1671, 0.689],
        [0.1949, 0.7085],
        [0.2262, 0.7473],
        [0.2546, 0.7809],
        [0.2724, 0.8004],
        [0.2977, 0.818],
        [0.3398, 0.8587],
        [0.3774, 0.8587],
        [0.3972, 0.8693],
        [0.4181, 0.9134],
        [0.4434, 0.9205],
        [0.4931, 0.962],
        [0.5705, 0.9823],
        [0.8129, 1],
      ],
    },
    {
      at: 0.8286,
      knots: [
        [0.0314, 0.1042],
        [0.1927, 0.2686],
        [0.28, 0.2836],
        [0.3257, 0.3445],
        [0.352, 0.3527],
        [0.3744, 0.4187],
        [0.3968, 0.5159],
        [0.4223, 0.7403],
        [0.4626, 0.7942],
        [0.5028, 0.8004],
        [0.5341, 0.8693],
        [0.5717, 0.9452],
        [0.6136, 0.9788],
        [0.7473, 1],
        [0.9144, 1],
        [0.9689, 1],
        [0.9861, 1],
        [0.9955, 1],
      ],
    },
    {
      at: 0.9214,
      knots: [
        [0, 0],
        [0.0812, 0.1069],
        [0.1836, 0.1608],
        [0.2186, 0.2049],
        [0.2462, 0.2615],
        [0.2751, 0.2898],
        [0.2983, 0.3039],
        [0.32, 0.3428],
        [0.3433, 0.4152],
        [0.3669, 0.4541],
        [0.3895, 0.5],
        [0.4211, 0.6025],
        [0.4636, 0.7951],
        [0.5019, 0.8375],
        [0.6026, 0.9346],
        [0.9263, 1],
        [0.9864, 1],
        [0.9939, 1],
        [0.9993, 1],
      ],
    },
  ],
};
