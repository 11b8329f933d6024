/**
 * The hint calibration of CYBERMANCY (ai-wasm's `HintCalibration`): the fitted table of
 * `calibration-table.ts`, written by `pnpm calibrate cybermancy --fit …` from self-play at the
 * default options (the basic mode) and default settings. The raw value is the mean of the
 * family's `estimateReturns` after eight guided playout steps, read here as one band (no
 * progress): the series behind it is small (docs/performance.md, "CYBERMANCY"). It covers the
 * basic mode only: other modes deal other cards, and their hints carry no `chance`.
 */
import type { HintCalibration } from '@matrix-arcade/ai-wasm';
import type { MatrixOverloadObservation } from '@matrix-arcade/matrix-overload';
import type { SetupInfo } from '../state.js';
import { calibrationTable } from './calibration-table.js';

export const cybermancyCalibration: HintCalibration<MatrixOverloadObservation> = {
  ...calibrationTable,
  covers: (o) => (o as { readonly setup?: SetupInfo }).setup?.mode === 'basic',
};
