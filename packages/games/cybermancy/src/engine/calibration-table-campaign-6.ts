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
    'pnpm calibrate cybermancy --games 120 --seed 40286 --option challenge=random --option chapter=6 --option mode=campaign --bands 4 --fit …, 2026-11-29: 10082 decisions of 120 games',
  curves: [
    {
      at: 0.2601,
      knots: [
        [0.0426, 0.9394],
        [0.126, 0.9767],
        [0.1554, 1],
        [0.2208, 1],
      ],
    },
    {
      at: 0.4615,
      knots: [
        [0.066, 0.88],
        [0.1112, 0.892],
        [0.158, 0.944],
        [0.2063, 0.9547],
        [0.2497, 0.968],
        [0.2944, 0.9733],
        [0.4793, 0.9853],
      ],
    },
    {
      at: 0.6022,
      knots: [
        [0.1932, 0.8595],
        [0.4892, 0.9339],
        [0.7592, 1],
        [0.9442, 1],
        [0.9967, 1],
      ],
    },
    {
      at: 0.7593,
      knots: [
        [0.1637, 0.4046],
        [0.4017, 0.8473],
        [0.4592, 0.8702],
        [0.4817, 0.8931],
        [0.5036, 0.9237],
        [0.5356, 0.9695],
        [0.6093, 0.9733],
        [0.941, 0.9989],
      ],
    },
  ],
};
