/**
 * What the teaching mode says of a lesson in its events (`lesson-step`, `lesson-end`): where the
 * lesson stands, so a page can keep it and resume it (`teach(lesson, { at })`), and how it went.
 * Types only, shared by the controller, the progress store and the typed event map.
 */

/** Where to resume a lesson: the step and the players' moves since its start (no chance). */
export interface LessonPlace {
  readonly step: number;
  readonly moves: readonly number[];
}

/** Detail of `lesson-step` and `lesson-end`. */
export interface LessonDetail extends LessonPlace {
  readonly game: string;
  readonly lesson: string;
  /** `lesson-end` only: stars earned (0 when skipped), wrong moves, hints. */
  readonly stars?: number;
  readonly mistakes?: number;
  readonly hints?: number;
  readonly skipped?: boolean;
}
