/**
 * The hint calibration of Matrix (piecepack) (ai-wasm's `HintCalibration`): fitted tables
 * (written by `pnpm calibrate piecepack-matrix --kind … --fit …`), one per kind of decision, and
 * the run's progress they are read at, the share of the 24 tiles installed. The raw value is the
 * mean result of the policy rollouts from the chosen move (the chance of the policy playing on),
 * which the engine beats in the middle and falls short of at the top: the fitted maps correct
 * both. The two kinds of decision read that value differently (issue 40): where to move a
 * breaker (`move`, the run between challenges) and what to do inside a challenge (`challenge`:
 * spend a power-up or commit, or roll), one map for both read a move decision about 0.02 above
 * the challenge decision after it, so each kind has its own table, picked by the phase.
 * They were fitted on runs of the default options (the basic game: target 9, the four basic
 * pawns) and cover those only: another target or custom breakers have other odds, so their
 * hints show no chance rather than a wrong one. Figures: docs/performance.md, "Matrix
 * (piecepack)" and "a table per kind of decision".
 */
import type { CalibrationTable, HintCalibration } from '@matrix-arcade/ai-wasm';
import { TILES } from '../layout.js';
import type { PiecepackObservation } from '../observation.js';
import { optionSchema } from '../state.js';
import { calibrationTable as move } from './calibration-table.js';
import { calibrationTable as challenge } from './calibration-table-challenge.js';

/** The fitted table of each kind of decision (`move` is the kernel's own table too). */
const TABLES: Readonly<Record<string, CalibrationTable>> = { move, challenge };

/** A challenge in progress (its roll or its power-ups and commit), else a move between them. */
const kindOf = (o: PiecepackObservation) =>
  o.phase === 'boost' || o.phase === 'pre-roll' ? 'challenge' : 'move';

/** The default options only (every option at its schema default). */
const basic = (o: PiecepackObservation) =>
  Object.entries(optionSchema).every(
    ([key, spec]) => (o.options as unknown as Record<string, unknown>)[key] === spec.default,
  );

export const piecepackMatrixCalibration: HintCalibration<PiecepackObservation> = {
  ...move,
  /** Tiles installed, as a share of all 24. */
  progress: (o) => Math.min(1, Math.max(0, 1 - o.unseen.length / TILES)),
  kind: kindOf,
  covers: basic,
  tableFor: (o, kind = kindOf(o)) => (basic(o) ? TABLES[kind] : undefined),
};
