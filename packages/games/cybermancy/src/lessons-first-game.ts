/**
 * CYBERMANCY's guided first game, part one: the basic game in the order a first run meets it —
 * the deal and where royals go, programs, overloads at paiges, then queens and kings. Each part
 * is a position built with the game's builder (`lesson-positions.ts`) and steps in our own
 * words; the deck's next cards are named there, so every draw is fixed. `lessons.test.ts` plays
 * every step through the rules and checks the numbers the steps say.
 */
import type { Lesson } from '@matrix-arcade/core';
import { CENTRE, outside, positionAction } from '@matrix-arcade/matrix-overload';
import { cybermancy } from './game.js';
import { paiges, queensAndKings, settingUp } from './lesson-positions.js';
import type { CybermancyState } from './state.js';

/** Cells in reading order (the board's words): 0 top-left … 8 bottom-right. */
const TOP_LEFT = 0;
const TOP_MIDDLE = 1;
const MIDDLE_RIGHT = 5;
const BOTTOM_RIGHT = 8;

function settingUpLesson(): Lesson<CybermancyState> {
  const placed = [outside.left(2), outside.right(2), outside.below(2)]
    .map(positionAction)
    .reduce((s, a) => cybermancy.apply(s, a), settingUp());
  const nine = cybermancy.legalActions(placed);
  return {
    id: 'setting-up',
    title: 'The deal and the royals',
    kind: 'first-game',
    summary: 'The matrix, where each royal goes, and your first program.',
    teaches: ['the-cards', 'the-matrix', 'placing-royals', 'programs'],
    options: {},
    seat: 0,
    start: settingUp,
    steps: [
      {
        kind: 'read',
        text: 'The cards were just dealt face up: eight of them in a 3 by 3 grid around an empty centre. That grid is the matrix. Three royals turned up while dealing (the K♣ in your hand, then the Q♦ and the P♠) and were set aside: they go around the matrix before any card is drawn.',
        point: { part: 'hand' },
      },
      {
        kind: 'read',
        text: 'The tarot suits wear the familiar symbols: swords ♠ and wands ♣ are black, cups ♥ and coins ♦ red. ♔ marks a trump: 0♔ is the fool, which resets a stack like an ace, then counts 0. P is a paige, the lowest royal.',
        point: { part: 'hand' },
      },
      {
        kind: 'move',
        text: 'A royal goes beside the card most like it: the highest card of its own suit first. Your wands are the 4♣, 10♣, 7♣ and 5♣: place the king of wands beside the 10♣.',
        accept: [positionAction(outside.left(2))],
        point: positionAction(outside.left(2)),
        otherwise: 'The king goes beside the 10♣, the highest wand: the place left of row 2.',
        done: 'The K♣ sits left of row 2. Each place holds one royal, so that side of the 10♣ is now taken.',
      },
      {
        kind: 'move',
        text: 'The queen of coins next. The only coin in the matrix is the 6♦: she goes beside it.',
        accept: [positionAction(outside.right(2))],
        point: positionAction(outside.right(2)),
        otherwise: 'The queen of coins goes beside the 6♦, the only coin: right of row 2.',
      },
      {
        kind: 'move',
        text: 'The paige of swords finds no swords. Then the highest card of her colour, black, decides: the 10♣, but its one place is taken. The next black card with a free place is the 7♣.',
        accept: [positionAction(outside.below(2))],
        point: positionAction(outside.below(2)),
        otherwise: 'No swords, and the 10♣ has no free place: the paige goes below the 7♣.',
        done: 'All three royals are placed: the run begins.',
      },
      {
        kind: 'read',
        text: 'Now each turn the top card of the deck comes to your hand, and you must play it. The deck also counts your time: when it runs out with a royal alive, the run is lost.',
        point: { part: 'deck' },
      },
      {
        kind: 'move',
        text: 'You drew the 9♥. A 2 to 10 is a program: it goes on any stack whose top card shows its value or less, and the empty centre counts as 0. Play it on any stack that takes it; the centre is a good start.',
        accept: [CENTRE, ...nine.filter((a) => a !== CENTRE)],
        point: CENTRE,
        otherwise: 'A 9 needs a top card of 9 or less, or the empty centre.',
        done: 'Only the top card of each stack counts from now on: its value decides what may go on it.',
      },
    ],
  };
}

