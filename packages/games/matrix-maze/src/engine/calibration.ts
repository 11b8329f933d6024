/**
 * The hint calibration of Matrix Maze (ai-wasm's `HintCalibration`): fitted tables written by
 * `pnpm calibrate matrix-maze [--option map=…] --fit …` from self-play at the engine's defaults,
 * one for the default duel (Neon Junction) and one for each solo map against the System Guards,
 * whose odds differ map by map. `tableFor` picks the table of the observation's map; a map
 * played otherwise than it was made for (a solo map by two, a duel map alone), other rule
 * options (a duel's change cost, the round limit) or a map without a table (a custom map) give
 * hints without a `chance`. Progress is the share of the round limit played. Figures:
 * docs/performance.md, "Matrix Maze".
 */
import type { CalibrationTable, HintCalibration } from '@matrix-arcade/ai-wasm';
import type { MatrixMazeObservation } from '../observation.js';
import { calibrationTable } from './calibration-table.js';
import { calibrationTable as dataOrchard } from './calibration-table-data-orchard.js';
import { calibrationTable as glassCorridors } from './calibration-table-glass-corridors.js';
import { calibrationTable as harvestGrid } from './calibration-table-harvest-grid.js';
import { calibrationTable as watchtower } from './calibration-table-watchtower.js';

/** The fitted table of each shipped map, for the default rule options. */
const TABLES: Readonly<Record<string, CalibrationTable>> = {
  'neon-junction': calibrationTable,
  'data-orchard': dataOrchard,
  'glass-corridors': glassCorridors,
  'harvest-grid': harvestGrid,
  watchtower,
};

export const matrixMazeCalibration: HintCalibration<MatrixMazeObservation> = {
  ...calibrationTable,
  progress: (o) => Math.min(1, o.round / o.options.roundLimit),
  tableFor: (o) => {
    if (o.options.roundLimit !== 40) return undefined; // progress is read against 40 rounds
    const solo = o.seats.length === 1;
    // Each map as it was made to be played: a duel map by two, a solo map alone.
    if (solo !== (o.map.mode !== 'duel')) return undefined;
    if (!solo && o.options.changeCost !== 2) return undefined; // the hack's cost is a duel's
    return TABLES[o.map.id];
  },
};
