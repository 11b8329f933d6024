/**
 * The default words of every game element, as plain functions: seat names, whose turn it is,
 * a hint's title and its confidence, and the words at the end (what the result button says,
 * whether a result is a win, a loss or a draw for the people at the table). `GameElement`'s
 * word methods call these, and a game element rewords by overriding those methods.
 */
import type { Outcome } from '@matrix-arcade/core';
import type { HintResult } from './game-events.js';

/** A solitaire's names for who played the run: a person, the AI, both. */
export const SOLO_NAMES = { person: 'You', ai: 'AI', both: 'You and the AI' } as const;

/** "Player 1", "Player 2 (AI)"; in a solitaire "You", or "AI" when the AI plays the run. */
export function defaultSeatName(seat: number, ai: boolean, solitaire = false): string {
  if (solitaire) return ai ? 'AI' : 'You';
  return `Player ${seat + 1}${ai ? ' (AI)' : ''}`;
}

/** The "AI plays" boxes: one per seat ("Player 1", "Player 2"), a solitaire's "the whole run". */
export function controlSeatNames(seats: number): string[] {
  if (seats === 1) return ['the whole run'];
  return Array.from({ length: seats }, (_, seat) => `Player ${seat + 1}`);
}

/**
 * Who a hint is for, in a title: "you" when it is for the only seat a person plays, else the
 * seat's name.
 */
export function hintFor(seat: number, name: string, humanSeats: readonly number[]): string {
  return humanSeats.length === 1 && humanSeats[0] === seat ? 'you' : name;
}

/** A chance in words: "under 1%", "about 65%", "over 99%". */
export function percentWords(chance: number): string {
  const pct = Math.round(chance * 100);
  return pct < 1 ? 'under 1%' : pct > 99 ? 'over 99%' : `about ${pct}%`;
}

/**
 * A hint's confidence in words, saying whose chance it is: the result of best play when the
 * search solved the game to its end; an exact chance said as exact (every move ends the game
 * now, or the endgame was worked out over every way the hidden cards can come: "you win
 * exactly 54% with best play", "you cannot win from here", "a sure win from here"); else the
 * calibrated chance ("following the AI from here, you win about 65%", measured with the AI
 * playing on); else that there is none (the raw search value is no chance); then "strong AI"
 * when the strong level searched it. `who` is "you" for the only person's seat, else the
 * seat's name.
 */
export function chanceWords(
  hint: Pick<HintResult, 'chance' | 'chanceKind' | 'chanceUnknown' | 'solved' | 'level' | 'value'>,
  who: string,
  solved: (margin: number, value: number) => string,
): string {
  const level = hint.level === 'strong' ? ' (strong AI)' : '';
  if (hint.solved) return `${solved(hint.solved.margin, hint.value)}${level}`;
  if (hint.chance === undefined) {
    // Say why: a player must not read "unknown" as "you cannot win", nor blame the AI's
    // settings for what the game's options caused.
    const why =
      hint.chanceUnknown === 'options'
        ? 'not yet measured for these game options'
        : 'unknown at these AI settings';
    return `win chance ${why}${level}; the move shown is still the AI's best`;
  }
  const verb = who === 'you' ? 'win' : 'wins';
  if (hint.chanceKind === 'exact') return `${exactWords(hint.chance, who, verb)}${level}`;
  return `following the AI from here, ${who} ${verb} ${percentWords(hint.chance)}${level}`;
}

/** An exact chance in words: no rounding to "under 1%" or "over 99%" where it is 0 or 1. */
function exactWords(chance: number, who: string, verb: string): string {
  if (chance <= 0) return `${who === 'you' ? 'you cannot' : `${who} cannot`} win from here (exact)`;
  if (chance >= 1) return `a sure win from here for ${who === 'you' ? 'you' : who} (exact)`;
  const pct = Math.round(chance * 1000) / 10;
  return `with best play from here, ${who} ${verb} exactly ${pct}% (worked out over everything still to come)`;
}

/** A solved hint's result in words. */
export function solvedResultWords(value: number): string {
  if (value >= 1) return 'a win with best play';
  if (value <= 0) return 'a loss against best play';
  return 'a draw with best play';
}

/** How a result reads at the table: `win` (a person won, or a seat did when nobody plays), etc. */
export type ResultKind = 'win' | 'loss' | 'draw';

/**
 * Whether an outcome is a win, a loss or a draw for the people playing: a game of one seat with
 * no winner is a loss (solitaires have no draw); a game of several seats with no winner is a
 * draw; else a win when a person (or, with nobody playing, any seat) is among the winners.
 */
export function resultKind(
  outcome: Outcome,
  seats: number,
  humanSeats: readonly number[],
): ResultKind {
  if (outcome.winners.length === 0) return seats > 1 ? 'draw' : 'loss';
  if (humanSeats.length === 0) return 'win';
  return outcome.winners.some((w) => humanSeats.includes(w)) ? 'win' : 'loss';
}

/** The button at the end: "Replay the tie" after a real draw, else "Play again". */
export function playAgainLabel(kind: ResultKind): string {
  return kind === 'draw' ? 'Replay the tie' : 'Play again';
}
