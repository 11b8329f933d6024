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
    playoutDepth: 16,
  },
  fitted:
    'pnpm calibrate cybermancy --games 50 --seed 482 --option challenge=random --option chapter=2 --option mode=campaign and pnpm calibrate cybermancy --games 50 --seed 483 --option challenge=random --option chapter=3 --option mode=campaign and pnpm calibrate cybermancy --games 50 --seed 484 --option challenge=random --option chapter=4 --option mode=campaign --bands 4 --fit …, 2026-11-26: 20741 decisions of 150 games',
  curves: [
    {
      at: 0.3871,
      knots: [
        [0.0207, 0.4481],
        [0.0492, 0.4644],
        [0.1274, 0.487],
        [0.204, 0.5154],
        [0.2389, 0.5212],
        [0.2758, 0.5731],
        [0.3196, 0.6115],
        [0.403, 0.6694],
      ],
    },
    {
      at: 0.7505,
      knots: [
        [0.0054, 0.0077],
        [0.1096, 0.0692],
        [0.1859, 0.1731],
        [0.2261, 0.2154],
        [0.2588, 0.2769],
        [0.284, 0.3269],
        [0.3364, 0.3279],
        [0.402, 0.3577],
        [0.4372, 0.3923],
        [0.4542, 0.4538],
        [0.4727, 0.5346],
        [0.4951, 0.5769],
        [0.5303, 0.7308],
        [0.6634, 0.9115],
        [0.966, 1],
      ],
    },
    {
      at: 0.8668,
      knots: [
        [0, 0],
        [0.0893, 0.0404],
        [0.1834, 0.0654],
        [0.2049, 0.1],
        [0.2247, 0.1154],
        [0.2435, 0.1731],
        [0.2622, 0.1846],
        [0.282, 0.2192],
        [0.3031, 0.2231],
        [0.3353, 0.2712],
        [0.3722, 0.2923],
        [0.4031, 0.3308],
        [0.4594, 0.4308],
        [0.6652, 0.7846],
        [0.9843, 1],
      ],
    },
    {
      at: 0.9356,
      knots: [
        [0, 0],
        [0.0597, 0.0346],
        [0.1646, 0.0577],
        [0.1874, 0.0654],
        [0.2044, 0.1077],
        [0.2203, 0.1269],
        [0.257, 0.1782],
        [0.3127, 0.2077],
        [0.3488, 0.2269],
        [0.3743, 0.3077],
        [0.4013, 0.3269],
        [0.4514, 0.3908],
        [0.8554, 0.9231],
        [0.9997, 1],
      ],
    },
  ],
};
