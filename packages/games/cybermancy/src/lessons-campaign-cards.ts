/**
 * CYBERMANCY's lessons on the campaign's cards that are not burners: the hanged man (chapter 3),
 * a program worth 12 that fits on any stack and matches no royal, and the moon and the sun
 * (chapter 5), resets like the star. Each is a position from `lesson-positions.ts` and a task;
 * `lessons.test.ts` plays every step through the rules and checks the numbers the steps say.
 */
import type { Lesson } from '@matrix-arcade/core';
import { hangedMan, moonAndSun } from './lesson-positions.js';
import type { CybermancyState } from './state.js';

/** The matrix's cells are their own actions, in reading order. */
const TOP_LEFT = 0;
const BOTTOM_MIDDLE = 7;
const BOTTOM_RIGHT = 8;

function hangedManLesson(): Lesson<CybermancyState> {
  return {
    id: 'hanged-man',
    title: 'The hanged man',
    kind: 'advanced',
    summary: 'Chapter 3: a program worth 12 that fits on any stack, and matches no royal.',
    teaches: ['wild-trumps', 'campaign'],
    options: { mode: 'campaign', chapter: 3 },
    seat: 0,
    start: hangedMan,
    steps: [
      {
        kind: 'read',
        text: 'Chapter 3 brings the hanged man as well as death. It is a program worth 12: it goes on any stack showing 12 or less, so here, where every stack shows 9 or 10, it fits anywhere.',
        point: { part: 'hand' },
      },
      {
        kind: 'move',
        text: 'Put it where it fires: on the top-left 9♠, row 1’s 5♥ + 6♦ = 11 reaches the paige of coins at its other end.',
        accept: [TOP_LEFT],
        point: TOP_LEFT,
        otherwise:
          'This step asks for the top-left corner: from there row 1 fires at the paige of coins.',
        done: '11 against her 11: the paige of coins is dead. Column 1 fired too, 10♣ + 8♠ = 18 at the queen of cups, but black cards cannot hurt a red queen.',
      },
      {
        kind: 'read',
        text: 'The hanged man now tops the corner at 12: no program worth less can go on it. It has no suit and no colour, so in a line it can never help overload a queen or a king.',
        // The corner the words are about, not the next card in hand.
        point: { action: TOP_LEFT },
      },
    ],
  };
}

function moonAndSunLesson(): Lesson<CybermancyState> {
  return {
    id: 'moon-and-sun',
    title: 'The moon and the sun',
    kind: 'advanced',
    summary: 'Chapter 5: two more resets like the star, each firing where it lands.',
    teaches: ['star-moon-sun'],
    options: { mode: 'campaign', chapter: 5 },
    seat: 0,
    start: moonAndSun,
    steps: [
      {
        kind: 'move',
        text: 'Chapter 5 brings the star, the moon and the sun. You drew the moon: like an ace it resets any stack, then shows 1, and its reset fires. Reset the top-left 10♠: row 1’s 7♥ + 8♦ = 15, both red, against the queen of coins at 12.',
        accept: [TOP_LEFT],
        point: TOP_LEFT,
        wrong: [
          {
            moves: [BOTTOM_MIDDLE],
            reason:
              '7♥ + 10♦ = 17 would be enough for the king of wands, but a king needs two cards of his own suit: neither is a club.',
          },
        ],
        otherwise:
          'This step asks for the top-left corner: from there row 1 fires at the queen of coins.',
        done: 'The queen of coins is dead, and the moon shows 1 in the corner.',
      },
      {
        kind: 'move',
        text: 'Then the sun, the same again. On your own: find the reset that kills the paige of swords, left of row 3.',
        accept: [BOTTOM_RIGHT],
        point: BOTTOM_RIGHT,
        alone: true,
        wrong: [
          {
            moves: [BOTTOM_MIDDLE],
            reason: 'That fires up column 2 at the king of wands, who needs clubs.',
          },
        ],
        otherwise: 'She is left of row 3: reset the stack at the other end of row 3.',
        done: '6♠ + 5♥ = 11: a paige takes any cards. None of the three is wild: on a stack each counts 1, like an ace.',
      },
    ],
  };
}

/** The campaign's new programs and resets, in chapter order. */
export const campaignCards = (): Lesson<CybermancyState>[] => [
  hangedManLesson(),
  moonAndSunLesson(),
];
