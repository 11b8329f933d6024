/**
 * Matrix (piecepack)'s lessons on families of custom ice breakers, a family being the breakers
 * whose abilities work the same way (the rulebook lists them by colour): here the breakers that
 * turn power-ups into strength, shown with Sendai Sub-Street (red 1). Each is a position from
 * `lesson-positions.ts` and a task; `lessons.test.ts` plays every step through the rules.
 */
import type { Lesson } from '@matrix-arcade/core';
import { A_SPEND } from './layout.js';
import { SENDAI, moveTo, sendai } from './lesson-positions.js';
import { commit } from './lessons-first-game.js';
import type { PiecepackState } from './state.js';

const RED = 2;

function powerUpBreakersLesson(): Lesson<PiecepackState> {
  const fort = moveTo(RED, 1, 0);
  const spendRed = A_SPEND + RED;
  return {
    id: 'power-up-breakers',
    title: 'Breakers that buy strength',
    kind: 'advanced',
    summary: 'Sendai Sub-Street and Klein Liar turn power-ups into strength.',
    teaches: ['red-breakers', 'green-breakers', 'custom-breakers'],
    options: { red: SENDAI },
    seat: 0,
    start: sendai,
    steps: [
      {
        kind: 'read',
        text: 'Some custom breakers turn power-ups into strength. Sendai Sub-Street (red) rolls no die: it is 3, and each red power-up spent adds 2 instead of 1. Klein Liar (green) rolls as usual, but may spend power-ups of any colour, +1 each.',
        point: { part: 'pool' },
      },
      {
        kind: 'move',
        text: 'Sendai Sub-Street stands beside the red fort. Challenge it.',
        accept: [fort],
        point: fort,
        otherwise: 'Move Sendai Sub-Street onto the red fort, right of it.',
      },
      {
        kind: 'move',
        text: '3, +1 on its own colour: 4 against 6. Spend a red power-up: +2.',
        accept: [spendRed],
        point: spendRed,
        otherwise: 'Spend a red power-up in the Decide panel.',
      },
      {
        kind: 'move',
        text: '6 against 6 is not enough: a breaker must be stronger. Spend the second one.',
        accept: [spendRed],
        point: spendRed,
        wrong: [
          {
            moves: (a) => a !== spendRed,
            reason: '6 does not beat 6: spend the second red power-up first.',
          },
        ],
        otherwise: 'Spend the second red power-up.',
      },
      commit(
        '8 against 6, and no die to fail. Commit.',
        'The red fort is taken for two power-ups, and its own red power-up is yours.',
      ),
    ],
  };
}

/** The custom breakers' family lessons. */
export const breakerFamilies = (): Lesson<PiecepackState>[] => [powerUpBreakersLesson()];
