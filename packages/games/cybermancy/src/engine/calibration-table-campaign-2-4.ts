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
    'pnpm calibrate cybermancy --games 30 --seed 452 --option challenge=random --option chapter=2 --option mode=campaign and pnpm calibrate cybermancy --games 30 --seed 453 --option challenge=random --option chapter=3 --option mode=campaign and pnpm calibrate cybermancy --games 30 --seed 454 --option challenge=random --option chapter=4 --option mode=campaign --bands 4 --fit …, 2026-11-26: 9202 decisions of 90 games',
  curves: [
    {
      at: 0.3278,
      knots: [
        [0.0047, 0.4087],
        [0.0576, 0.4375],
        [0.1778, 0.4739],
        [0.2582, 0.5826],
      ],
    },
    {
      at: 0.6556,
      knots: [
        [0.1069, 0.319],
        [0.1639, 0.3448],
        [0.2604, 0.4013],
        [0.3525, 0.4224],
        [0.3857, 0.4828],
        [0.4408, 0.5991],
        [0.52, 0.681],
        [0.7267, 0.7216],
      ],
    },
    {
      at: 0.8382,
      knots: [
        [0.0004, 0],
        [0.0355, 0.0087],
        [0.1939, 0.013],
        [0.2549, 0.0174],
        [0.2783, 0.0522],
        [0.3228, 0.1362],
        [0.3718, 0.187],
        [0.4046, 0.2087],
        [0.4252, 0.2957],
        [0.4467, 0.3565],
        [0.4727, 0.4609],
        [0.5383, 0.571],
        [0.8019, 0.8957],
        [0.9874, 1],
      ],
    },
    {
      at: 0.9191,
      knots: [
        [0, 0],
        [0.011, 0],
        [0.1283, 0.0345],
        [0.1998, 0.0345],
        [0.246, 0.0431],
        [0.2787, 0.0776],
        [0.3084, 0.0905],
        [0.3397, 0.1552],
        [0.369, 0.1638],
        [0.3991, 0.1983],
        [0.4358, 0.3362],
        [0.4669, 0.3448],
        [0.5292, 0.4138],
        [0.8646, 0.8966],
        [0.996, 1],
      ],
    },
  ],
};
