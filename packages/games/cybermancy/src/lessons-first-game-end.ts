/**
 * CYBERMANCY's guided first game, part two: resets (the fool, then an ace), ICE and black ICE,
 * and the end of a run (the last royal, and the three ways to lose). Positions come from
 * `lesson-positions.ts`; `lessons.test.ts` plays every step through the rules.
 */
import type { Lesson } from '@matrix-arcade/core';
import { outside, positionAction } from '@matrix-arcade/matrix-overload';
import { ice, lastRoyal, resets } from './lesson-positions.js';
import type { CybermancyState } from './state.js';

const TOP_LEFT = 0;
const TOP_RIGHT = 2;
const BOTTOM_LEFT = 6;
const BOTTOM_MIDDLE = 7;

function resetsLesson(): Lesson<CybermancyState> {
  return {
    id: 'resets',
    title: 'Resets',
    kind: 'first-game',
    summary: 'The fool, the magician and the aces clear a stack and fire.',
    teaches: ['resets', 'overloads'],
    options: {},
    seat: 0,
    start: resets,
    steps: [
      {
        kind: 'read',
        text: 'Every stack shows 5 or more: a low program would soon fit nowhere. Resets clear the way. You hold the fool, a hard reset: it must go on a stack with the lowest top card (here the 5♠), and it counts as every suit.',
        point: { part: 'hand' },
      },
      {
        kind: 'move',
        text: 'Reset the 5♠ stack with the fool. A reset fires overloads from its cell, just as a program does: look up column 2.',
        accept: [BOTTOM_MIDDLE],
        point: BOTTOM_MIDDLE,
        otherwise: 'The fool must go on the stack with the lowest top card: the 5♠.',
        done: 'The 5♠ went to the bottom of the deck and the fool, showing 0, took its cell. Up column 2, 7♦ + 9♥ = 16, both red: the queen of coins is dead.',
      },
      {
        kind: 'read',
        text: 'The deck panel now shows its known bottom: the cards a reset sent there come back after all the others.',
        point: { part: 'deck' },
      },
      {
        kind: 'move',
        text: 'You drew the A♥. An ace is a soft reset: it may go on any stack, and shows 1 there. On your own: find the stack whose reset kills the paige of wands.',
        accept: [TOP_RIGHT],
        point: TOP_RIGHT,
        alone: true,
        otherwise:
          'That reset fires at no living royal. The paige of wands is left of row 1: reset the stack at the right end of row 1.',
        done: '9♥ + 10♠ = 19: the paige is dead. And the ace, showing 1, leaves room on that stack for any program.',
      },
    ],
  };
}

function iceLesson(): Lesson<CybermancyState> {
  const paigeOfCups = positionAction(outside.above(1));
  return {
    id: 'ice',
    title: 'ICE',
    kind: 'first-game',
    summary: 'A program with nowhere to go makes a royal stronger.',
    teaches: ['ice', 'the-end', 'resets'],
    options: {},
    seat: 0,
    start: ice,
    steps: [
      {
        kind: 'read',
        text: 'Every stack shows 7 or more, and you drew the 4♥: it fits nowhere. A program that fits nowhere becomes ICE, Intrusion Countermeasure Electronics: it joins a royal and adds its value to that royal’s health.',
        point: { part: 'hand' },
      },
      {
        kind: 'move',
        text: 'ICE goes with the living royal most like the card: its suit first, then the closest value. Two royals are cups, and the paige (11) is closer to 4 than the king (13). Give her the 4♥.',
        accept: [paigeOfCups],
        point: paigeOfCups,
        otherwise: 'The 4♥ goes to the cup royal closest in value: the paige above column 1.',
        done: 'The paige of cups now has 11 + 4 = 15 health.',
      },
      {
        kind: 'move',
        text: 'The 5♣ fits nowhere either. The queen of wands is the only wand: she takes it.',
        accept: [positionAction(outside.left(2))],
        point: positionAction(outside.left(2)),
        otherwise: 'The 5♣ goes to the only wand royal: the queen left of row 2.',
        done: 'The queen of wands now has 12 + 5 = 17.',
      },
      {
        kind: 'read',
        text: 'Careful: a royal whose health goes above 20 is black ICE, and the run is lost at once. A 6 more on the paige of cups would make 21.',
        point: { action: paigeOfCups },
      },
      {
        kind: 'move',
        text: 'You drew the A♠, which resets any stack. On your own: find the reset that kills the paige of cups, 15 health now.',
        accept: [BOTTOM_LEFT],
        point: BOTTOM_LEFT,
        alone: true,
        otherwise:
          'That reset does not reach the paige of cups. She is above column 1: reset the stack at the bottom of column 1.',
        done: '9♣ + 9♠ = 18, more than her 15: she is dead, ICE and all. The ace, showing 1, gives low cards a place again.',
      },
      {
        kind: 'move',
        text: 'The 6♦ now fits on the ace instead of becoming ICE. Play it there.',
        accept: [BOTTOM_LEFT],
        point: BOTTOM_LEFT,
        otherwise: 'The 6♦ fits only on the ace, showing 1.',
      },
    ],
  };
}

function lastRoyalLesson(): Lesson<CybermancyState> {
  return {
    id: 'last-royal',
    title: 'The last royal',
    kind: 'first-game',
    summary: 'How a run is won, and the three ways to lose it.',
    teaches: ['the-end', 'killing-royals'],
    options: {},
    seat: 0,
    start: lastRoyal,
    steps: [
      {
        kind: 'read',
        text: 'Late in a run: eleven royals lie dead and the king of coins is the last. Six cards are left in the deck. If it runs out while a royal lives, you are out of time and the run is lost.',
        point: { part: 'deck' },
      },
      {
        kind: 'read',
        text: 'Two more ways to lose: a royal above 20 health (black ICE), and a run stuck in a loop, where only resets and replays are left and no royal can die any more.',
      },
      {
        kind: 'move',
        text: 'On your own: find the play that wins. The king of coins needs 13 from two coins.',
        accept: [TOP_LEFT],
        point: TOP_LEFT,
        alone: true,
        otherwise:
          'That fires nothing at the king. He is right of row 1: play at the left end of row 1.',
        done: '9♦ + 5♦ = 14, both coins: the last royal is dead and the run is won.',
      },
    ],
  };
}

/** The guided first game's last three parts, in order. */
export const firstGameEnd = (): Lesson<CybermancyState>[] => [
  resetsLesson(),
  iceLesson(),
  lastRoyalLesson(),
];