function overloadsLesson(): Lesson<CybermancyState> {
  const paigeOfCoins = positionAction(outside.right(1));
  const paigeOfSwords = positionAction(outside.below(2));
  return {
    id: 'overloads',
    title: 'Overloads',
    kind: 'first-game',
    summary: 'Fire two cards of a line at the royal at its end.',
    teaches: ['programs', 'overloads', 'killing-royals'],
    options: {},
    seat: 0,
    start: paiges,
    steps: [
      {
        kind: 'read',
        text: 'Two paiges wait beside the matrix. You kill a royal with an overload: play a card at one end of its row or column, and the two cards in between fire at the royal at the other end. Their values added must reach its health. A paige has 11, and cards of any suit will do.',
        point: { action: paigeOfCoins },
      },
      {
        kind: 'move',
        text: 'The paige of coins is right of row 1, and the two cards of row 1 beside her are the 5♥ and the 6♦: 11. Play your 7♠ at the other end of row 1, on the 3♣.',
        accept: [TOP_LEFT],
        point: TOP_LEFT,
        wrong: [
          {
            moves: [TOP_MIDDLE],
            reason:
              'Column 2 runs through the empty centre, and a line with an empty cell fires nothing.',
          },
        ],
        otherwise:
          'That card fires at no living royal. The paige of coins is right of row 1: play at the left end of row 1.',
        done: '5♥ + 6♦ = 11, her health: the paige is dead and turned face down. Her place stays taken.',
      },
      {
        kind: 'read',
        text: 'The paige of swords waits below column 2. A card on the 5♥ at the top of that column would fire down it, but the centre is empty: a line with an empty cell fires nothing.',
        point: { action: paigeOfSwords },
      },
      {
        kind: 'move',
        text: 'You drew the 9♦. Fill the centre with it, so that column 2 holds two cards between its ends.',
        accept: [CENTRE],
        point: CENTRE,
        otherwise: 'In this lesson, fill the centre: column 2 needs it to fire.',
      },
      {
        kind: 'move',
        text: 'On your own: play the 5♣ where it kills the paige of swords.',
        accept: [TOP_MIDDLE],
        point: TOP_MIDDLE,
        alone: true,
        otherwise:
          'That fires at no living royal. The paige of swords is below column 2: play at the top of column 2.',
        done: '9♦ + 8♥ = 17, far more than her 11: the second paige is dead.',
      },
    ],
  };
}

function queensAndKingsLesson(): Lesson<CybermancyState> {
  return {
    id: 'queens-and-kings',
    title: 'Queens and kings',
    kind: 'first-game',
    summary: 'A queen needs her colour, a king his suit; a corner fires twice.',
    teaches: ['killing-royals', 'overloads'],
    options: {},
    seat: 0,
    start: queensAndKings,
    steps: [
      {
        kind: 'read',
        text: 'A queen has 12 health and dies only when both cards of the overload are her colour. For the queen of cups, that means red cards: cups ♥ or coins ♦.',
        point: { action: positionAction(outside.right(1)) },
      },
      {
        kind: 'read',
        text: 'A king has 13 and needs both cards of his own suit. The king of coins waits left of row 3: a card on the 4♦ would fire 10♥ + 7♠ = 17 at him, plenty, but neither card is a coin, so he would live.',
        point: { action: positionAction(outside.left(3)) },
      },
      {
        kind: 'move',
        text: 'Your 5♣ fits on the 2♦, the 3♥ or the 4♦. The 2♦ is a corner: a card there ends row 1 and column 1 at once, and fires along both. Play it there.',
        accept: [TOP_LEFT],
        point: TOP_LEFT,
        wrong: [
          {
            moves: [BOTTOM_RIGHT],
            reason: '17 is plenty, but the king of coins needs two coins: the 10♥ and 7♠ are not.',
          },
          {
            moves: [MIDDLE_RIGHT],
            reason: 'Row 2 ends left of row 2, where no royal waits: the 3♥ fires nothing.',
          },
        ],
        otherwise: 'Play the 5♣ on the corner 2♦.',
        done: 'Row 1: 7♥ + 8♦ = 15, both red, so the queen of cups dies. Column 1: 6♠ + 7♠ = 13, both swords, so the king of swords dies too. Two royals with one card.',
      },
    ],
  };
}

/** The guided first game's first three parts, in order. */
export const firstGameStart = (): Lesson<CybermancyState>[] => [
  settingUpLesson(),
  overloadsLesson(),
  queensAndKingsLesson(),
];
