/**
 * The stable integer encoding of Dice Matrix actions, shared with the search kernel:
 *
 * - `0..48`: take the single die in that matrix cell (cells are row-major, `row * 7 + col`);
 * - `49..2449`: take two dice, `PAIR_BASE + a * 49 + b` with cells `a < b` (codes with
 *   `a >= b` are never legal);
 * - `2450..2455`: the opening, turn the spare die to face `action - OPENING_BASE + 1`.
 *
 * The encoding never changes between versions; `ACTION_COUNT` bounds every code.
 */

/** Rows and columns of the matrix, and its cells. */
export const SIZE = 7;
export const CELLS = SIZE * SIZE;

/** First pair code. */
export const PAIR_BASE = CELLS;
/** First opening code (face 1); faces 1..6 follow. */
export const OPENING_BASE = PAIR_BASE + CELLS * CELLS;
/** One past the largest action code. */
export const ACTION_COUNT = OPENING_BASE + 6;

/** A decoded action. */
export type DecodedAction =
  | { readonly kind: 'single'; readonly cell: number }
  | { readonly kind: 'pair'; readonly a: number; readonly b: number }
  | { readonly kind: 'opening'; readonly face: number };

/** The action taking the die in `cell`. */
export function singleAction(cell: number): number {
  return cell;
}

/** The action taking the dice in cells `a` and `b` (in either order; stored lower first). */
export function pairAction(a: number, b: number): number {
  return a < b ? PAIR_BASE + a * CELLS + b : PAIR_BASE + b * CELLS + a;
}

/** The opening action that turns the spare die to `face` (1..6). */
export function openingAction(face: number): number {
  return OPENING_BASE + face - 1;
}

/**
 * Decodes an action code, or returns `null` when it is not a code at all (negative, not an
 * integer, too large). A pair decodes as written, even when `a >= b`; legality is checked by
 * the rules.
 */
export function decodeAction(action: number): DecodedAction | null {
  if (!Number.isInteger(action) || action < 0 || action >= ACTION_COUNT) return null;
  if (action < PAIR_BASE) return { kind: 'single', cell: action };
  if (action < OPENING_BASE) {
    const k = action - PAIR_BASE;
    return { kind: 'pair', a: (k / CELLS) | 0, b: k % CELLS };
  }
  return { kind: 'opening', face: action - OPENING_BASE + 1 };
}

/** Row of a cell, from 0. */
export function rowOf(cell: number): number {
  return (cell / SIZE) | 0;
}

/** Column of a cell, from 0. */
export function colOf(cell: number): number {
  return cell % SIZE;
}

/** A cell for people: `row 2, col 5` (counted from 1). */
export function cellName(cell: number): string {
  return `row ${rowOf(cell) + 1}, col ${colOf(cell) + 1}`;
}
