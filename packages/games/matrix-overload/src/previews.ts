/**
 * What an action would do, as data for hosts and words (`preview` in play.ts, `previewOverloads`
 * in overloads.ts): the card's placement, the overloads it fires and their results, kills, ICE
 * and the ending. Types only, so that the edition's hooks (edition.ts), the play and the
 * overloads can all name them without importing each other.
 */
import type { ActionPreviewBase } from '@matrix-arcade/core';
import type { Ending } from './state.js';

/** The result of one overload. */
export type OverloadResult = 'kill' | 'too-weak' | 'wrong-colour' | 'wrong-suit';

/** One overload an action fires at a living royal. */
export interface OverloadPreview {
  /** The outside position fired at, and the royal there. */
  readonly position: number;
  readonly royal: number;
  /** The two cells between the played stack and the royal, nearer first. */
  readonly cells: readonly [number, number];
  /** Their top cards (never an empty cell: a line through one fires nothing). */
  readonly cards: readonly [number, number];
  /** Sum of their values. */
  readonly power: number;
  /** The royal's health (base plus ICE). */
  readonly health: number;
  /** Whether the power reaches the health (it may still fail on colour or suit). */
  readonly strong: boolean;
  /** `kill`, or why not: too weak, or (first) cards not all of the royal's colour or suit. */
  readonly result: OverloadResult;
}

/**
 * What playing the card in hand with a given action would do: core's `ActionPreviewBase`
 * (`action`, and `seat`, always 0 in this solitaire) and the game's own fields.
 */
export interface ActionPreview extends ActionPreviewBase {
  readonly action: number;
  /** The seat that plays: always 0 (a solitaire). */
  readonly seat: number;
  /** The card in hand. */
  readonly card: number;
  readonly kind: 'royal' | 'program' | 'reset' | 'ice' | 'preventative-ice';
  /** The matrix cell played on, or the cell next to the outside position played at. */
  readonly cell: number;
  /** The outside position played at, or -1 for a matrix cell. */
  readonly position: number;
  /** Top card of `cell` before the action (-1 when the cell is empty). */
  readonly top: number;
  /** A reset's stack, bottom card first: the cards going to the bottom of the deck, in order. */
  readonly resetCards: readonly number[];
  /**
   * Overloads fired at living royals (positions that are empty or hold a dead royal fire nothing,
   * and so does a line through an empty cell: there are not two cards in a row).
   */
  readonly overloads: readonly OverloadPreview[];
  /**
   * Positions of the living royals at the far end of the cell's lines, fired at or not (a line
   * through the empty centre fires nothing): empty when no living royal is opposite.
   */
  readonly opposite: readonly number[];
  /** Royals killed. */
  readonly kills: readonly number[];
  /** The royal receiving ICE, or -1. */
  readonly target: number;
  /** Health of the royal placed or given ICE afterwards, or -1. */
  readonly health: number;
  /** Preventative ICE a royal placed here takes up. */
  readonly takesIce: readonly number[];
  /** How the run ends right after this card (before the next draw), or `null`. */
  readonly ending: Ending | null;
}
