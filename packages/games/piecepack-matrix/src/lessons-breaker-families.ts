/**
 * Matrix (piecepack)'s lessons on families of custom ice breakers that gain strength, a family
 * being the breakers whose abilities work the same way (the rulebook lists them by colour): those
 * that turn power-ups into strength (Sendai Sub-Street, red 1), those whose strength comes from
 * where they stand (Hosaka Prime, red 3) and those that pay brain damage for it (Ankara, black
 * 2); each lesson explains the breaker at work just before it is used, and the rest of its family
 * one by one after it (`family`: a step each, never a wall of text). The breakers that move
 * are in `lessons-breaker-moves.ts`. Each is a position from `lesson-positions.ts` and a task;
 * `lessons.test.ts` plays every step through the rules and checks the strengths the steps say.
 */
import type { Lesson } from '@matrix-arcade/core';
import { A_ANKARA, A_DIE, A_SPEND } from './layout.js';
import { ANKARA, HOSAKA, SENDAI, ankara, hosaka, moveTo, sendai } from './lesson-positions.js';
import { commit } from './lessons-first-game.js';
import { breakerMoves, family } from './lessons-breaker-moves.js';
import type { PiecepackState } from './state.js';

const [BLACK, RED] = [0, 2];

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
        text: 'Some custom breakers turn power-ups into strength. The one on the board, Sendai Sub-Street (red), rolls no die: it is 3, and each red power-up it spends adds 2 instead of 1.',
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
      family(
        'The same family: Klein Liar (green) rolls as usual, but may spend power-ups of any colour, +1 each.',
        'pool',
      ),
      family(
        'Sliver Virus (red) spends red power-ups its own way: one sets its strength to the red tiles installed plus 1; another weakens the tile it stands on by 2 for good.',
        'pool',
      ),
    ],
  };
}
function placeLesson(): Lesson<PiecepackState> {
  const fort = moveTo(RED, 1, 0);
  return {
    id: 'placed-breakers',
    title: 'Breakers strong in the right place',
    kind: 'advanced',
    summary:
      'Hosaka Prime, Zion Loop, Dub Lattice, Stealth Blade and Trinity Prep draw on where they stand.',
    teaches: ['red-breakers', 'green-breakers', 'blue-breakers', 'custom-breakers'],
    options: { red: HOSAKA },
    seat: 0,
    start: hosaka,
    steps: [
      {
        kind: 'read',
        text: 'Some custom breakers draw strength from where they stand. The one on the board, Hosaka Prime (red), adds 3 while it stands on a red tile.',
        point: { part: 'board' },
      },
      {
        kind: 'move',
        text: 'Hosaka Prime stands on the red 2, beside the red fort. Challenge the fort.',
        accept: [fort],
        point: fort,
        otherwise: 'Move Hosaka Prime onto the red fort, right of it.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: A_DIE + 4,
        text: 'A 4: the die minus 1 is 3, +1 on red, +3 for standing on red: 7 against 6.',
      },
      commit('Commit.', 'Taken: Hosaka Prime now stands on the red fort, still on red.'),
      family(
        'The same family, in blue: Zion Loop, on a blue tile, is the die plus that tile’s strength. Dub Lattice may instead be 3 plus the blue tiles within distance 4.',
      ),
      family(
        'Stealth Blade (red) is 1 plus the distance to the nearest other breaker. Trinity Prep (green) is the sum of the strengths of the breakers beside it.',
      ),
    ],
  };
}
function damageLesson(): Lesson<PiecepackState> {
  const fort = moveTo(BLACK, 1, 0);
  return {
    id: 'damage-breakers',
    title: 'Breakers that pay in brain damage',
    kind: 'advanced',
    summary:
      'Ankara and Black Diamond trade brain damage for strength; Flatline Dix lends it free.',
    teaches: ['black-breakers', 'green-breakers', 'custom-breakers'],
    options: { black: ANKARA },
    seat: 0,
    start: ankara,
    steps: [
      {
        kind: 'read',
        text: 'Some custom breakers buy strength with brain damage, between challenges. The one on the board, Ankara (black): 1 brain damage for +2 on its next challenge, as often as you like.',
        point: { part: 'damage' },
      },
      {
        kind: 'move',
        text: 'Ankara stands beside the black fort; a fort needs 7. Use Ankara’s ability: +2 for 1 brain damage.',
        accept: [A_ANKARA],
        point: A_ANKARA,
        otherwise: 'Use the ability on Ankara’s card.',
      },
      {
        kind: 'move',
        text: 'Once more: +4 in all, for 2 brain damage.',
        accept: [A_ANKARA],
        point: A_ANKARA,
        otherwise: 'Use Ankara’s ability a second time.',
      },
      {
        kind: 'move',
        text: 'Now challenge the black fort.',
        accept: [fort],
        point: fort,
        otherwise: 'Move Ankara onto the black fort, right of it.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: A_DIE + 3,
        text: 'A 3: the die minus 1 is 2, +1 on black, +4 bought: 7 against 6.',
      },
      commit(
        'Commit.',
        'The black fort is taken for 2 brain damage: any roll of 3 or more would have done.',
      ),
      family(
        'The same family: Black Diamond (black) pays 2 brain damage for +3 to every breaker within distance 5.',
        'damage',
      ),
      family('Flatline Dix (green) asks nothing: each breaker within distance 3 of it gets +1.'),
    ],
  };
}
/** The custom breakers' family lessons: the three that gain strength, then the three that move. */
export const breakerFamilies = (): Lesson<PiecepackState>[] => [
  powerUpBreakersLesson(),
  placeLesson(),
  damageLesson(),
  ...breakerMoves(),
];
