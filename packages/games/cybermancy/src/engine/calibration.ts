/**
 * The hint calibration of CYBERMANCY (ai-wasm's `HintCalibration`): fitted tables written by
 * `pnpm calibrate cybermancy [--option mode=advanced] --fit …` from self-play at the default
 * settings, one for the basic mode (54 cards) and one for the advanced mode (all 78), which
 * deal different decks and so have different odds; `tableFor` picks the observation's mode.
 * The raw value is the mean of the family's `estimateReturns` after eight guided playout steps,
 * read as one band (no progress). The random challenge and the campaign's chapters change the
 * deck or its order again and carry no `chance`. Figures: docs/performance.md, "CYBERMANCY".
 */
import type { CalibrationTable, HintCalibration } from '@matrix-arcade/ai-wasm';
import type { MatrixOverloadObservation } from '@matrix-arcade/matrix-overload';
import type { SetupInfo } from '../state.js';
import { calibrationTable } from './calibration-table.js';
import { calibrationTable as advancedTable } from './calibration-table-advanced.js';

/** The fitted table of each mode that has one. */
const TABLES: Readonly<Partial<Record<SetupInfo['mode'], CalibrationTable>>> = {
  basic: calibrationTable,
  advanced: advancedTable,
};

export const cybermancyCalibration: HintCalibration<MatrixOverloadObservation> = {
  ...calibrationTable,
  tableFor: (o) => {
    const mode = (o as { readonly setup?: SetupInfo }).setup?.mode;
    return mode === undefined ? undefined : TABLES[mode];
  },
};
