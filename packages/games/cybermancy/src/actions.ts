/**
 * CYBERMANCY's action codes: MATR1X ØVERLØAD's (0–8 a matrix cell, 9–20 an outside position)
 * and three new ranges for the burners' targets. A knight goes on a cell (0–8); death and the
 * devil revive the royal at a position, temperance and judgement kill it (9–20); the tower swaps
 * two living royals (21–86, one code per unordered pair of positions); the world resets a row
 * or column (87–89 rows 1–3, 90–92 columns 1–3); a burner with no target is discarded (93).
 */
import {
  ACTION_COUNT as BASE_ACTION_COUNT,
  CELLS,
  POSITIONS,
  positionName,
} from '@matrix-arcade/matrix-overload';

/** First code of the tower's swaps. */
export const SWAP_BASE = BASE_ACTION_COUNT;
/** The unordered pairs of outside positions, in code order: [p, q] with p < q. */
export const SWAP_PAIRS: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  for (let p = 0; p < POSITIONS; p++) for (let q = p + 1; q < POSITIONS; q++) out.push([p, q]);
  return out;
})();
/** First code of the world's lines: rows 0–2, then columns 0–2. */
export const LINE_BASE = SWAP_BASE + SWAP_PAIRS.length;
export const LINES = 6;
/** A burner with no target, discarded without effect. */
export const DISCARD = LINE_BASE + LINES;
/** One past the largest action code. */
export const CYBER_ACTION_COUNT = DISCARD + 1;

/** The action swapping the royals at positions `p` and `q` (any order). */
export function swapAction(p: number, q: number): number {
  const a = Math.min(p, q);
  const b = Math.max(p, q);
  const i = SWAP_PAIRS.findIndex(([x, y]) => x === a && y === b);
  if (i < 0) {
    throw new RangeError(
      `swapAction: two different outside positions from 0 to ${POSITIONS - 1}, got ${p} and ${q}`,
    );
  }
  return SWAP_BASE + i;
}

/** The action resetting row `row` (0–2) with the world. */
export function rowAction(row: number): number {
  return LINE_BASE + checkLine(row, 'rowAction');
}

/** The action resetting column `column` (0–2) with the world. */
export function columnAction(column: number): number {
  return LINE_BASE + 3 + checkLine(column, 'columnAction');
}

function checkLine(i: number, where: string): number {
  if (!Number.isInteger(i) || i < 0 || i > 2) {
    throw new RangeError(`${where}: rows and columns are 0 to 2, got ${i}`);
  }
  return i;
}

/** The cells of world line `line` (0–2 rows, 3–5 columns), in reading order. */
export function lineCells(line: number): readonly number[] {
  const k = line % 3;
  return line < 3 ? [k * 3, k * 3 + 1, k * 3 + 2] : [k, k + 3, k + 6];
}

/** The outside positions at the two ends of world line `line`, ascending. */
export function lineEnds(line: number): readonly [number, number] {
  const k = line % 3;
  // Rows: right of row k (3 + k) and left of row k (9 + k); columns: above (k) and below (6 + k).
  return line < 3 ? [3 + k, 9 + k] : [k, 6 + k];
}

/** World line `line` in words: `"row 2"`, `"column 3"`. */
export function lineName(line: number): string {
  return `${line < 3 ? 'row' : 'column'} ${(line % 3) + 1}`;
}

/** A decoded CYBERMANCY action. */
export type CyberAction =
  | { readonly kind: 'cell'; readonly cell: number }
  | { readonly kind: 'position'; readonly position: number }
  | { readonly kind: 'swap'; readonly positions: readonly [number, number] }
  | { readonly kind: 'line'; readonly line: number; readonly cells: readonly number[] }
  | { readonly kind: 'discard' };

/** Decodes an action code, or `null` when it is not one. */
export function decodeCyberAction(action: number): CyberAction | null {
  if (!Number.isInteger(action) || action < 0 || action >= CYBER_ACTION_COUNT) return null;
  if (action < CELLS) return { kind: 'cell', cell: action };
  if (action < SWAP_BASE) return { kind: 'position', position: action - CELLS };
  if (action < LINE_BASE) return { kind: 'swap', positions: SWAP_PAIRS[action - SWAP_BASE]! };
  if (action < DISCARD) {
    const line = action - LINE_BASE;
    return { kind: 'line', line, cells: lineCells(line) };
  }
  return { kind: 'discard' };
}

/** A swap in words: `"above column 1 and right of row 2"`. */
export function swapName(pair: readonly [number, number]): string {
  return `${positionName(pair[0])} and ${positionName(pair[1])}`;
}
