/**
 * What a client of an online duel is sent: its seat's view after each change (the seat's
 * observation and the public facts of the room) and the moves it brings, in words. Written by
 * `viewOf` for `Duel.view` (duel.ts); the elements read it (web's online-mirror.ts).
 */
import { type Action, type AnyGame, type Outcome, TERMINAL } from '@matrix-arcade/core';
import { publicObservation } from './duel-options.js';
import type { DuelSeats } from './duel-seats.js';

/** Who made a seat's move: a person at its screen, or the server's AI playing the empty seat. */
export type MoveMaker = 'person' | 'ai';

/** A move as the clients are told it: who, what, and in words (chance outcomes have seat -1). */
export interface MoveRecord {
  readonly seat: number;
  readonly action: Action;
  readonly description: string;
  /**
   * Who made it, as it was made (a seat's moves only; absent for chance): the log names the
   * maker of each move from this record, not from who plays the seat now.
   */
  readonly by?: MoveMaker;
}

/** Everything one client is sent after each change: its seat's observation and public facts. */
export interface DuelView {
  readonly game: string;
  readonly room: string;
  /** The seat this view is for, or `null` for a spectator. */
  readonly seat: number | null;
  /** Actions applied so far (chance outcomes included); a move must name the turn it answers. */
  readonly turn: number;
  /** The seat to move, or `null` when the game is over. */
  readonly toMove: number | null;
  readonly observation: unknown;
  /** This seat's legal actions when it is to move, otherwise empty. */
  readonly legal: readonly Action[];
  /**
   * The moves since the previous view (a person's or the AI's move and the rolls after it); in
   * the view a screen gets as it joins, every move of the round since `start`.
   */
  readonly moves: readonly MoveRecord[];
  /**
   * In the view a screen gets as it joins (or when everyone is resynced, or something hidden
   * was just shown): this seat's observation of the position its list starts from (a
   * spectator's: what both seats see), before `moves`: the round's first position, or the one
   * after the last move that showed something hidden (duel-history.ts). Absent in the other
   * views, and for a room restored from a snapshot without the round's record.
   */
  readonly start?: unknown;
  /**
   * In the views of a change that showed something hidden (so the views carry a new `start`):
   * the moves of that change up to the one that showed it, which come before `start` and are
   * told but not listed.
   */
  readonly shown?: readonly MoveRecord[];
  readonly outcome: Outcome | null;
  readonly seats: readonly { readonly present: boolean; readonly ai: boolean }[];
  readonly rematch: readonly boolean[];
  /** Counts the rematches, so a client knows a new deal from a continued one. */
  readonly round: number;
}

/** What `seat` (a spectator, `null`: what both seats see, or nothing) sees of `state`. */
export function observationOf(
  game: AnyGame,
  options: object,
  state: unknown,
  seat: number | null,
): unknown {
  return seat === null ? publicObservation(game, state, options) : game.observe(state, seat);
}

/** A duel's parts that its views are made of. */
export interface ViewParts {
  readonly game: AnyGame;
  readonly options: object;
  readonly room: string;
  readonly state: unknown;
  readonly turn: number;
  readonly round: number;
  readonly seats: DuelSeats;
  /** The moves of the last change. */
  readonly news: readonly MoveRecord[];
  /** The listed start and the moves since, when the view carries them; else null. */
  readonly listed: { readonly start: unknown; readonly moves: readonly MoveRecord[] } | null;
  /** The moves of the last change before a listed start it moved (`DuelView.shown`). */
  readonly shown?: readonly MoveRecord[];
}

/** The view of `seat` (or a spectator, `null`). */
export function viewOf(p: ViewParts, seat: number | null): DuelView {
  const { game, state, listed } = p;
  const mover = game.currentPlayer(state);
  const to = mover === TERMINAL ? null : mover;
  return {
    game: game.id,
    room: p.room,
    seat,
    turn: p.turn,
    toMove: to,
    observation: observationOf(game, p.options, state, seat),
    legal: seat !== null && to === seat ? [...game.legalActions(state)] : [],
    moves: listed ? listed.moves : p.news,
    ...(listed && { start: observationOf(game, p.options, listed.start, seat) }),
    ...(p.shown && { shown: p.shown }),
    outcome: game.outcome(state),
    seats: p.seats.view(),
    rematch: [...p.seats.votes],
    round: p.round,
  };
}
