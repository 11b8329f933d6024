/**
 * Small maps and helpers for the rules tests: a 4 × 4 duel room and solo rooms with each guard,
 * `play`, which applies actions by code and fails loudly on an illegal one, and the duel of the
 * sealing-wall case (`wallDuel`).
 */
import { END, facingAction, rollAction, startAction, useAction } from './actions.js';
import { M_BYTE, M_STAY } from './codes.js';
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

/**
 * The rulebook's sealing-wall case on ROOM with 6 bytes each: P1 on a1 facing east (a byte
 * gained), P2 on d1 facing south; round 2 has been rolled (4, 4, 4), P2 stayed, P1 is to move.
 */
export function wallDuel(): MatrixMazeState {
  const s = fromMap({ ...ROOM, bytes: 6 });
  return play(
    s,
    startAction(0),
    startAction(1),
    rollAction(4, 4, 6),
    facingAction(1),
    useAction(6, M_BYTE),
    END,
    facingAction(2),
    useAction(4, M_STAY),
    END,
    rollAction(4, 4, 4),
    useAction(4, M_STAY),
    END,
  );
}
