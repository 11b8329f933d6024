/**
 * The fitted hint calibration table of dice-matrix, written by `pnpm calibrate --fit`
 * (tools/src/calibrate.ts): per band of progress (`at`, its mean), the interpolated isotonic
 * regression of the deciding seat's result on the raw search value, knots `[value, chance]`,
 * from self-play at the settings below. Generated data: re-fit rather than edit.
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: 'mcts',
    iterations: 15000,
    exploration: 0.7,
    playoutDepth: -1,
  },
  fitted:
    'pnpm calibrate dice-matrix --games 160 --seed 101 --bands 1 --fit …, 2026-11-23: 5152 decisions of 160 games',
  curves: [
    {
      at: 0,
      knots: [
        [0, 0],
        [0.0298, 0],
        [0.1631, 0],
        [0.3375, 0.0484],
        [0.4393, 0.1531],
        [0.4849, 0.281],
        [0.5053, 0.3585],
        [0.5215, 0.4516],
        [0.5387, 0.4525],
        [0.5543, 0.5039],
        [0.5613, 0.5426],
        [0.5697, 0.6531],
        [0.5855, 0.7616],
        [0.6215, 0.8314],
        [0.7116, 0.9593],
        [0.8757, 1],
        [0.9931, 1],
      ],
    },
  ],
};
