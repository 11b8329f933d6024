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
    'pnpm calibrate matrix-maze --games 500 --seed 41501 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 500 --seed 41502 --random-moves 24 --option changeCost=2 --option map=harvest-grid --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-29: 8049 decisions of 1000 games (10483 more read ahead)',
  curves: [
    {
      at: 0,
      knots: [
        [0.4586, 0.5057],
      ],
    },
    {
      at: 0.0125,
      knots: [
        [0.1078, 0],
        [0.1803, 0.0278],
        [0.3865, 0.3544],
        [0.4832, 0.4706],
        [0.5289, 0.5108],
        [0.5651, 0.5969],
        [0.5698, 0.75],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.0436, 0],
        [0.124, 0.0357],
        [0.2107, 0.1111],
        [0.3152, 0.3617],
        [0.394, 0.3846],
        [0.4528, 0.4706],
        [0.5022, 0.4717],
        [0.5772, 0.625],
        [0.6031, 0.7763],
        [0.6051, 1],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.0354, 0],
        [0.0685, 0],
        [0.113, 0],
        [0.1389, 0],
        [0.1911, 0.05],
        [0.2602, 0.0976],
        [0.3142, 0.1852],
        [0.3637, 0.3559],
        [0.4213, 0.4754],
        [0.4974, 0.5909],
        [0.5674, 0.6154],
        [0.6013, 0.6552],
        [0.6441, 0.7692],
        [0.7253, 0.8333],
        [0.7663, 0.9032],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0, 0],
        [0.0078, 0],
        [0.0534, 0],
        [0.1017, 0],
        [0.1427, 0],
        [0.2085, 0.0455],
        [0.2742, 0.0667],
        [0.33, 0.2569],
        [0.385, 0.4],
        [0.4647, 0.5361],
        [0.5621, 0.6727],
        [0.6074, 0.7174],
        [0.7423, 0.8462],
        [0.9414, 0.9423],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0, 0],
        [0.1582, 0],
        [0.288, 0.1319],
        [0.3659, 0.3187],
        [0.4592, 0.4725],
        [0.6315, 0.781],
        [0.9208, 0.9344],
      ],
    },
    {
      at: 0.1375,
      knots: [
        [0.0021, 0],
        [0.0577, 0],
        [0.1441, 0],
        [0.2341, 0],
        [0.2725, 0],
        [0.3022, 0],
        [0.3328, 0.15],
        [0.3687, 0.2143],
        [0.4132, 0.2143],
        [0.489, 0.5846],
        [0.6312, 0.6724],
        [0.7534, 0.7143],
        [0.8551, 0.8],
        [0.8969, 1],
        [0.9996, 1],
      ],
    },
    {
      at: 0.1625,
      knots: [
        [0, 0],
        [0.0333, 0],
        [0.2462, 0],
        [0.3457, 0],
        [0.4056, 0.4091],
        [0.6193, 0.6522],
        [0.9615, 0.9237],
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
