/**
 * Where things are in the maze picture: the size of a square in SVG units, the margins that hold
 * the column letters (top) and row numbers (left), the corner and centre of a square, the two
 * ends of an edge, and the picture's size. Shared by the picture (maze-svg.ts), its clickable
 * layer (maze-targets.ts) and the avatar's motion.
 */
import { edgeSquares } from '@matrix-arcade/matrix-maze';

/** Side of a square. */
export const C = 40;
/** Left margin (row numbers), top margin (column letters), right and bottom margin. */
export const LEFT = 20;
export const TOP = 18;
export const PAD = 6;

export const xy = (cell: number, w: number) =>
  [LEFT + (cell % w) * C, TOP + Math.floor(cell / w) * C] as const;

export const centre = (cell: number, w: number) => {
  const [x, y] = xy(cell, w);
  return [x + C / 2, y + C / 2] as const;
};

/** The segment an edge is drawn on: [x1, y1, x2, y2]. */
export function edgeEnds(edge: number, w: number, h: number): [number, number, number, number] {
  const [a, , dir] = edgeSquares(edge, w, h);
  const [x, y] = xy(a, w);
  return dir === 1 ? [x + C, y, x + C, y + C] : [x, y + C, x + C, y + C];
}

/** The middle of an edge. */
export function edgeMiddle(edge: number, w: number, h: number): [number, number] {
  const [x1, y1, x2, y2] = edgeEnds(edge, w, h);
  return [(x1 + x2) / 2, (y1 + y2) / 2];
}

/** Width and height of the whole picture. */
export const viewSize = (w: number, h: number) => [LEFT + w * C + PAD, TOP + h * C + PAD] as const;
