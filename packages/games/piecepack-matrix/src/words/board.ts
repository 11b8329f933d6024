/**
 * The matrix on the packed words (layout.ts): which structure sits on a cell, tile
 * colours and strengths, whether a structure may be installed on a space (at most three
 * neighbours each, the matrix kept in one piece), distances along data structures
 * (breadth-first search over the installed structures, at most 24) and the re-centring of the
 * frame after Babylon Q moves a structure.
 *
 * Written in the subset of TypeScript that the AssemblyScript kernel transliterates line for
 * line (assembly/generated/board.ts): integer arithmetic, loops, preallocated scratch arrays.
 */
import {
  CELLS,
  FORT_STRENGTH,
  OUTSIDE,
  SIDE,
  S_CELL,
  S_CUT,
  S_TILE,
  S_WORDS,
  TILES,
  W_COUNT,
  W_POS,
  W_S,
} from '../layout.js';

/** Scratch: breadth-first distances per structure entry, and the queue. */
const dist = new Int32Array(TILES);
const queue = new Int32Array(TILES);

export function colourOf(tile: number): number {
  return (tile / 6) | 0;
}

export function isFort(tile: number): boolean {
  return tile % 6 === 0;
}

/** The printed strength: 6 for a fort, the number for ice. */
export function tileStrength(tile: number): number {
  const v = tile % 6;
  return v === 0 ? FORT_STRENGTH : v;
}

export function entryCell(s: Int32Array, e: number): number {
  return s[W_S + e * S_WORDS + S_CELL]!;
}

export function entryTile(s: Int32Array, e: number): number {
  return s[W_S + e * S_WORDS + S_TILE]!;
}

/** The structure's strength now: printed strength less Sliver Virus's cuts, never below 0. */
export function entryStrength(s: Int32Array, e: number): number {
  const v = tileStrength(entryTile(s, e)) - s[W_S + e * S_WORDS + S_CUT]!;
  return Math.max(v, 0);
}

/** The entry (install index) of the structure on `cell`, or -1. */
export function entryAt(s: Int32Array, cell: number): number {
  const n = s[W_COUNT]!;
  for (let e = 0; e < n; e++) if (s[W_S + e * S_WORDS + S_CELL] === cell) return e;
  return -1;
}

/** The entry holding `tile`, or -1 when it is not installed. */
export function entryOfTile(s: Int32Array, tile: number): number {
  const n = s[W_COUNT]!;
  for (let e = 0; e < n; e++) if (s[W_S + e * S_WORDS + S_TILE] === tile) return e;
  return -1;
}

/** True when cells `a` and `b` are cardinal neighbours. */
export function adjacent(a: number, b: number): boolean {
  const ax = a % SIDE;
  const bx = b % SIDE;
  const ay = (a / SIDE) | 0;
  const by = (b / SIDE) | 0;
  const dx = ax > bx ? ax - bx : bx - ax;
  const dy = ay > by ? ay - by : by - ay;
  return dx + dy === 1;
}

/** Structures next to `cell`, not counting entry `skip` (-1: none). */
export function neighbourCount(s: Int32Array, cell: number, skip: number): number {
  const n = s[W_COUNT]!;
  let c = 0;
  for (let e = 0; e < n; e++) {
    if (e !== skip && adjacent(entryCell(s, e), cell)) c++;
  }
  return c;
}

/** True when some breaker stands on `cell`. */
export function occupied(s: Int32Array, cell: number): boolean {
  for (let b = 0; b < 4; b++) if (s[W_POS + b] === cell) return true;
  return false;
}

/**
 * Whether a structure may go on the empty `cell` (entry `skip` lifted off the matrix first, for
 * Babylon Q; -1 otherwise): next to another structure (or the first tile on the origin), at
 * most three structures around it, no neighbour pushed to four, and — when one is lifted — the
 * matrix still in one piece.
 */
export function canPlace(s: Int32Array, cell: number, skip: number, origin: number): boolean {
  if (cell < 0 || cell >= CELLS) return false;
  const n = s[W_COUNT]!;
  const others = skip >= 0 ? n - 1 : n;
  if (others === 0) return skip < 0 && cell === origin;
  if (entryAt(s, cell) >= 0) return false;
  const around = neighbourCount(s, cell, skip);
  if (around === 0 || around > 3) return false;
  for (let e = 0; e < n; e++) {
    if (e === skip) continue;
    const c = entryCell(s, e);
    if (adjacent(c, cell) && neighbourCount(s, c, skip) >= 3) return false;
  }
  if (skip >= 0) return connectedWith(s, skip, cell);
  return true;
}

