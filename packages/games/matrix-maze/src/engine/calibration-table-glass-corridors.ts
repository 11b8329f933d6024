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
    'pnpm calibrate matrix-maze --games 300 --seed 40511 --option changeCost=2 --option map=glass-corridors --option players=0 --option roundLimit=40 and pnpm calibrate matrix-maze --games 300 --seed 40512 --random-moves 24 --option changeCost=2 --option map=glass-corridors --option players=0 --option roundLimit=40 --bands 12 --fit …, 2026-11-28: 11054 decisions of 600 games',
  curves: [
    {
      at: 0,
      knots: [[0.6321, 0.4935]],
    },
    {
      at: 0.0125,
      knots: [
        [0.3667, 0.3218],
        [0.4412, 0.3297],
        [0.4945, 0.4286],
        [0.5563, 0.4543],
        [0.6308, 0.537],
      ],
    },
    {
      at: 0.0375,
      knots: [
        [0.2605, 0.0448],
        [0.3422, 0.0652],
        [0.3574, 0.209],
        [0.3951, 0.3836],
        [0.4527, 0.3883],
        [0.5342, 0.4545],
        [0.5557, 0.4706],
        [0.5686, 0.5167],
        [0.6022, 0.6459],
        [0.6187, 0.6711],
        [0.6374, 0.7928],
        [0.6467, 0.86],
      ],
    },
    {
      at: 0.0625,
      knots: [
        [0.1677, 0],
        [0.2664, 0.0361],
        [0.3087, 0.0395],
        [0.3385, 0.1801],
        [0.4296, 0.2642],
        [0.5164, 0.5235],
        [0.5465, 0.5394],
        [0.5758, 0.5943],
        [0.6066, 0.6019],
        [0.6212, 0.6795],
        [0.6387, 0.837],
        [0.6735, 0.8592],
      ],
    },
    {
      at: 0.0875,
      knots: [
        [0.0896, 0],
        [0.2231, 0],
        [0.256, 0],
        [0.2829, 0],
        [0.3137, 0.04],
        [0.3412, 0.0789],
        [0.3802, 0.1647],
        [0.4018, 0.1733],
        [0.4276, 0.325],
        [0.4896, 0.4937],
        [0.543, 0.6038],
        [0.5798, 0.6596],
        [0.6035, 0.7251],
        [0.6313, 0.7895],
        [0.6914, 0.9057],
        [0.7459, 1],
      ],
    },
    {
      at: 0.1125,
      knots: [
        [0.0597, 0],
        [0.1968, 0],
        [0.2253, 0],
        [0.2481, 0],
        [0.2694, 0],
        [0.2892, 0],
        [0.3185, 0],
        [0.3504, 0.0361],
        [0.3789, 0.1299],
        [0.444, 0.3567],
        [0.5096, 0.5395],
        [0.5602, 0.6146],
        [0.6051, 0.6842],
        [0.6459, 0.8553],
        [0.7049, 0.8896],
        [0.8674, 0.9231],
        [0.9569, 0.96],
      ],
    },
    {
      at: 0.1375,
      knots: [
        [0, 0],
        [0.0184, 0],
        [0.045, 0],
        [0.1216, 0],
        [0.1766, 0],
        [0.2028, 0],
        [0.2696, 0.0167],
        [0.3463, 0.039],
        [0.4451, 0.2895],
        [0.5648, 0.5467],
        [0.7275, 0.7316],
        [0.9863, 0.9478],
      ],
    },
    {
      at: 0.1625,
      knots: [
        [0, 0],
        [0.8574, 0.8038],
      ],
    },
  ],
};
