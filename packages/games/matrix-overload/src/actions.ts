/**
 * The matrix geometry and the stable integer encoding of actions, shared with the search
 * kernel.
 *
 * Cells of the 3×3 matrix are row-major, `row * 3 + col` (0 top-left, 4 centre, 8
 * bottom-right). The twelve outside positions are numbered side by side, three per side:
 *
 * ```
 *         0   1   2            top:    above columns 0, 1, 2   (left → right)
 *    9  [ 0 | 1 | 2 ]  3       right:  right of rows 0, 1, 2   (top → bottom)
 *   10  [ 3 | 4 | 5 ]  4       bottom: below columns 0, 1, 2   (left → right)
 *   11  [ 6 | 7 | 8 ]  5       left:   left of rows 0, 1, 2    (top → bottom)
 *         6   7   8
 * ```
 *
 * Actions: `0..8` play the card in hand on matrix cell `c`; `9..20` play it at outside
 * position `p = action - 9` (a royal, ICE on the royal there, or preventative ICE).
 */

export const SIZE = 3;
export const CELLS = 9;
export const CENTRE = 4;
export const POSITIONS = 12;

/** First action code of the outside positions. */
export const POSITION_BASE = CELLS;
/** One past the largest action code. */
export const ACTION_COUNT = CELLS + POSITIONS;

/** The action playing the card in hand on matrix cell `cell`. */
export function cellAction(cell: number): number {
  return cell;
}

/** The action playing the card in hand at outside position `position`. */
export function positionAction(position: number): number {
  return POSITION_BASE + position;
}

/** A decoded action. */
export type DecodedAction =
  | { readonly kind: 'cell'; readonly cell: number }
  | { readonly kind: 'position'; readonly position: number };

/** Decodes an action code, or `null` when it is not a code at all. */
export function decodeAction(action: number): DecodedAction | null {
  if (!Number.isInteger(action) || action < 0 || action >= ACTION_COUNT) return null;
  return action < POSITION_BASE
    ? { kind: 'cell', cell: action }
    : { kind: 'position', position: action - POSITION_BASE };
}

/** The matrix cell an outside position touches. */
export const POSITION_CELL: readonly number[] = [0, 1, 2, 2, 5, 8, 6, 7, 8, 0, 3, 6];

/** The outside positions touching each cell (two for a corner, one for an edge, none for the centre). */
export const CELL_POSITIONS: readonly (readonly number[])[] = Array.from(
  { length: CELLS },
  (_, c) => POSITION_CELL.flatMap((cell, p) => (cell === c ? [p] : [])),
);

/**
 * The overloads a card played on each cell fires: `[position, nearer cell, farther cell]` for
 * every outside position at the far end of the cell's row, then of its column, with the two
 * cells between. The centre and the middle of each side have fewer (the centre none).
 */
export const OVERLOADS: readonly (readonly (readonly [number, number, number])[])[] = Array.from(
  { length: CELLS },
  (_, cell) => {
    const r = (cell / SIZE) | 0;
    const c = cell % SIZE;
    const out: [number, number, number][] = [];
    if (c === 0) out.push([3 + r, r * 3 + 1, r * 3 + 2]);
    if (c === 2) out.push([9 + r, r * 3 + 1, r * 3]);
    if (r === 0) out.push([6 + c, 3 + c, 6 + c]);
    if (r === 2) out.push([c, 3 + c, c]);
    return out;
  },
);

const CELL_NAMES = [
  'top-left',
  'top-middle',
  'top-right',
  'middle-left',
  'centre',
  'middle-right',
  'bottom-left',
  'bottom-middle',
  'bottom-right',
];

/** A cell in words: `"top-left"`, `"centre"`. */
export function cellName(cell: number): string {
  return CELL_NAMES[cell] ?? `cell ${cell}`;
}

/** An outside position in words, counting rows and columns from 1: `"right of row 1"`. */
export function positionName(position: number): string {
  const k = (position % SIZE) + 1;
  switch ((position / SIZE) | 0) {
    case 0:
      return `above column ${k}`;
    case 1:
      return `right of row ${k}`;
    case 2:
      return `below column ${k}`;
    default:
      return `left of row ${k}`;
  }
}
