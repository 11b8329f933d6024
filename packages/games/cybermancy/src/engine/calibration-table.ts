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
    'pnpm calibrate cybermancy --games 150 --seed 411 --option challenge=random --option chapter=1 --option mode=basic and pnpm calibrate cybermancy --games 100 --seed 412 --option challenge=random --option chapter=1 --option mode=basic --bands 4 --fit …, 2026-11-26: 19558 decisions of 250 games',
  curves: [
    {
      at: 0.3235,
      knots: [
        [0.0509, 0.8134],
        [0.1196, 0.8204],
        [0.1333, 0.8286],
        [0.1545, 0.8653],
        [0.1866, 0.898],
        [0.2384, 0.9017],
      ],
    },
    {
      at: 0.6152,
      knots: [
        [0.1016, 0.4898],
        [0.1541, 0.6612],
        [0.1887, 0.7061],
        [0.2165, 0.7796],
        [0.2323, 0.7796],
        [0.2489, 0.8122],
        [0.2825, 0.8599],
        [0.3432, 0.8888],
        [0.3932, 0.9306],
        [0.4163, 0.9347],
        [0.4644, 0.949],
        [0.5418, 0.9673],
        [0.7494, 1],
      ],
    },
    {
      at: 0.8216,
      knots: [
        [0.0369, 0.1306],
        [0.1904, 0.3592],
        [0.2788, 0.3592],
        [0.3439, 0.4469],
        [0.3779, 0.4816],
        [0.3999, 0.6204],
        [0.4242, 0.7673],
        [0.4774, 0.819],
        [0.5447, 0.9224],
        [0.5836, 0.9306],
        [0.6361, 0.9878],
        [0.7883, 1],
        [0.9175, 1],
        [0.9678, 1],
        [0.9857, 1],
        [0.9958, 1],
      ],
    },
    {
      at: 0.9192,
      knots: [
        [0, 0],
        [0.0806, 0.1469],
        [0.1799, 0.249],
        [0.2145, 0.2653],
        [0.2785, 0.2796],
        [0.3424, 0.4245],
        [0.3798, 0.5571],
        [0.429, 0.7143],
        [0.4769, 0.8449],
        [0.5482, 0.8939],
        [0.8111, 0.9959],
        [0.975, 1],
        [0.9898, 1],
        [0.9951, 1],
        [0.9997, 1],
      ],
    },
  ],
};
