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
    iterations: 18000,
    exploration: 0.4,
    playoutDepth: 16,
  },
  fitted:
    'pnpm calibrate cybermancy --games 50 --seed 502 --option challenge=random --option chapter=2 --option mode=campaign and pnpm calibrate cybermancy --games 50 --seed 503 --option challenge=random --option chapter=3 --option mode=campaign and pnpm calibrate cybermancy --games 50 --seed 504 --option challenge=random --option chapter=4 --option mode=campaign and pnpm calibrate cybermancy --games 50 --seed 512 --option challenge=random --option chapter=2 --option mode=campaign and pnpm calibrate cybermancy --games 50 --seed 513 --option challenge=random --option chapter=3 --option mode=campaign and pnpm calibrate cybermancy --games 50 --seed 514 --option challenge=random --option chapter=4 --option mode=campaign --bands 4 --fit …, 2026-11-26: 39823 decisions of 300 games',
  curves: [
    {
      at: 0.3787,
      knots: [
        [0.0789, 0.5001],
        [0.1942, 0.5107],
        [0.2395, 0.5341],
        [0.2692, 0.6064],
        [0.3113, 0.6325],
        [0.4002, 0.7317],
      ],
    },
    {
      at: 0.7407,
      knots: [
        [0.003, 0.0321],
        [0.1047, 0.0542],
        [0.1883, 0.1566],
        [0.2277, 0.2269],
        [0.2555, 0.251],
        [0.2788, 0.2671],
        [0.2984, 0.3133],
        [0.318, 0.3253],
        [0.3349, 0.3594],
        [0.3513, 0.3795],
        [0.3671, 0.4096],
        [0.3832, 0.4839],
        [0.3996, 0.498],
        [0.4185, 0.6084],
        [0.4407, 0.6245],
        [0.4643, 0.6305],
        [0.4905, 0.6747],
        [0.5365, 0.761],
        [0.729, 0.9859],
        [0.9779, 1],
      ],
    },
    {
      at: 0.8663,
      knots: [
        [0, 0],
        [0.1255, 0.0167],
        [0.2351, 0.0582],
        [0.2551, 0.0964],
        [0.2753, 0.1245],
        [0.3076, 0.1627],
        [0.3414, 0.1867],
        [0.3645, 0.3173],
        [0.3876, 0.3534],
        [0.4115, 0.4438],
        [0.4441, 0.5361],
        [0.4981, 0.6847],
        [0.7745, 0.9538],
        [0.994, 1],
      ],
    },
    {
      at: 0.9322,
      knots: [
        [0, 0],
        [0.1131, 0.0153],
        [0.2156, 0.0261],
        [0.2372, 0.0402],
        [0.2659, 0.0693],
        [0.2922, 0.0964],
        [0.3122, 0.1867],
        [0.3345, 0.2048],
        [0.358, 0.2691],
        [0.3841, 0.3554],
        [0.4123, 0.4659],
        [0.4483, 0.5783],
        [0.5091, 0.745],
        [0.922, 0.99],
        [0.9999, 1],
      ],
    },
  ],
};
