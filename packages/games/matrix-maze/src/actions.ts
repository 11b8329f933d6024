/**
 * The stable integer encoding of Matrix Maze actions (codes in codes.ts, shared with the
 * kernel), with constructors and a decoder. A die use names the face and the move it makes:
 * straight, right, left, stay, gain a byte, or one of the three moves through a wall.
 */
import {
  ACTION_COUNT,
  A_CHANGE,
  A_END,
  A_EXTRA,
  A_FACING,
  A_NO_DIE,
  A_RESTART,
  A_ROLL,
  A_SKIP,
  A_START,
  A_TELEPORT,
  A_USE,
  A_WALL,
  A_X2,
  MAX_EDGES,
} from './codes.js';

export type DecodedAction =
  | { readonly kind: 'facing'; readonly dir: number }
  | { readonly kind: 'start' | 'teleport' | 'restart'; readonly start: number }
  | { readonly kind: 'use'; readonly face: number; readonly move: number }
  | { readonly kind: 'extra'; readonly move: number }
  | { readonly kind: 'x2' | 'skip' | 'no-die' | 'end' }
  | { readonly kind: 'change'; readonly from: number; readonly to: number }
  | { readonly kind: 'wall'; readonly edge: number }
  | { readonly kind: 'roll'; readonly faces: readonly [number, number, number] };

export const facingAction = (dir: number) => A_FACING + dir;
export const startAction = (start: number) => A_START + start;
export const teleportAction = (start: number) => A_TELEPORT + start;
export const restartAction = (start: number) => A_RESTART + start;
/** Use a die of `face` (1–6) for move `move` (M_* of layout.ts). */
export const useAction = (face: number, move: number) => A_USE + (face - 1) * 8 + move;
/** An extra move: 0–2 straight/right/left, 3–5 the same through a wall. */
export const extraAction = (move: number) => A_EXTRA + move;
export const changeAction = (from: number, to: number) => A_CHANGE + (from - 1) * 6 + (to - 1);
/**
 * Build a wall (duels, 3 bytes) on the opponent's sheet: `A_WALL` (110) plus the index of the
 * edge between two neighbouring squares. Edges are numbered horizontal neighbours first, row by
 * row (`row * (width - 1) + col` of the left square), then vertical ones (`height * (width - 1)
 * + row * width + col` of the upper square): `edgeIndex(cell, dir, width, height)` gives it,
 * `edgeSquares`/`edgeName` read it back. On a 4 × 4 map the wall between d1 and d2 is
 * `wallAction(edgeIndex(3, 2, 4, 4))`, i.e. 110 + 12 + 3 = 125.
 */
export const wallAction = (edge: number) => A_WALL + edge;
/** The roll of three dice, faces 1–6 in the order rolled. */
export const rollAction = (a: number, b: number, c: number) =>
  A_ROLL + (a - 1) * 36 + (b - 1) * 6 + (c - 1);
export const X2 = A_X2;
export const SKIP = A_SKIP;
export const NO_DIE = A_NO_DIE;
export const END = A_END;

/** Decodes a code, or `null` when it is no action code at all. Legality is the rules' job. */
export function decodeAction(a: number): DecodedAction | null {
  if (!Number.isInteger(a) || a < 0 || a >= ACTION_COUNT) return null;
  if (a < A_START) return { kind: 'facing', dir: a - A_FACING };
  if (a < A_TELEPORT) return { kind: 'start', start: a - A_START };
  if (a < A_RESTART) return { kind: 'teleport', start: a - A_TELEPORT };
  if (a < A_USE) return { kind: 'restart', start: a - A_RESTART };
  if (a < A_EXTRA) return { kind: 'use', face: ((a - A_USE) >> 3) + 1, move: (a - A_USE) & 7 };
  if (a < A_X2) return { kind: 'extra', move: a - A_EXTRA };
  if (a === A_X2) return { kind: 'x2' };
  if (a === A_SKIP) return { kind: 'skip' };
  if (a === A_NO_DIE) return { kind: 'no-die' };
  if (a === A_END) return { kind: 'end' };
  if (a < A_WALL)
    return {
      kind: 'change',
      from: Math.floor((a - A_CHANGE) / 6) + 1,
      to: ((a - A_CHANGE) % 6) + 1,
    };
  if (a < A_WALL + MAX_EDGES) return { kind: 'wall', edge: a - A_WALL };
  if (a < A_ROLL) return null;
  const k = a - A_ROLL;
  return {
    kind: 'roll',
    faces: [Math.floor(k / 36) + 1, (Math.floor(k / 6) % 6) + 1, (k % 6) + 1],
  };
}
