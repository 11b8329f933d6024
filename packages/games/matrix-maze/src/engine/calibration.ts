/**
 * The hint calibration of Matrix Maze (ai-wasm's `HintCalibration`): fitted tables written by
 * `pnpm calibrate matrix-maze [--option map=…] --fit …` from self-play at the engine's defaults,
 * one for the default duel (Neon Junction) and one for each solo map against the System Guards,
 * whose odds differ map by map. `tableFor` picks the table of the observation's map; a map
 * played otherwise than it was made for (a solo map by two, a duel map alone), other rule
 * options of a duel (its change cost, its round limit) or a map without a table (a custom map)
 * give hints without a `chance`. A solo game against a System Guard is the same game whatever
 * those two options say (the guard's path ends it, not the round limit, and change-a-die is a
 * duel's hack), so it keeps its map's table under any of them. Progress is the share of the
 * round limit played (of the default 40 rounds against a guard, as the tables were fitted, a
 * round's roll counting half a round there). The chance of a decision is read at the last
 * decision of its turn, following the engine's moves to it (`readAhead`); the solo maps' tables
 * are fitted on those decisions, the duel's (fitted on every decision before) reads as well there
 * on held-out games as a refit did (ECE 1.9% against 2.4%, 100 duels).
 * Figures: docs/performance.md, "Matrix Maze".
 */
import type { CalibrationTable, HintCalibration } from '@matrix-arcade/ai-wasm';
import { PH_START } from '../codes.js';
import { type MatrixMazeObservation, determinize, observe } from '../observation.js';
import { applyAction, currentPlayer } from '../rules.js';
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

/** The round limit the tables were fitted with. */
const FITTED_ROUNDS = 40;

/** A solo game against the map's System Guard (its path, not the round limit, ends it). */
const guarded = (o: MatrixMazeObservation) => o.seats.length === 1 && o.map.mode !== 'duel';

export const matrixMazeCalibration: HintCalibration<MatrixMazeObservation> = {
  ...calibrationTable,
  // Against a guard a roll counts half a round, so that the start (the same position in every
  // game) is a step of its own and not pooled with the turns after the first roll.
  progress: (o) =>
    guarded(o)
      ? Math.min(1, (o.round + (o.phase === PH_START ? 0 : 0.5)) / FITTED_ROUNDS)
      : Math.min(1, o.round / o.options.roundLimit),
  tableFor: (o) => {
    const solo = o.seats.length === 1;
    // Each map as it was made to be played: a duel map by two, a solo map alone.
    if (solo !== (o.map.mode !== 'duel')) return undefined;
    if (!guarded(o)) {
      // A duel's own rules: the round limit ends it (progress is read against it) and the
      // change-a-die hack costs what the option says.
      if (o.options.roundLimit !== FITTED_ROUNDS || o.options.changeCost !== 2) return undefined;
    }
    return TABLES[o.map.id];
  },
  // The chance is read at the turn's last decision, after the engine's own moves to it: the
  // expectimax value drifts from one die of a turn to the next (ai-wasm's read-ahead.ts).
  readAhead: (o, action): MatrixMazeObservation | undefined => {
    const after = applyAction(determinize(o), action);
    return currentPlayer(after) === o.seat ? observe(after, o.seat) : undefined;
  },
};
