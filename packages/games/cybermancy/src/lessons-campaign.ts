/**
 * CYBERMANCY's campaign lessons: the burners, as the campaign's chapters bring them in — death
 * (chapter 3), temperance and the devil (chapter 4), the tower and the star (chapter 5), the
 * world and judgement (chapter 6). Each is a position from `lesson-positions.ts` and a choice of
 * target, the wrong targets explained; `lessons.test.ts` plays every step through the rules.
 */
import type { Lesson } from '@matrix-arcade/core';
import { outside, positionAction } from '@matrix-arcade/matrix-overload';
import { columnAction, rowAction, swapAction } from './actions.js';
import { death, temperance, tower, world } from './lesson-positions.js';
import type { CybermancyState } from './state.js';

const at = (p: number) => positionAction(p);
const TOP_LEFT = 0;

function deathLesson(): Lesson<CybermancyState> {
  return {
    id: 'campaign-death',
    title: 'Campaign: death',
    kind: 'advanced',
    summary: 'The campaign adds cards chapter by chapter; death brings a royal back.',
    teaches: ['campaign', 'burners', 'revive'],
    options: { mode: 'campaign', chapter: 3 },
    seat: 0,
    start: death,
    steps: [
      {
        kind: 'read',
        text: 'The campaign is seven runs, each adding a few cards to the one before. Chapter 3, Dead drop, brings the hanged man and death. You drew death, a burner: burners never go into the matrix; each is used for its effect, then discarded face up.',
        point: { part: 'hand' },
      },
      {
        kind: 'move',
        text: 'A burner with a target must be used. Death brings a dead royal back to life where it lies, with all its ICE. Choose the one that does the least harm: the paige of coins.',
        accept: [at(outside.right(1))],
        point: at(outside.right(1)),
        wrong: [
          {
            moves: [at(outside.below(1))],
            reason:
              'The king of swords would come back with his 11 of ICE: 24 health, black ICE, the run lost at once.',
          },
        ],
        otherwise: 'Revive the paige of coins, right of row 1.',
        done: 'The paige of coins is back, at 11 health.',
      },
      {
        kind: 'move',
        text: 'On your own: play the 4♣ where it kills her again.',
        accept: [TOP_LEFT],
        point: TOP_LEFT,
        alone: true,
        otherwise: 'She is right of row 1: play at the left end of row 1.',
        done: '7♥ + 8♦ = 15: dead again.',
      },
    ],
  };
}

function temperanceLesson(): Lesson<CybermancyState> {
  const kingOfWands = at(outside.below(1));
  return {
    id: 'temperance-and-devil',
    title: 'Temperance and the devil',
    kind: 'advanced',
    summary: 'Chapter 4: a clean kill, and a revival you must choose.',
    teaches: ['kill-any', 'revive', 'burners'],
    options: { mode: 'campaign', chapter: 4 },
    seat: 0,
    start: temperance,
    steps: [
      {
        kind: 'move',
        text: 'Chapter 4, Fair trade. Temperance kills any living royal outright, whatever its health. The king of wands has 13 + 7 = 20: one more ICE card and he is black ICE. Kill him.',
        accept: [kingOfWands],
        point: kingOfWands,
        wrong: [
          {
            moves: [at(outside.left(1))],
            reason:
              'The queen of cups has only 12: an overload can do that. Spend temperance on the king of wands, at 20.',
          },
        ],
        otherwise: 'Kill the king of wands, below column 1.',
      },
      {
        kind: 'move',
        text: 'The devil follows: like death, it must revive a dead royal, with its ICE. Choose the paige of coins: 11, and a kill ready for her.',
        accept: [at(outside.right(1))],
        point: at(outside.right(1)),
        wrong: [
          {
            moves: [at(outside.above(2))],
            reason: 'The queen of swords has a 9 of ICE: 21 health, black ICE, the run lost.',
          },
          {
            moves: [kingOfWands],
            reason: 'The king of wands would be back at 20, one card from black ICE.',
          },
        ],
        otherwise: 'Revive the paige of coins, right of row 1.',
      },
      {
        kind: 'move',
        text: 'On your own: kill her again with the 4♣.',
        accept: [TOP_LEFT],
        point: TOP_LEFT,
        alone: true,
        otherwise: 'She is right of row 1: play at the left end of row 1.',
      },
    ],
  };
}

