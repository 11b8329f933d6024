/**
 * What a client of an online duel is sent: its seat's view after each change (the seat's
 * observation and the public facts of the room) and the moves it brings, in words. Written by
 * `Duel.view` (duel.ts); the elements read it (web's online-mirror.ts).
 */
import type { Action, Outcome } from '@matrix-arcade/core';

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
   * In the view a screen gets as it joins (or when everyone is resynced): this seat's
   * observation of the round's first position (a spectator's: what both seats see), before
   * `moves`. Absent in the other views, and for a room restored from a snapshot without it.
   */
  readonly start?: unknown;
  readonly outcome: Outcome | null;
  readonly seats: readonly { readonly present: boolean; readonly ai: boolean }[];
  readonly rematch: readonly boolean[];
  /** Counts the rematches, so a client knows a new deal from a continued one. */
  readonly round: number;
}
