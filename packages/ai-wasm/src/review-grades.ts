/**
 * How a reviewed move is graded: by the chance to win it gave away (`loss`, the best move's
 * calibrated chance minus the chance after the move played, both from the deciding seat's side).
 * A move equal to the engine's own choice is `best` whatever the numbers say; any other move is
 * graded by its loss against `GRADE_THRESHOLDS`.
 *
 * The thresholds sit above the noise of the engine's own estimates: on self-play reviews
 * (docs/performance.md, "Review: grade thresholds") a move the engine itself would play with
 * another seed loses less than `good` almost always, so a quick engine never calls its own
 * kind of move an inaccuracy; a blunder throws away a fifth of a game or more, the kind of move
 * that turns a likely win into a likely loss within a few moves.
 */
import { OptionsError } from '@matrix-arcade/core';

/** A reviewed move's grade, from the engine's own move to the worst. */
export type MoveGrade = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** Every grade, best first. */
export const MOVE_GRADES: readonly MoveGrade[] = [
  'best',
  'good',
  'inaccuracy',
  'mistake',
  'blunder',
];

/**
 * The largest loss (chance to win given away, in [0, 1]) of each grade below `best`; a larger
 * loss than `mistake`'s is a `blunder`.
 */
export interface GradeThresholds {
  readonly good: number;
  readonly inaccuracy: number;
  readonly mistake: number;
}

/** The default thresholds (see the file comment for where they come from). */
export const GRADE_THRESHOLDS: GradeThresholds = { good: 0.04, inaccuracy: 0.1, mistake: 0.2 };

/** The grade of a move: `best` when it is the engine's move, otherwise by its loss. */
export function gradeMove(
  isBest: boolean,
  loss: number,
  thresholds: GradeThresholds = GRADE_THRESHOLDS,
): MoveGrade {
  if (isBest) return 'best';
  if (loss <= thresholds.good) return 'good';
  if (loss <= thresholds.inaccuracy) return 'inaccuracy';
  if (loss <= thresholds.mistake) return 'mistake';
  return 'blunder';
}

/** Checks thresholds given by a caller: numbers in [0, 1], ascending. */
export function checkThresholds(t: GradeThresholds): GradeThresholds {
  const values = [t.good, t.inaccuracy, t.mistake];
  const ok = values.every((v) => typeof v === 'number' && v >= 0 && v <= 1);
  if (!ok || !(t.good <= t.inaccuracy && t.inaccuracy <= t.mistake)) {
    throw new OptionsError(
      'thresholds',
      `must be numbers in [0, 1] with good <= inaccuracy <= mistake; got ${JSON.stringify(t)}`,
    );
  }
  return t;
}
