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
    'pnpm calibrate cybermancy --games 120 --seed 40285 --option challenge=random --option chapter=5 --option mode=campaign --bands 4 --fit …, 2026-11-29: 11118 decisions of 120 games',
  curves: [
    {
      at: 0.2882,
      knots: [
        [0.009, 0.9143],
        [0.0419, 0.9332],
        [0.1106, 0.9394],
        [0.2076, 0.9574],
      ],
    },
    {
      at: 0.5376,
      knots: [
        [0.1087, 0.8825],
        [0.1695, 0.8849],
        [0.2157, 0.9353],
        [0.2552, 0.9568],
        [0.2838, 0.964],
        [0.36, 0.9755],
        [0.4612, 0.9928],
        [0.5232, 0.9928],
        [0.7257, 1],
      ],
    },
    {
      at: 0.7036,
      knots: [
        [0.2913, 0.7793],
        [0.4035, 0.784],
        [0.4714, 0.9324],
        [0.5346, 0.9613],
        [0.5743, 1],
        [0.604, 1],
        [0.6282, 1],
        [0.6872, 1],
        [0.8903, 1],
        [0.9814, 1],
        [0.9985, 1],
      ],
    },
    {
      at: 0.8521,
      knots: [
        [0.0795, 0.1053],
        [0.3339, 0.3409],
        [0.4056, 0.5075],
        [0.4406, 0.7594],
        [0.5068, 0.9154],
        [0.5882, 0.9211],
        [0.6452, 1],
        [0.8151, 1],
        [0.943, 1],
        [0.981, 1],
        [0.993, 1],
        [0.9997, 1],
      ],
    },
  ],
};
