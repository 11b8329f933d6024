/**
 * Matrix Maze's lesson on the duel's round limit: the last round of a duel with one code each,
 * where the code taken decides the count when time runs out. A position from
 * `lesson-positions.ts` and a task; `lessons.test.ts` plays it through the rules.
 */
import type { Lesson } from '@matrix-arcade/core';
import { useAction } from './actions.js';
import { M_RIGHT } from './codes.js';
import { lastRound } from './lesson-positions.js';
import { end } from './lessons-first-game.js';
import type { MatrixMazeState } from './state.js';

export function roundLimitLesson(): Lesson<MatrixMazeState> {
  const toCode = useAction(2, M_RIGHT);
  return {
    id: 'round-limit',
    title: 'The round limit',
    kind: 'advanced',
    summary: 'When time runs out, the one holding more codes wins.',
    teaches: ['codes', 'rounds'],
    options: { roundLimit: 40 },
    seat: 0,
    start: lastRound,
    steps: [
      {
        kind: 'read',
        text: 'A duel has a round limit, 40 rounds unless you set another. This is the last round: when it ends, whoever holds more SOURCE CODEs wins, and equal codes are a draw. You and your opponent hold one each.',
        point: { part: 'scores' },
      },
      {
        kind: 'move',
        text: 'Your opponent has played this round already: you move last. Take the code at c6: the 2 turns right.',
        accept: [toCode],
        point: toCode,
        otherwise: 'Use the 2 to turn right, onto the code at c6.',
        done: 'Two codes against one.',
      },
      end('End your turn: the round ends, and with it the duel.'),
    ],
  };
}
