/**
 * Hint calibration: turns a search's raw `value` into a `chance` a player can read as "the seat
 * wins about this often from here" (a draw counting ½). A raw MCTS value is the mean playout or
 * cutoff-estimate return of the chosen action, which is not a probability (a solitaire's
 * heuristic cutoff can sit near 0 in runs the engine goes on to win). A game fits a map from
 * self-play at its default settings (`pnpm calibrate <game> --fit …`) and ships it as data on its
 * kernel; the engine reports `chance` only for a search with exactly those settings.
 *
 * The map is interpolated isotonic regression (pool-adjacent-violators; Zadrozny & Elkan 2002,
 * "Transforming classifier scores into accurate multiclass probability estimates"): per band of
 * game progress, a non-decreasing piecewise-linear curve from value to chance, the bands blended
 * linearly by progress, so the chance never decreases as the value rises.
 */
import type { CalibrationCurve, CalibrationTable, HintCalibration } from './calibration-types.js';
import { type ResolvedSearch, isDepthFirst } from './engine-settings.js';
import type { EngineHint } from './hint.js';

/** The table that calibrates hints for `observation`, or undefined (see `HintCalibration`). */
export function calibrationTableFor<O>(
  calibration: HintCalibration<O> | undefined,
  observation: O,
): CalibrationTable | undefined {
  if (!calibration) return undefined;
  if (calibration.tableFor) return calibration.tableFor(observation);
  return calibration.covers && !calibration.covers(observation) ? undefined : calibration;
}

const depthOf = (d: number) => (Number.isFinite(d) && d >= 0 ? Math.min(d, 0x7fffffff) : -1);

/** True when a search ran with the settings a table was fitted for. */
export function fittedFor(table: CalibrationTable, s: ResolvedSearch): boolean {
  const f = table.settings;
  return (
    // A kernel has one depth-first search: `alphabeta` and `expectimax` name the same one.
    (s.algorithm === f.algorithm || (isDepthFirst(s.algorithm) && isDepthFirst(f.algorithm))) &&
    s.iterations === f.iterations &&
    s.budgetMs === Number.POSITIVE_INFINITY &&
    s.exploration === f.exploration &&
    s.playoutDepth === depthOf(f.playoutDepth)
  );
}

/** The curve's chance at `value`: linear between knots, flat beyond the ends. */
function onCurve(knots: CalibrationCurve['knots'], value: number): number {
  const first = knots[0]!;
  if (value <= first[0]) return first[1];
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i]!;
    if (value <= x1) {
      const [x0, y0] = knots[i - 1]!;
      return x1 > x0 ? y0 + ((y1 - y0) * (value - x0)) / (x1 - x0) : y1;
    }
  }
  return knots[knots.length - 1]![1];
}

/**
 * The calibrated chance for a raw value at a progress, or `undefined` when the table has no
 * curves. Between two bands' `at`, their curves are blended linearly; outside, the nearest.
 */
export function calibratedChance(
  table: CalibrationTable,
  value: number,
  progress = 0,
): number | undefined {
  const curves = table.curves;
  if (curves.length === 0) return undefined;
  let chance: number;
  const last = curves[curves.length - 1]!;
  if (curves.length === 1 || progress <= curves[0]!.at) chance = onCurve(curves[0]!.knots, value);
  else if (progress >= last.at) chance = onCurve(last.knots, value);
  else {
    let i = 1;
    while (curves[i]!.at < progress) i++;
    const a = curves[i - 1]!;
    const b = curves[i]!;
    const t = b.at > a.at ? (progress - a.at) / (b.at - a.at) : 1;
    chance = (1 - t) * onCurve(a.knots, value) + t * onCurve(b.knots, value);
  }
  return Math.min(1, Math.max(0, chance));
}

/**
 * `hint` with its `chance` and `chanceKind`: exact when the module found it exact (every move
 * ends the game at once) or the search solved the game to its end, else calibrated when the
 * kernel has a table for this observation fitted at this search's settings, else unknown.
 */
export function withChance<O>(
  calibration: HintCalibration<O> | undefined,
  settings: ResolvedSearch,
  observation: O,
  hint: EngineHint,
): EngineHint {
  if (hint.chanceKind === 'exact' && hint.chance !== undefined) return hint;
  // Solved to the end (alpha-beta): the value is the exact result of best play, 1, ½ or 0.
  if (hint.solved) return { ...hint, chance: hint.value, chanceKind: 'exact' };
  const { chance: _, ...unknown } = hint;
  const none: EngineHint = { ...unknown, chanceKind: 'unknown' };
  if (!calibration) return none;
  const table = calibrationTableFor(calibration, observation);
  // Why it is unknown: no table for this option set, or a table fitted at other settings.
  if (!table) return { ...none, chanceUnknown: 'options' };
  // A search that ran out of work before its iterations (its whole tree seen: a maze's last
  // turns) is the search the table was fitted on all the same: fewer iterations are no other
  // settings (with a time budget, `fittedFor` already says no).
  if (!fittedFor(table, settings)) return { ...none, chanceUnknown: 'settings' };
  const progress = calibration?.progress ? calibration.progress(observation) : 0;
  const chance = calibratedChance(table, hint.value, progress);
  return chance === undefined ? none : { ...hint, chance, chanceKind: 'calibrated' };
}