/** True when the structures, with entry `moved` placed on `cell`, form one piece. */
function connectedWith(s: Int32Array, moved: number, cell: number): boolean {
  const n = s[W_COUNT]!;
  for (let e = 0; e < n; e++) dist[e] = -1;
  dist[0] = 0;
  queue[0] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const e = queue[head++]!;
    const ce = e === moved ? cell : entryCell(s, e);
    for (let f = 0; f < n; f++) {
      if (dist[f]! >= 0) continue;
      const cf = f === moved ? cell : entryCell(s, f);
      if (adjacent(ce, cf)) {
        dist[f] = dist[e]! + 1;
        queue[tail++] = f;
      }
    }
  }
  return tail === n;
}

/** Breadth-first distances along structures from entry `from` (-1: unreachable) into `out`. */
export function distancesFrom(s: Int32Array, from: number, out: Int32Array): void {
  const n = s[W_COUNT]!;
  for (let e = 0; e < n; e++) out[e] = -1;
  out[from] = 0;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const e = queue[head++]!;
    const ce = entryCell(s, e);
    for (let f = 0; f < n; f++) {
      if (out[f]! >= 0) continue;
      if (adjacent(ce, entryCell(s, f))) {
        out[f] = out[e]! + 1;
        queue[tail++] = f;
      }
    }
  }
}

const far = new Int32Array(TILES);

/**
 * Distance from the position `from` (a cell or OUTSIDE) to the structure on cell `to`: 1 from
 * outside, the path length along structures from inside, -1 when undefined (no path, or `to`
 * outside the matrix).
 */
export function distance(s: Int32Array, from: number, to: number): number {
  if (to === OUTSIDE) return -1;
  const target = entryAt(s, to);
  if (target < 0) return -1;
  if (from === OUTSIDE) return 1;
  if (from === to) return 0;
  const start = entryAt(s, from);
  if (start < 0) return -1;
  distancesFrom(s, start, far);
  return far[target]!;
}

/**
 * When the tiles still to come might not fit on some side of the frame (only after Babylon Q
 * moved a structure), moves every structure and breaker so that the shape's bounding box is
 * centred; otherwise leaves them.
 */
export function recentre(s: Int32Array): void {
  const n = s[W_COUNT]!;
  let minX = SIDE;
  let maxX = -1;
  let minY = SIDE;
  let maxY = -1;
  for (let e = 0; e < n; e++) {
    const c = entryCell(s, e);
    const x = c % SIDE;
    const y = (c / SIDE) | 0;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  // Room for every tile still to come on each side (the first tile's own margin): keep it.
  if (minX + n >= 25 && maxX - n <= 23 && minY + n >= 25 && maxY - n <= 23) return;
  const dx = ((SIDE - (maxX - minX + 1)) >> 1) - minX;
  const dy = ((SIDE - (maxY - minY + 1)) >> 1) - minY;
  const shift = dy * SIDE + dx;
  if (shift === 0) return;
  for (let e = 0; e < n; e++) s[W_S + e * S_WORDS + S_CELL] = entryCell(s, e) + shift;
  for (let b = 0; b < 4; b++) {
    if (s[W_POS + b] !== OUTSIDE) s[W_POS + b] = s[W_POS + b]! + shift;
  }
}

/** Cell index of the structures (entry + 1; 0 for none), filled only while `indexCells` holds. */
const grid = new Int32Array(CELLS);

/** Indexes the structures by cell for the fast lookups below (undo with `unindexCells`). */
export function indexCells(s: Int32Array): void {
  const n = s[W_COUNT]!;
  for (let e = 0; e < n; e++) grid[entryCell(s, e)] = e + 1;
}

export function unindexCells(s: Int32Array): void {
  const n = s[W_COUNT]!;
  for (let e = 0; e < n; e++) grid[entryCell(s, e)] = 0;
}

/** `entryAt` while the cells are indexed. */
export function indexedAt(cell: number): number {
  return cell < 0 || cell >= CELLS ? -1 : grid[cell]! - 1;
}

function aroundIndexed(cell: number): number {
  let c = 0;
  if (indexedAt(cell - SIDE) >= 0) c++;
  if (indexedAt(cell - 1) >= 0) c++;
  if (indexedAt(cell + 1) >= 0) c++;
  if (indexedAt(cell + SIDE) >= 0) c++;
  return c;
}

/**
 * `canPlace(s, cell, -1, origin)` while the cells are indexed, in constant time: the tiles
 * never touch the frame's edge (layout.ts), so index neighbours are grid neighbours.
 */
export function canPlaceIndexed(s: Int32Array, cell: number, origin: number): boolean {
  if (s[W_COUNT] === 0) return cell === origin;
  if (indexedAt(cell) >= 0) return false;
  const around = aroundIndexed(cell);
  if (around === 0 || around > 3) return false;
  for (let d = 0; d < 4; d++) {
    const q = d === 0 ? cell - SIDE : d === 1 ? cell - 1 : d === 2 ? cell + 1 : cell + SIDE;
    if (indexedAt(q) >= 0 && aroundIndexed(q) >= 3) return false;
  }
  return true;
}
