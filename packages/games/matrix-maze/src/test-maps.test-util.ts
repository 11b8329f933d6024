/**
 * Small maps and helpers for the rules tests: a 4 × 4 duel room and solo rooms with each guard,
 * and `play`, which applies actions by code and fails loudly on an illegal one.
 */
import { rollAction } from './actions.js';
import { applyAction } from './rules.js';
import { type MatrixMazeState, fromMap } from './state.js';
import type { MazeMapJson } from './maps/map-format.js';

/**
 * 4 × 4, starts in the corners (A a1, B d1, C a4, D d4), codes at b2, c3, b4, d2 and c1; one
 * wall between b1 and b2.
 */
export const ROOM: MazeMapJson = {
  format: 'matrix-maze-map',
  version: 1,
  id: 'room',
  name: 'Room',
  mood: 'A test room.',
  mode: 'duel',
  width: 4,
  height: 4,
  bytes: 2,
  walls: ['b1-b2'],
  starts: { A: 'a1', B: 'd1', C: 'a4', D: 'd4' },
  sources: ['b2', 'c3', 'b4', 'd2', 'c1'],
};

export const soloRoom = (
  mode: 'collectors' | 'iys',
  path: string[],
  walls: string[] = [],
): MazeMapJson => ({
  ...ROOM,
  id: `solo-${mode}`,
  mode,
  bytes: 3,
  walls,
  guard: { path },
});

export function play(s: MatrixMazeState, ...actions: number[]): MatrixMazeState {
  return actions.reduce((st, a) => applyAction(st, a), s);
}

/** A duel on ROOM with both avatars placed (starts given) and the first roll made. */
export function duel(startA: number, startB: number, roll: [number, number, number], map = ROOM) {
  const s = fromMap(map);
  return play(s, 4 + startA, 4 + startB, rollAction(...roll));
}
