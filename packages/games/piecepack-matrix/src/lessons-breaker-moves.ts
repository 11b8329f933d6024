/**
 * Matrix (piecepack)'s lessons on families of custom ice breakers that move: those that reach
 * past their neighbours (Chiba Cross Talk, red 2), those that move the other breakers
 * (Self-Fragment LISP, black 1) and those that move the tiles (Viral Dub, blue 5); each lesson
 * explains one just before it is used and the rest of its family one by one after it
 * (`family`: a step each, never a wall of text; `lessons-breaker-families.ts` has the
 * ones that gain strength). Each is a position from `lesson-positions.ts` and a task;
 * `lessons.test.ts` plays every step through the rules and checks the strengths the steps say.
 */
import type { Lesson, LessonStep } from '@matrix-arcade/core';
import { A_DIE, A_LISP, A_SPEND, A_VIRAL } from './layout.js';
import { CHIBA, LISP, VIRAL, chiba, lisp, moveTo, viralDub } from './lesson-positions.js';
import { commit } from './lessons-first-game.js';
import type { PiecepackState } from './state.js';

const RED = 2;

/**
 * A step naming one more breaker of the lesson's family, read once the lesson's own breaker has
 * done its work: one breaker a step, so no step is a wall of text.
 */
export function family(text: string, part = 'board'): LessonStep {
  return { kind: 'read', text, point: { part } };
}

