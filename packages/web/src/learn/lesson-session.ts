/**
 * The sessions a lesson runs in, as pure functions for the teaching mode
 * (`lesson-controller.ts`): a new session at the lesson's start whose chance events take the
 * lesson's fixed outcomes in order (`GameSession`'s chance pick); the same session replayed to
 * a place (a step and the moves played: resuming after a reload) or cut back to a number of
 * plies (Back); and why a move a step does not accept is refused.
 */
import {
  type AnyGame,
  CHANCE,
  IllegalActionError,
  type Lesson,
  type MoveStep,
  wrongMoveMatches,
} from '@matrix-arcade/core';
import { GameSession, type Step } from '../lib/game-session.js';

/** A new session at the lesson's start, chance taking the lesson's outcomes in order. */
export function lessonSession<S>(game: AnyGame, lesson: Lesson<S>): GameSession<S> {
  const chances = lesson.steps.flatMap((s) =>
    s.kind === 'reply' && s.by === 'chance' ? [s.action] : [],
  );
  return new GameSession<S>(game, lesson.start(), 0, (_st, k) => chances[k] ?? null);
}

/**
 * The session at step `step` with `moves` (the non-chance moves played since the start) and the
 * plies each step before it began at; null when the moves do not fit the lesson (it changed).
 */
export function replayTo<S>(
  game: AnyGame,
  lesson: Lesson<S>,
  step: number,
  moves: readonly number[],
): { session: GameSession<S>; plies: number[] } | null {
  const s = lessonSession(game, lesson);
  const plies: number[] = [];
  let k = 0;
  try {
    for (let i = 0; i < step; i++) {
      plies[i] = s.history.length;
      const st = lesson.steps[i]!;
      if (st.kind === 'read' || (st.kind === 'reply' && st.by === 'chance')) continue;
      const a = moves[k++];
      const fits = st.kind === 'move' ? a !== undefined && st.accept.includes(a) : a === st.action;
      if (!fits) return null;
      s.play(a!, st.kind === 'move' ? 'person' : 'ai');
    }
  } catch {
    return null;
  }
  return { session: s, plies };
}

/** A session from the lesson's start with the first `plies` of `history` replayed. */
export function cutTo<S>(
  game: AnyGame,
  lesson: Lesson<S>,
  history: readonly Step<S>[],
  plies: number,
): GameSession<S> {
  const s = lessonSession(game, lesson);
  for (const x of history.slice(0, plies)) if (x.seat !== CHANCE) s.play(x.action, x.by);
  return s;
}

/** The non-chance moves of a history (what a place records: chance the lesson fixes). */
export function movesOf<S>(history: readonly Step<S>[]): number[] {
  return history.flatMap((x) => (x.seat === CHANCE ? [] : [x.action]));
}

/** Why `action` is refused at a move step: its own words, else the rules', else `otherwise`. */
export function refusal<S>(game: AnyGame, state: S | null, step: MoveStep, action: number): string {
  const own = step.wrong?.find((w) => wrongMoveMatches(w, action));
  if (own) return own.reason;
  if (state !== null) {
    try {
      game.apply(state, action);
    } catch (e) {
      if (IllegalActionError.is(e)) return `The rules do not allow that: ${e.reason}.`;
    }
  }
  return step.otherwise;
}
