/**
 * The hint calibration table of piecepack-matrix. At the default search (policy rollouts) the raw
 * value is the mean result of the policy's own rollouts to the end from the chosen move: an
 * estimate of the player's chance, so the map is the identity (no fitting) until `pnpm calibrate
 * piecepack-matrix --fit` on a series shows it needs one. How it held out: docs/performance.md,
 * "Matrix (piecepack)", "Hint confidence".
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: 'rollout',
    iterations: 32,
    exploration: 0.4,
    playoutDepth: -1,
  },
  fitted:
    'not fitted: the identity map on the rollouts mean (checked on seed 901, docs/performance.md)',
  curves: [
    {
      at: 0.5,
      knots: [
        [0, 0],
        [1, 1],
      ],
    },
  ],
};
