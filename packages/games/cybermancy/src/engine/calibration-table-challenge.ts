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
    'pnpm calibrate cybermancy --games 150 --seed 421 --option challenge=random --option chapter=1 --option mode=challenge and pnpm calibrate cybermancy --games 100 --seed 422 --option challenge=random --option chapter=1 --option mode=challenge and pnpm calibrate cybermancy --games 100 --seed 423 --option challenge=random --option chapter=1 --option mode=challenge --bands 4 --fit …, 2026-11-26: 28877 decisions of 350 games',
  curves: [
    {
      at: 0.317,
      knots: [
        [0.006, 0.7701],
        [0.0195, 0.7946],
        [0.0355, 0.8006],
        [0.0462, 0.8019],
        [0.0657, 0.8052],
        [0.103, 0.8151],
        [0.1383, 0.867],
        [0.1733, 0.9169],
        [0.2611, 0.9638],
      ],
    },
    {
      at: 0.5949,
      knots: [
        [0.0928, 0.626],
        [0.1383, 0.6759],
        [0.1647, 0.7091],
        [0.1854, 0.7341],
        [0.202, 0.7618],
        [0.2206, 0.8033],
        [0.274, 0.8072],
        [0.3411, 0.8587],
        [0.3752, 0.8837],
        [0.4005, 0.9224],
        [0.4295, 0.9335],
        [0.462, 0.9335],
        [0.5049, 0.9668],
        [0.5687, 0.9889],
        [0.8105, 1],
      ],
    },
    {
      at: 0.7996,
      knots: [
        [0.0816, 0.133],
        [0.28, 0.331],
        [0.339, 0.3934],
        [0.3677, 0.4958],
        [0.3881, 0.5635],
        [0.4055, 0.6066],
        [0.4235, 0.6233],
        [0.4574, 0.7382],
        [0.5003, 0.7742],
        [0.558, 0.9058],
        [0.6168, 0.9418],
        [0.7307, 1],
        [0.9081, 1],
        [0.969, 1],
        [0.9871, 1],
        [0.997, 1],
      ],
    },
    {
      at: 0.9086,
      knots: [
        [0, 0],
        [0.0396, 0.0831],
        [0.1814, 0.2853],
        [0.2299, 0.3352],
        [0.2666, 0.3934],
        [0.299, 0.4543],
        [0.337, 0.4931],
        [0.376, 0.518],
        [0.3978, 0.5291],
        [0.4256, 0.6039],
        [0.4487, 0.6953],
        [0.4727, 0.7452],
        [0.5032, 0.7729],
        [0.5551, 0.8781],
        [0.6772, 0.9612],
        [0.919, 1],
        [0.9845, 1],
        [0.9947, 1],
        [0.9998, 1],
      ],
    },
  ],
};
