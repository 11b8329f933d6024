/**
 * Matrix Maze's lessons on the second solo map of each System Guard: Data Orchard (the
 * Collectors, whose path crosses half the codes) and Watchtower (the IY's, circling the middle).
 * Each is a position from `lesson-positions.ts` and a task; `lessons.test.ts` plays every step
 * through the rules and checks where the guard ends and what it took or saw.
 */
import type { Lesson } from '@matrix-arcade/core';
import { useAction } from './actions.js';
import { M_RIGHT, M_STRAIGHT } from './codes.js';
import { dataOrchard, watchtower } from './lesson-positions.js';
import { end } from './lessons-first-game.js';
import type { MatrixMazeState } from './state.js';

function dataOrchardLesson(): Lesson<MatrixMazeState> {
  const one = useAction(1, M_STRAIGHT);
  return {
    id: 'data-orchard',
    title: 'Solo map: Data Orchard',
    kind: 'advanced',
    summary: 'The Collectors’ second map: take the codes off their path.',
    teaches: ['solo', 'collectors', 'maps'],
    options: { map: 'data-orchard' },
    seat: 0,
    start: dataOrchard,
    steps: [
      {
        kind: 'read',
        text: 'Data Orchard: the Collectors start at a1, and their path crosses three of the six codes, b2, e2 and g3. If they take all three before you hold 3, you lose. The other three, c6, d4 and f6, lie off their path: only you can take those.',
        point: { part: 'maze' },
      },
      {
        kind: 'move',
        text: 'c6 is two steps south of you. Use a 1: straight on to c5.',
        accept: [one],
        point: one,
        otherwise: 'Use a 1 to step south, to c5.',
      },
      {
        kind: 'move',
        text: 'And the other 1: on to c6, a code.',
        accept: [one],
        point: one,
        otherwise: 'Use the second 1 to step onto c6.',
        done: 'A code the guard could never have taken.',
      },
      end(
        'End your turn, and watch the guard.',
        'It crossed off b1 and b2, and took the code at b2: one of its three.',
      ),
    ],
  };
}

function watchtowerLesson(): Lesson<MatrixMazeState> {
  const right = useAction(2, M_RIGHT);
  const one = useAction(1, M_STRAIGHT);
  return {
    id: 'watchtower',
    title: 'Solo map: Watchtower',
    kind: 'advanced',
    summary: 'The IY’s second map: a guard circling the middle.',
    teaches: ['solo', 'iys', 'maps'],
    options: { map: 'watchtower' },
    seat: 0,
    start: watchtower,
    steps: [
      {
        kind: 'read',
        text: 'Watchtower: the IY’s circle the middle of the map, from e5 round by g5, h4 and g3 and back. The code at g4 lies on its round; the code at b2, two steps from you, lies well away from it.',
        point: { part: 'maze' },
      },
      {
        kind: 'move',
        text: 'Use the 2: a right turn from south is west, to c2.',
        accept: [right],
        point: right,
        otherwise: 'Use the 2 to turn right, to c2.',
      },
      {
        kind: 'move',
        text: 'Then the 1: straight on to b2, the code.',
        accept: [one],
        point: one,
        otherwise: 'Use the 1 to step on to b2.',
      },
      end(
        'End your turn, and watch the guard.',
        'It walked to e4 and f4, and looks along row 4 and column f until a wall: you are in neither.',
      ),
    ],
  };
}

/** The second solo map of each guard. */
export const soloMaps = (): Lesson<MatrixMazeState>[] => [dataOrchardLesson(), watchtowerLesson()];