function reachLesson(): Lesson<PiecepackState> {
  const fort = moveTo(RED, 2, 0);
  const spendRed = A_SPEND + RED;
  return {
    id: 'reaching-breakers',
    title: 'Breakers that reach',
    kind: 'advanced',
    summary: 'Chiba Cross Talk and the Kuangs challenge tiles that are not beside them.',
    teaches: ['red-breakers', 'black-breakers', 'custom-breakers'],
    options: { red: CHIBA },
    seat: 0,
    start: chiba,
    steps: [
      {
        kind: 'read',
        text: 'Some custom breakers reach past the four spaces beside them. The one on the board, Chiba Cross Talk (red), may challenge any tile within distance 2.',
        point: { part: 'board' },
      },
      {
        kind: 'move',
        text: 'The red fort is two tiles from Chiba Cross Talk, past the black 5. Challenge it from here.',
        accept: [fort],
        point: fort,
        otherwise: 'Challenge the red fort, two tiles to the right.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: A_DIE + 6,
        text: 'A 6: the die minus 1 is 5, +1 on red: 6 against 6.',
      },
      {
        kind: 'move',
        text: '6 does not beat 6. Spend the red power-up: +1.',
        accept: [spendRed],
        point: spendRed,
        otherwise: 'Spend the red power-up in the Decide panel.',
      },
      commit('7 against 6. Commit.', 'Chiba Cross Talk took the red fort from two tiles away.'),
      family(
        'The same family: Kuang Grade Mark Eleven (black) takes 1 brain damage, then rolls a die: that is how far it may reach.',
      ),
      family(
        'Assimilation Kuang (black) pays one power-up of each colour and 1 brain damage to move onto any installed tile, even one another breaker holds.',
      ),
    ],
  };
}
function swapLesson(): Lesson<PiecepackState> {
  const swapRed = A_LISP + RED;
  const fort = moveTo(RED, 1, 0);
  return {
    id: 'swapping-breakers',
    title: 'Breakers that move the others',
    kind: 'advanced',
    summary: 'Self-Fragment LISP, Finn Construct and Case-Curry Construct swap breakers around.',
    teaches: ['black-breakers', 'green-breakers', 'custom-breakers'],
    options: { black: LISP },
    seat: 0,
    start: lisp,
    steps: [
      {
        kind: 'read',
        text: 'A breaker in the matrix never leaves it, and moves only by challenging a tile beside it. Some custom breakers move the others. The one on the board, Self-Fragment LISP (black): 1 brain damage to trade places with any other breaker, in or out of the matrix.',
        point: { part: 'board' },
      },
      {
        kind: 'move',
        text: 'The red breaker is three tiles from the red fort; Self-Fragment LISP stands right beside it. Trade places with the red breaker.',
        accept: [swapRed],
        point: swapRed,
        otherwise:
          'Use Self-Fragment LISP’s ability on its card: trade places with the red breaker.',
      },
      {
        kind: 'move',
        text: 'Now the red breaker challenges the red fort.',
        accept: [fort],
        point: fort,
        otherwise: 'Move the red breaker onto the red fort, right of it.',
      },
      { kind: 'reply', by: 'chance', action: A_DIE + 6, text: 'A 6, +1 on red: 7 against 6.' },
      commit('Commit.', 'The red fort holds its own breaker, for 1 brain damage.'),
      family(
        'The same family: Finn Construct (green), from inside the matrix, pays 2 brain damage and a power-up of one of their colours to swap any two breakers.',
      ),
      family(
        'Case-Curry Construct (green), from inside the matrix, pays a power-up of each colour and 1 brain damage to rearrange them all.',
      ),
    ],
  };
}
function tileLesson(): Lesson<PiecepackState> {
  const BLUE = 3;
  // Viral Dub picks each tile by its place: the board's cell (a move of breaker 0 is its cell).
  const pickFort = A_VIRAL + moveTo(0, 3, 0);
  const withRed5 = A_VIRAL + moveTo(0, 1, 0);
  const fort = moveTo(BLUE, 1, 0);
  const spendBlue = A_SPEND + BLUE;
  return {
    id: 'tile-moving-breakers',
    title: 'Breakers that move the tiles',
    kind: 'advanced',
    summary: 'Viral Dub, Babylon Q and Dahlia Mix bring the tiles to the breakers.',
    teaches: ['blue-breakers', 'custom-breakers'],
    options: { blue: VIRAL },
    seat: 0,
    start: viralDub,
    steps: [
      {
        kind: 'read',
        text: 'Blue breakers can move the tiles themselves. The one on the board, Viral Dub: a blue power-up and 1 brain damage swap two tiles no breaker holds, one of them beside Viral Dub.',
        point: { part: 'board' },
      },
      {
        kind: 'move',
        text: 'The blue fort is three tiles away. Use Viral Dub’s ability: first pick the blue fort.',
        accept: [pickFort],
        point: pickFort,
        otherwise: 'On Viral Dub’s card, pick the blue fort to swap.',
      },
      {
        kind: 'move',
        text: 'Then the red 5 beside Viral Dub: the two tiles change places.',
        accept: [withRed5],
        point: withRed5,
        otherwise: 'Swap the blue fort with the red 5, beside Viral Dub.',
        done: 'The blue fort is beside Viral Dub now, for a blue power-up and 1 brain damage.',
      },
      {
        kind: 'move',
        text: 'Challenge the blue fort.',
        accept: [fort],
        point: fort,
        otherwise: 'Move Viral Dub onto the blue fort, right of it.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: A_DIE + 6,
        text: 'A 6: blue breakers are the die minus 2, so 4, +1 on blue: 5 against 6.',
      },
      {
        kind: 'move',
        text: 'Spend a blue power-up: +1.',
        accept: [spendBlue],
        point: spendBlue,
        otherwise: 'Spend a blue power-up in the Decide panel.',
      },
      {
        kind: 'move',
        text: '6 does not beat 6: spend the last blue power-up.',
        accept: [spendBlue],
        point: spendBlue,
        otherwise: 'Spend the second blue power-up.',
      },
      commit('7 against 6. Commit.', 'The blue fort is taken: the tile came to the breaker.'),
      family(
        'The same family: Babylon Q pays any two power-ups and 1 brain damage to move the tile it holds, with it, to any place a tile could be installed.',
      ),
      family(
        'Dahlia Mix pays the same to swap the tile she holds, with her, and any tile no breaker holds. Enigma, in its own lesson, swaps the forts.',
      ),
    ],
  };
}
/** The families of breakers that move, in the lesson list's order. */
export const breakerMoves = (): Lesson<PiecepackState>[] => [
  reachLesson(),
  swapLesson(),
  tileLesson(),
];
