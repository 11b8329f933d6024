/**
 * The MATR1X ØVERLØAD state and its (empty) options. A state is a handful of small plain arrays
 * of card codes, so search can copy it cheaply and `apply` copies only what changes.
 */
import type { OptionSchema } from '@matrix-arcade/core';

/** How a run ended. */
export type Ending = 'win' | 'out-of-time' | 'black-ice' | 'infinite-loop';
export const ENDINGS: readonly Ending[] = ['win', 'out-of-time', 'black-ice', 'infinite-loop'];

/** The rulebook has no options or variants. */
export type MatrixOverloadOptions = Record<string, never>;
export const optionSchema: OptionSchema<MatrixOverloadOptions> = {};

/** The full state of a run. Treat it as immutable. */
export interface MatrixOverloadState {
  /**
   * The 9 matrix stacks, row-major (cell 4 is the centre). Each lists its cards bottom first:
   * the dealt card (or the reset card that replaced the stack), then each program in the order
   * played. The top card is the last. Only the centre can be empty (until a card goes there).
   */
  readonly stacks: readonly (readonly number[])[];
  /** The face-down deck, top (next card drawn) first. Hidden in part, see `unknown`. */
  readonly deck: readonly number[];
  /**
   * How many cards at the top of the deck are in their shuffled, unknown order. The rest, at
   * the bottom, were sent there by resets in an order the player saw.
   */
  readonly unknown: number;
  /** The 12 outside positions: the royal placed there (alive or dead), or -1. */
  readonly royals: readonly number[];
  /** The 12 outside positions: true when the royal there has been killed. */
  readonly dead: readonly boolean[];
  /**
   * The 12 outside positions: ICE cards there in the order placed. On a royal they add to its
   * health; at a position without a royal they are preventative ICE, taken up by the next
   * royal placed there.
   */
  readonly ice: readonly (readonly number[])[];
  /** The card to play now (just drawn, or the next set-aside royal during setup); -1 at the end. */
  readonly hand: number;
  /** Royals set aside while dealing the matrix still to place after `hand`, in the order drawn. */
  readonly setAside: readonly number[];
  /** Cards resolved since the last progress (a royal placed or killed, a card turned into ICE). */
  readonly idle: number;
  /** How the run ended, or `null` while it goes on. */
  readonly ending: Ending | null;
}
