/**
 * The words of an online duel, from the side of the screen that shows them: the seat this screen
 * holds is "You", the other "Opponent" (or "AI" while the server's AI plays it), whose turn it is
 * is "Your turn" or "Opponent's turn", and the verdict at the end is the viewer's own. A
 * spectator holds no seat and reads neutral words ("Player 1", "Player 1 to move"). The element
 * reads them through `onlineWordsOf` (registered by the online controller while it plays online),
 * so the seat names, turns and result of the element and its game follow the server's seats,
 * also after a rematch swaps them, and never the local "AI plays" settings. The log names the
 * maker of each move from the record the server kept as it was made (`onlineMoverName`). The
 * rules' sentence at the end ("Player 1 wins 34 to 28.") is said from this side too
 * (`onlineSummary`: "Opponent wins 34 to 28.", "You win 34 to 28.").
 */
import type { MoveMaker } from '@matrix-arcade/core';
import { summaryWithNames } from './summary-words.js';

/** The seats as the server says: who is there and whether its AI plays each. */
export interface OnlineSeats {
  /** The seat this screen holds, or `null` for a spectator. */
  readonly seat: number | null;
  readonly seats: readonly { readonly present: boolean; readonly ai: boolean }[];
}

/** "You", "Opponent", "AI"; a spectator's "Player 1", "Player 2 (AI)". */
export function onlineSeatName(v: OnlineSeats, seat: number): string {
  const ai = v.seats[seat]?.ai ?? false;
  if (v.seat === null) return `Player ${seat + 1}${ai ? ' (AI)' : ''}`;
  if (seat === v.seat) return 'You';
  return ai ? 'AI' : 'Opponent';
}

/** "Your turn.", "Opponent's turn.", "The AI's turn."; a spectator's "Player 2 to move.". */
export function onlineTurnWords(v: OnlineSeats, seat: number): string {
  if (v.seat === null) return `${onlineSeatName(v, seat)} to move.`;
  if (seat === v.seat) return 'Your turn.';
  return v.seats[seat]?.ai ? 'The AI’s turn.' : 'Opponent’s turn.';
}

/** Which seat this screen holds, for the bar: "you are Player 2", "watching". */
export function onlineRoleWords(v: OnlineSeats): string {
  return v.seat === null ? 'watching' : `you are Player ${v.seat + 1}`;
}

/**
 * Who made one move, from this screen's side and as the server recorded it when it was made:
 * "You", "Opponent", "AI" (a spectator's "Player 2", "Player 2 (AI)"). A move without a record
 * (chance, an older server) is named as its seat is now.
 */
export function onlineMoverName(
  v: OnlineSeats,
  step: { readonly seat: number; readonly by: MoveMaker | null },
): string {
  if (step.by === null) return onlineSeatName(v, step.seat);
  const ai = step.by === 'ai';
  if (v.seat === null) return `Player ${step.seat + 1}${ai ? ' (AI)' : ''}`;
  if (ai) return 'AI';
  return step.seat === v.seat ? 'You' : 'Opponent';
}

/**
 * The rules' end sentence from this screen's side: each "Player N" (the rules' seat names) is
 * this screen's name for seat N-1 ("You", "Opponent", "AI"; a spectator's "Player 1"), and the
 * verbs of a clause whose subject became "You" agree with it ("You win", "You collected 3
 * SOURCE CODEs and log out").
 */
export function onlineSummary(v: OnlineSeats, summary: string): string {
  return summaryWithNames(summary, (seat) => onlineSeatName(v, seat));
}

/** What the element asks while it plays online; null offline or before the first view. */
export interface OnlineWords {
  seatName(seat: number): string;
  /** Who made a move of the log, as recorded (`onlineMoverName`). */
  moverName(step: { readonly seat: number; readonly by: MoveMaker | null }): string;
  turnWords(seat: number): string;
  /** The rules' end sentence from this side (`onlineSummary`). */
  summary(text: string): string;
  /** Whether the server's AI plays `seat` now. */
  isAi(seat: number): boolean;
  /** The seats the people at this screen play: its own seat, or none for a spectator. */
  readonly people: readonly number[];
}

/** The online words for a view of the seats. */
export function onlineWords(v: OnlineSeats): OnlineWords {
  return {
    seatName: (seat) => onlineSeatName(v, seat),
    moverName: (step) => onlineMoverName(v, step),
    turnWords: (seat) => onlineTurnWords(v, seat),
    summary: (text) => onlineSummary(v, text),
    isAi: (seat) => v.seats[seat]?.ai ?? false,
    people: v.seat === null ? [] : [v.seat],
  };
}

const sources = new WeakMap<object, () => OnlineWords | null>();

/** The online controller of `el` registers where its words come from. */
export function registerOnlineWords(el: object, source: () => OnlineWords | null): void {
  sources.set(el, source);
}

/** The online words of an element while it plays online, else null (its local words apply). */
export function onlineWordsOf(el: object): OnlineWords | null {
  return sources.get(el)?.() ?? null;
}

/** "Your area" for "You", else "Opponent’s area": a seat's name as an owner. */
export function ownerName(name: string): string {
  return name === 'You' ? 'Your' : `${name}’s`;
}

/** "You open", "Opponent opens": a present-tense verb after a seat's name ("open", "take"). */
export function nameDoes(name: string, verb: string): string {
  return `${name} ${name === 'You' ? verb : `${verb}s`}`;
}
