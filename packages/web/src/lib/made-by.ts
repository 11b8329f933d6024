/**
 * Who made the moves of a game, read from the record kept as each move was made (a person, the
 * AI, a hint followed), never from the current "AI plays" settings: the check of a saved
 * record, who played each seat (a person, the AI, or both), the seats nobody played by hand
 * (what the statistics count against) and the names the log, the review and the score boxes
 * give a move's maker and a seat's players.
 *
 * The ruling on a game a person started and handed over (or took back) is `seatPlay`: a seat is
 * the person's when a person made any of its moves (by hand or following a hint), and it is
 * "assisted" when the AI made some of them too. So a run played partly by hand is the person's
 * run, won or lost, counted in the statistics and marked as assisted; only a seat whose every
 * recorded move the AI made is the AI's. A seat with no recorded move yet (a new game, or a save
 * from before the record) is played as the settings say now: the only place they are read.
 */
import { CHANCE, MOVE_MAKERS, type MoveMaker, ValidationError } from '@matrix-arcade/core';

/** One step as the record keeps it: its seat (`CHANCE` for nature) and who made it. */
export interface MadeStep {
  readonly seat: number;
  readonly by: MoveMaker | null;
}

/** Who played a seat: only a person, only the AI, or both (a person's game, assisted). */
export type SeatPlay = 'person' | 'ai' | 'both';

/** Checks a saved `madeBy`: one entry per action, each a `MoveMaker` or null. */
export function parseMadeBy(x: unknown, actions: number): (MoveMaker | null)[] {
  if (!Array.isArray(x) || x.length !== actions) {
    throw new ValidationError('session.madeBy', `expected an array of ${actions} entries`);
  }
  return x.map((m, i) => {
    if (m === null || MOVE_MAKERS.includes(m as MoveMaker)) return m as MoveMaker | null;
    throw new ValidationError(
      `session.madeBy[${i}]`,
      `expected "person", "ai", "hint" or null; got ${JSON.stringify(m)}`,
    );
  });
}

/**
 * Who played `seat` in `steps`: the record of its moves; with none recorded, `aiNow` (the
 * settings, for the moves still to come), else `person`.
 */
export function seatPlay(steps: readonly MadeStep[], seat: number, aiNow = false): SeatPlay {
  let person = false;
  let ai = false;
  for (const s of steps) {
    if (s.seat !== seat || s.by === null) continue;
    if (s.by === 'ai') ai = true;
    else person = true;
  }
  if (person && ai) return 'both';
  if (person) return 'person';
  if (ai) return 'ai';
  return aiNow ? 'ai' : 'person';
}

/**
 * The seats no person played, of the first `seats`: what the statistics count a result against
 * (`resultFor`'s `aiSeats`). `aiNow`: the seats the AI plays now, read only for a seat with no
 * recorded move.
 */
export function aiOnlySeats(
  steps: readonly MadeStep[],
  seats: number,
  aiNow: readonly number[],
): number[] {
  const all = Array.from({ length: seats }, (_, i) => i);
  return all.filter((i) => seatPlay(steps, i, aiNow.includes(i)) === 'ai');
}

/** Whether the AI made some of the moves of a seat a person played (the game is assisted). */
export function assisted(steps: readonly MadeStep[], seats: number): boolean {
  return Array.from({ length: seats }, (_, i) => seatPlay(steps, i)).includes('both');
}

/** The steps of a saved session (`actions`, `madeBy`) with their seats, for the functions above. */
export function stepsOfSaved(
  seatsOf: readonly number[],
  madeBy: readonly (MoveMaker | null)[] | undefined,
): MadeStep[] {
  return seatsOf.map((seat, i) => ({ seat, by: seat === CHANCE ? null : (madeBy?.[i] ?? null) }));
}

/**
 * A seat's name with who played it: "Player 1", "Player 2 (AI)", "Player 1 (you and AI)"; in a
 * solitaire "You", "AI", "You and the AI" (`solo` names them: the maze says "The AI runner").
 */
export function seatPlayName(
  seat: number,
  play: SeatPlay,
  solo: { person: string; ai: string; both: string } | null,
): string {
  if (solo) return solo[play];
  const tail = play === 'ai' ? ' (AI)' : play === 'both' ? ' (you and AI)' : '';
  return `Player ${seat + 1}${tail}`;
}

/** The words of a seat's players under a score: "person", "AI", "person and AI". */
export const PLAY_NOTE: Record<SeatPlay, string> = {
  person: 'person',
  ai: 'AI',
  both: 'person and AI',
};

/**
 * The name of whoever made one move: the seat's name as a person or the AI played it, "(hint)"
 * after a person's name when the move was the hint's; `name(play)` gives the seat's name.
 */
export function moverName(by: MoveMaker, name: (play: SeatPlay) => string): string {
  if (by === 'ai') return name('ai');
  return by === 'hint' ? `${name('person')} (hint)` : name('person');
}
