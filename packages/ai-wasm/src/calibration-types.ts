/**
 * The shape of a calibration map (calibration.ts turns a search value into a chance with it): the
 * fitted curves and the settings they were fitted at (`CalibrationTable`, plain data written by
 * `pnpm calibrate --fit`), and what a kernel's calibration needs from an observation
 * (`HintCalibration`). Types only, read by the hint's types (hint.ts) and the games' tables.
 */
import type { EngineDefaults } from './engine-settings.js';

/** One curve of a map: at progress `at`, knots `[value, chance]` with both ascending. */
export interface CalibrationCurve {
  /** The band's mean progress, in [0, 1]. */
  readonly at: number;
  readonly knots: readonly (readonly [number, number])[];
}

/** The fitted part of a map: plain data, written by `pnpm calibrate --fit`. */
export interface CalibrationTable {
  /** The search settings it was fitted with: `chance` is given for exactly these only. */
  readonly settings: EngineDefaults;
  /** How and when it was fitted (command, seeds, games), for the record. */
  readonly fitted: string;
  /** Curves in ascending `at`; empty: no map yet (no `chance`). */
  readonly curves: readonly CalibrationCurve[];
}

/**
 * A kernel's calibration: the fitted table and what it needs from an observation. A game whose
 * options change the odds (a map, a mode) may fit a table per option set and pick it with
 * `tableFor`; otherwise its own table serves every observation it `covers`.
 */
export interface HintCalibration<O> extends CalibrationTable {
  /** How far the game has gone, 0 at the start to 1 at the end, from the observation alone. */
  progress?(observation: O): number;
  /** False for observations unlike those fitted (e.g. other game options): no `chance`. */
  covers?(observation: O): boolean;
  /**
   * The table fitted for the game `observation` belongs to, or undefined for none (no
   * `chance`). When given, it decides alone (`covers` is not asked).
   */
  tableFor?(observation: O): CalibrationTable | undefined;
  /**
   * For a game whose search value drifts inside a turn (the same position read differently at
   * each step of it, while nothing random happens): the seat's observation (an `O`) after it
   * plays `action` when it decides again before anything random happens or anyone else moves,
   * else undefined. The chance is then read at the last decision of the turn, following the
   * engine's own moves to it (`read-ahead.ts`), and the tables are fitted on those decisions
   * only. (Typed `unknown` so that a kernel of one observation type still passes where a kernel
   * of any is expected; the engine reads it as `O | undefined`.)
   */
  readAhead?(observation: O, action: number): unknown;
}
