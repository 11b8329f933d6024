/**
 * Named helpers for the twelve outside positions, in the words the game already uses: rows and
 * columns are counted from 1, so `outside.above(1)` is position 0 ("above column 1") and
 * `outside.right(2)` is position 4 ("right of row 2"). `describePosition` and `parsePosition`
 * go the other way. Also `royalHealth`, a royal's health read from a state without the rules
 * object. Bad arguments throw `RangeError` saying what is allowed.
 */
import { POSITIONS, POSITION_CELL, SIZE, positionName } from './actions.js';
import { type AnyOverloadRules, rules as standardRules } from './rules.js';
import type { MatrixOverloadState } from './state.js';

/** The side of the matrix an outside position is on. */
export type Side = 'above' | 'right' | 'below' | 'left';

const SIDES: readonly Side[] = ['above', 'right', 'below', 'left'];

/** An outside position taken apart. */
export interface PositionInfo {
  /** The position number, 0–11 (the action that plays there is `positionAction(position)`). */
  readonly position: number;
  readonly side: Side;
  /** `'column'` above and below the matrix, `'row'` left and right of it. */
  readonly line: 'column' | 'row';
  /** The column or row it faces, counted from 1 (as in "above column 1"). */
  readonly index: number;
  /** The matrix cell it touches (0–8, row-major). */
  readonly cell: number;
  /** In words: `"above column 1"`, `"right of row 2"`. */
  readonly name: string;
}

function positionOn(side: Side, index: number): number {
  const line = side === 'above' || side === 'below' ? 'column' : 'row';
  if (!Number.isInteger(index) || index < 1 || index > SIZE) {
    throw new RangeError(
      `outside.${side}(${line}): ${line}s are counted from 1 to ${SIZE}, as in "${side === 'above' || side === 'below' ? `${side} column 1` : `${side} of row 1`}"; got ${index}`,
    );
  }
  return SIDES.indexOf(side) * SIZE + index - 1;
}

/**
 * The outside positions by side, rows and columns counted from 1 like the game's words:
 * `outside.above(1)` → 0, `outside.right(1)` → 3, `outside.below(1)` → 6, `outside.left(1)` → 9.
 */
export const outside = {
  /** Above column `column` (1–3, left to right): positions 0–2. */
  above: (column: number): number => positionOn('above', column),
  /** Right of row `row` (1–3, top to bottom): positions 3–5. */
  right: (row: number): number => positionOn('right', row),
  /** Below column `column` (1–3, left to right): positions 6–8. */
  below: (column: number): number => positionOn('below', column),
  /** Left of row `row` (1–3, top to bottom): positions 9–11. */
  left: (row: number): number => positionOn('left', row),
  /** The position named in words, as `positionName` writes it: `"right of row 2"` → 4. */
  named: (name: string): number => parsePosition(name),
} as const;

function checkPosition(position: number, what: string): void {
  if (!Number.isInteger(position) || position < 0 || position >= POSITIONS) {
    throw new RangeError(
      `${what}: outside positions are numbered 0 to ${POSITIONS - 1} (see outside.above/right/below/left); got ${position}`,
    );
  }
}

/** An outside position taken apart: its side, the row or column it faces, its cell, its name. */
export function describePosition(position: number): PositionInfo {
  checkPosition(position, 'describePosition');
  const side = SIDES[(position / SIZE) | 0]!;
  return {
    position,
    side,
    line: side === 'above' || side === 'below' ? 'column' : 'row',
    index: (position % SIZE) + 1,
    cell: POSITION_CELL[position]!,
    name: positionName(position),
  };
}

/**
 * The position named in words, as `positionName` writes them (`"above column 1"`, `"right of
 * row 2"`; case and extra spaces ignored, `"of"` optional). Throws `RangeError` otherwise.
 */
export function parsePosition(name: string): number {
  const m =
    /^\s*(above|below)\s+column\s+(\d+)\s*$|^\s*(left|right)\s+(?:of\s+)?row\s+(\d+)\s*$/i.exec(
      name,
    );
  const side = (m?.[1] ?? m?.[3])?.toLowerCase() as Side | undefined;
  const index = Number(m?.[2] ?? m?.[4]);
  if (!side || !Number.isInteger(index) || index < 1 || index > SIZE) {
    throw new RangeError(
      `not an outside position: ${JSON.stringify(name)}; expected "above column N", "below column N", "left of row N" or "right of row N" with N from 1 to ${SIZE}`,
    );
  }
  return positionOn(side, index);
}

/**
 * Health of the royal at an outside position: its value plus the values of its ICE (a dead
 * royal keeps its last health); -1 when no royal is placed there. `rules` defaults to the
 * standard game's (pass an edition's rules for its deck).
 */
export function royalHealth(
  state: MatrixOverloadState,
  position: number,
  rules: AnyOverloadRules = standardRules,
): number {
  checkPosition(position, 'royalHealth');
  return rules.health(state, position);
}
