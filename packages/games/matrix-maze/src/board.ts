/**
 * What a player's sheet allows: walls (the map's and those built on the sheet), which squares
 * an avatar may enter, dead ends, which dice are usable, and the IY's line of sight. Pure
 * functions of the map and one seat; the rules (rules.ts) build on them.
 */
import { M_BYTE, M_LEFT, M_RIGHT, M_STAY, M_STRAIGHT } from './codes.js';
import { inSight } from './maps/map-format.js';
import type { MazeMap } from './maps/map-format.js';
import { edgeIndex, neighbour } from './maps/squares.js';
import type { SeatState } from './state.js';

/** True when a wall (the map's, or one built on this sheet) closes side `dir` of `cell`. */
export function walled(map: MazeMap, seat: SeatState, cell: number, dir: number): boolean {
  if (map.walls[cell]! & (1 << dir)) return true;
  if (seat.built.length === 0) return false;
  return seat.built.includes(edgeIndex(cell, dir, map.width, map.height));
}

/** The direction of a relative move (0 straight, 1 right, 2 left) for a facing. */
export function moveDirection(facing: number, move: number): number {
  return move === M_RIGHT ? (facing + 1) & 3 : move === M_LEFT ? (facing + 3) & 3 : facing;
}

/**
 * The square the avatar would enter moving in `dir`, or -1: off the grid, into a visited square,
 * or through a wall (`through` false) / where there is no wall to go through (`through` true).
 */
export function target(map: MazeMap, seat: SeatState, dir: number, through: boolean): number {
  const n = neighbour(seat.pos, dir, map.width, map.height);
  if (n < 0 || seat.visited[n]) return -1;
  return walled(map, seat, seat.pos, dir) === through ? n : -1;
}

/** Whether any of the moves open to the avatar (without hacks) leads somewhere. */
export function canMoveSomewhere(map: MazeMap, seat: SeatState): boolean {
  if (seat.facing < 0) {
    for (let d = 0; d < 4; d++) if (target(map, seat, d, false) >= 0) return true;
    return false;
  }
  for (let m = M_STRAIGHT; m <= M_LEFT; m++) {
    if (target(map, seat, moveDirection(seat.facing, m), false) >= 0) return true;
  }
  return false;
}

/** A dead end: no straight, right or left move (any direction while the facing is unchosen). */
export function inDeadEnd(map: MazeMap, seat: SeatState): boolean {
  return !canMoveSomewhere(map, seat);
}

/** The moves a die face allows, before any hack. */
export function facesMoves(face: number): readonly number[] {
  switch (face) {
    case 1:
      return [M_STRAIGHT];
    case 2:
      return [M_RIGHT];
    case 3:
      return [M_LEFT];
    case 4:
      return [M_STAY];
    case 5:
      return [M_STRAIGHT, M_RIGHT, M_LEFT];
    default:
      return [M_BYTE];
  }
}

/** Whether a die of `face` can be used without a hack. */
export function dieUsable(map: MazeMap, seat: SeatState, face: number): boolean {
  for (const m of facesMoves(face)) {
    if (m >= M_STAY) return true;
    if (target(map, seat, moveDirection(seat.facing, m), false) >= 0) return true;
  }
  return false;
}

/** The IY's see the square `cell` from the guard's square (walls of the map block sight). */
export function guardSees(map: MazeMap, guardCell: number, cell: number): boolean {
  return inSight(
    guardCell,
    cell,
    map.width,
    map.height,
    (c, d) => (map.walls[c]! & (1 << d)) !== 0,
  );
}
