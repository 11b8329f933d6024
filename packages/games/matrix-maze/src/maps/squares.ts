/**
 * Square names and grid geometry shared by maps, rules and pictures. A maze is a grid of
 * `width` columns and `height` rows (at most 10 × 10); squares are numbered row by row from the
 * top left (`row * width + col`) and named like a chessboard read from the top: column letter,
 * then row number counted from the top row (`a1` is the top-left square, `h8` the bottom right
 * of an 8 × 8 maze). Directions are 0 north (up), 1 east, 2 south, 3 west; turning right adds one.
 */

/** Largest side of a maze: keeps the action codes of built walls under 180. */
export const MAX_SIDE = 10;
export const NORTH = 0;
export const EAST = 1;
export const SOUTH = 2;
export const WEST = 3;
export const DIRECTION_NAMES = ['north', 'east', 'south', 'west'] as const;
const LETTERS = 'abcdefghij';

/** The name of square `cell` in a maze `width` wide: `c4`. */
export function squareName(cell: number, width: number): string {
  return `${LETTERS[cell % width]}${Math.floor(cell / width) + 1}`;
}

/** The square a name denotes, or `null` when the name is not a square of this maze. */
export function parseSquare(name: unknown, width: number, height: number): number | null {
  if (typeof name !== 'string') return null;
  const m = /^([a-j])(10|[1-9])$/.exec(name.trim().toLowerCase());
  if (!m) return null;
  const col = LETTERS.indexOf(m[1]!);
  const row = Number(m[2]) - 1;
  if (col >= width || row >= height) return null;
  return row * width + col;
}

/** The neighbour of `cell` in direction `dir`, or -1 off the grid. */
export function neighbour(cell: number, dir: number, width: number, height: number): number {
  const col = cell % width;
  const row = (cell / width) | 0;
  if (dir === NORTH) return row > 0 ? cell - width : -1;
  if (dir === SOUTH) return row < height - 1 ? cell + width : -1;
  if (dir === EAST) return col < width - 1 ? cell + 1 : -1;
  return col > 0 ? cell - 1 : -1;
}

/**
 * The index of the edge between two orthogonal neighbours: horizontal neighbours first
 * (`row * (width - 1) + col` of the left square), then vertical ones (`height * (width - 1) +
 * row * width + col` of the upper square). Built walls are named by this index.
 */
export function edgeIndex(cell: number, dir: number, width: number, height: number): number {
  const col = cell % width;
  const row = (cell / width) | 0;
  if (dir === EAST) return row * (width - 1) + col;
  if (dir === WEST) return row * (width - 1) + col - 1;
  if (dir === SOUTH) return height * (width - 1) + row * width + col;
  return height * (width - 1) + (row - 1) * width + col;
}

/** Number of inner edges of a maze. */
export function edgeCount(width: number, height: number): number {
  return height * (width - 1) + (height - 1) * width;
}

/** The two squares an edge separates, and the direction from the first to the second. */
export function edgeSquares(edge: number, width: number, height: number): [number, number, number] {
  const horizontal = height * (width - 1);
  if (edge < horizontal) {
    const row = Math.floor(edge / (width - 1));
    const col = edge % (width - 1);
    const a = row * width + col;
    return [a, a + 1, EAST];
  }
  const a = edge - horizontal;
  return [a, a + width, SOUTH];
}

/** An edge for people: `c4|d4` or `c4/c5`. */
export function edgeName(edge: number, width: number, height: number): string {
  const [a, b, dir] = edgeSquares(edge, width, height);
  return `${squareName(a, width)}${dir === EAST ? '|' : '/'}${squareName(b, width)}`;
}
