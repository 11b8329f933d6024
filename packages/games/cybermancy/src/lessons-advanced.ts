/**
 * CYBERMANCY's advanced lessons, each a position and a task: preventative ICE; the advanced
 * mode's wild trumps (on the rulebook's play example); a random challenge's knights; and the
 * campaign's burners, chapter by chapter (death; temperance and the devil; the tower and the
 * star; the world and judgement). Positions come from `lesson-positions.ts`; `lessons.test.ts`
 * plays every step through the rules.
 */
import type { Lesson } from '@matrix-arcade/core';
import { outside, positionAction } from '@matrix-arcade/matrix-overload';
import { cybermancy } from './game.js';
import { knights, playExample, preventative } from './lesson-positions.js';
import type { CybermancyState } from './state.js';

function preventativeIce(): Lesson<CybermancyState> {
  const beside10 = positionAction(outside.right(2));
  return {
    id: 'preventative-ice',
    title: 'Preventative ICE',
    kind: 'advanced',
    summary: 'ICE laid down before any royal is there to take it.',
    teaches: ['ice', 'placing-royals'],
    options: {},
    seat: 0,
    start: preventative,
    steps: [
      {
        kind: 'read',
        text: 'No royal has been placed yet, and the 3♦ fits on no stack. With no royal to take it, ICE waits where a royal of its kind would go: beside the highest card of its suit.',
        point: { part: 'hand' },
      },
      {
        kind: 'move',
        text: 'Lay the 3♦ as preventative ICE beside the 10♦, the highest coin.',
        accept: [beside10],
        point: beside10,
        otherwise:
          'Preventative ICE goes where a coin royal would: beside the 10♦, right of row 2.',
      },
      {
        kind: 'move',
        text: 'The queen of coins is drawn. She goes beside the highest coin as well, and takes up the ICE waiting there.',
        accept: [beside10],
        point: beside10,
        otherwise: 'The queen of coins goes beside the 10♦, right of row 2.',
        done: 'She starts at 12 + 3 = 15 health: the royals heard you were coming.',
      },
    ],
  };
}

function advancedGame(): Lesson<CybermancyState> {
  const strength = cybermancy.legalActions(cybermancy.apply(playExample(), 0));
  return {
    id: 'advanced-game',
    title: 'Advanced: the full arcana',
    kind: 'advanced',
    summary: 'All 78 cards: the 2 to 10 of trumps are wild.',
    teaches: ['modes', 'wild-trumps'],
    options: { mode: 'advanced' },
    seat: 0,
    start: playExample,
    steps: [
      {
        kind: 'read',
        text: 'The advanced game plays all 78 cards. The 2 to 10 of trumps, like this 10♔, count as every suit at once: red for a queen, any suit for a king.',
        point: { action: 2 },
      },
      {
        kind: 'read',
        text: 'This is the rulebook’s own example, late in a run: six royals dead, five alive, one still in the deck. The queen of coins has 12 + 3 (her 3♦ ICE) = 15 health.',
        point: { action: positionAction(outside.right(1)) },
      },
      {
        kind: 'move',
        text: 'You drew the 6♣. It fits on the 6♠, the 5♠ or the A♣. Play it where it kills.',
        accept: [0],
        point: 0,
        alone: true,
        wrong: [
          {
            moves: [3],
            reason:
              'On the 5♠ it fires 8♦ + 8♥ = 16 at the king of cups, but the 8♦ is not a cup: he lives.',
          },
          {
            moves: [7],
            reason:
              'On the A♣ nothing fires (the royal above column 2 is dead), and a 6 there shuts out every lower card.',
          },
        ],
        otherwise: 'Play the 6♣ on the 6♠.',
        done: 'Row 1: 7♥ + 10♔ = 17 against 15, and both count as red: the queen dies. Column 1: 5♠ + 8♣ = 13 against the paige of wands’ 11: she dies too.',
      },
      {
        kind: 'move',
        text: 'Strength (11♔) is a program worth 11, so it fits on every stack; but unlike the 2 to 10 of trumps it is not wild, and matches no royal. Play it on any stack.',
        accept: [8, ...strength.filter((a) => a !== 8)],
        point: 8,
        otherwise: 'Strength fits on any stack here.',
      },
    ],
  };
}

function randomChallenge(): Lesson<CybermancyState> {
  const harmless = [8, 4, 5, 7];
  const afterKnight = cybermancy.legalActions(cybermancy.apply(knights(), 8));
  return {
    id: 'random-challenge',
    title: 'Random challenge: the knights',
    kind: 'advanced',
    summary: 'A challenge card adds cards to the basic deck; knights jam a stack.',
    teaches: ['modes', 'knights'],
    options: { mode: 'challenge', challenge: 'strength' },
    seat: 0,
    start: knights,
    steps: [
      {
        kind: 'read',
        text: 'In a random challenge, a card drawn from the challenge deck decides what joins the basic deck. Strength came up: it brings the four knights (strength itself stays out). You drew one.',
        point: { part: 'hand' },
      },
      {
        kind: 'move',
        text: 'A knight goes on any stack and fires nothing; while it is on top, no program may go there, and it shows 0. Put it where no living royal needs the stack: the queen of coins is fired at along row 1, the paige of swords along column 1.',
        accept: harmless,
        point: 8,
        wrong: [
          {
            moves: [0, 1, 2, 3, 6],
            reason:
              'That stack is on row 1 or column 1, the lines aimed at the living royals: a knight there would jam them.',
          },
        ],
        otherwise: 'Put the knight on a stack outside row 1 and column 1.',
        done: 'Programs cannot go on that stack now. A reset, another knight or the world will clear it, and the fool or the magician may have to: a knight’s 0 makes its stack a lowest one.',
      },
      {
        kind: 'move',
        text: 'The 4♣ goes around the knight: play it on any stack that takes it.',
        accept: [6, ...afterKnight.filter((a) => a !== 6)],
        point: 6,
        otherwise: 'A 4 needs a top card of 4 or less that no knight holds.',
      },
    ],
  };
}

/** The advanced lessons that are not about the campaign's burners, in order. */
export const advancedStart = (): Lesson<CybermancyState>[] => [
  preventativeIce(),
  advancedGame(),
  randomChallenge(),
];