function towerLesson(): Lesson<CybermancyState> {
  const swap = swapAction(outside.right(1), outside.left(1));
  return {
    id: 'tower-and-star',
    title: 'The tower and the star',
    kind: 'advanced',
    summary: 'Chapter 5: move a royal into the line of fire, then reset to fire.',
    teaches: ['the-tower', 'star-moon-sun'],
    options: { mode: 'campaign', chapter: 5 },
    seat: 0,
    start: tower,
    steps: [
      {
        kind: 'read',
        text: 'Chapter 5, Shaken tower. The queen of cups (12 + 3 ICE = 15) waits left of row 1, but the red 7♥ and 8♦ of row 1 would fire at the royal right of row 1: the king of swords, who needs swords.',
        point: { action: at(outside.left(1)) },
      },
      {
        kind: 'move',
        text: 'The tower swaps two living royals, each with its ICE; nothing fires. Swap the king of swords and the queen of cups: choose one, then the other.',
        accept: [swap],
        point: swap,
        otherwise: 'Swap the royals right of row 1 and left of row 1.',
        done: 'The queen now waits right of row 1, at the end of the red cards.',
      },
      {
        kind: 'move',
        text: 'You drew the star: like an ace it resets any stack and then shows 1, and its reset fires. On your own: find the reset that kills two royals.',
        accept: [TOP_LEFT],
        point: TOP_LEFT,
        alone: true,
        otherwise: 'Reset the corner at the left end of row 1 and the top of column 1.',
        done: 'Row 1: 7♥ + 8♦ = 15, both red: the queen dies. Column 1: 9♣ + 6♠ = 15: so does the paige of wands. The moon and the sun work the same way.',
      },
    ],
  };
}

function worldLesson(): Lesson<CybermancyState> {
  const row2 = rowAction(1);
  return {
    id: 'world-and-judgement',
    title: 'The world and judgement',
    kind: 'advanced',
    summary: 'Chapter 6: send a whole line back to the deck, then kill any royal.',
    teaches: ['the-world', 'kill-any'],
    options: { mode: 'campaign', chapter: 6 },
    seat: 0,
    start: world,
    steps: [
      {
        kind: 'read',
        text: 'Chapter 6, Final audit. The king of cups has 13 + 7 ICE = 20: one more ICE card ends the run.',
        point: { action: at(outside.right(2)) },
      },
      {
        kind: 'move',
        text: 'The world resets a whole row or column: its three stacks go under the deck, and so do the living royals at its two ends, each followed by its ICE. Reset row 2.',
        accept: [row2],
        point: row2,
        wrong: [
          {
            moves: [rowAction(0), rowAction(2), columnAction(0), columnAction(1), columnAction(2)],
            reason: 'The king of cups is right of row 2: only row 2 sends him back.',
          },
        ],
        otherwise: 'Reset row 2.',
        done: 'Row 2’s cells are empty now, and the king of cups went under the deck with his ICE: he will come back later at 13.',
      },
      {
        kind: 'move',
        text: 'Judgement kills any living royal. The queen of coins has 12 + 5 = 17; the paige of swords 11. Spend it on the harder one.',
        accept: [at(outside.above(3))],
        point: at(outside.above(3)),
        wrong: [
          {
            moves: [at(outside.left(3))],
            reason:
              'The paige has only 11, easy for an overload: judgement is worth more on the queen.',
          },
        ],
        otherwise: 'Kill the queen of coins, above column 3.',
      },
    ],
  };
}

/** The campaign's burner lessons, chapter by chapter. */
export const campaignLessons = (): Lesson<CybermancyState>[] => [
  deathLesson(),
  temperanceLesson(),
  towerLesson(),
  worldLesson(),
];
