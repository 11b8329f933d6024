/**
 * MATR1X ØVERLØAD's guided first run, in three short parts that meet the rules in the order a
 * run does: the deal, placing the royals, programs and the first kills (the rulebook's setup
 * example, with nine royals already dead to keep it short); ICE and the last royal, a king;
 * resets with an ace and a joker. Positions are built with `buildPosition`, the deck given in
 * order, so a lesson is the same every time; every claim a step makes is checked by
 * `lessons.test.ts` against the rules.
 */
import type { Lesson } from '@matrix-arcade/core';
import { CENTRE, cellAction, positionAction } from './actions.js';
import { buildPosition } from './build-position.js';
import { outside } from './outside.js';
import { dealPosition, icePosition } from './rules-reference.js';
import type { MatrixOverloadState } from './state.js';

type L = Lesson<MatrixOverloadState>;

const theDeal = (): L => ({
  id: 'the-deal',
  title: 'The deal and the first kills',
  kind: 'first-game',
  summary: 'Place the royals, play programs, fire overloads at a jack and a queen.',
  teaches: ['the-cards', 'the-deal', 'placing-royals', 'programs', 'overloads', 'killing'],
  options: {},
  seat: 0,
  start: dealPosition,
  steps: [
    {
      kind: 'read',
      text: 'MATR1X ØVERLØAD is a solitaire. Eight cards were dealt around an empty centre: the matrix. Around it are twelve places for the royals (J, Q, K), your targets. To keep this first run short, nine royals are dead already (☠); three came up while dealing and were set aside. Place them first.',
      point: { part: 'hand' },
    },
    {
      kind: 'move',
      text: 'A royal goes beside the card most like it: its own suit first, and of those the highest. For the K♣ that is the 10♣: place him to the left of row 2.',
      accept: [positionAction(outside.left(2))],
      point: positionAction(outside.left(2)),
      otherwise: 'The K♣ goes beside the 10♣, the highest club: to the left of row 2.',
      done: 'A king has 13 health, and only cards of his suit, clubs, can hurt him.',
    },
    {
      kind: 'move',
      text: 'Now the Q♦. No diamond is in the matrix, so the highest card of her colour, red, decides: the 6♥. Place her to the right of row 2.',
      accept: [positionAction(outside.right(2))],
      point: positionAction(outside.right(2)),
      otherwise: 'The Q♦ goes beside the 6♥, the highest red card: to the right of row 2.',
      done: 'Beside the 6♥. A queen has 12 health and dies only to cards of her colour.',
    },
    {
      kind: 'move',
      text: 'The J♠: no spade here, so the highest black card. The 10♣ already has the K♣ in its only place (one royal per place), so the J♠ goes below the 7♣.',
      accept: [positionAction(outside.below(2))],
      point: positionAction(outside.below(2)),
      otherwise: 'The J♠ goes below the 7♣, the highest black card with a free place.',
      done: 'A jack has 11 health and dies to any cards.',
    },
    {
      kind: 'move',
      text: 'Now you draw. The 8♥ is a program: it goes on any stack showing the same value or lower. Put it in the empty centre, which counts as 0.',
      accept: [cellAction(CENTRE)],
      point: cellAction(CENTRE),
      otherwise:
        'That place is allowed, but in this lesson put the 8♥ in the centre: it lies between the stacks and the royals.',
    },
    {
      kind: 'read',
      text: 'When you play on a stack at one end of a row or column, and a living royal waits beyond the other end, the two cards between fire at it: an overload. It kills when their total reaches the royal’s health. Look at column 2: the J♠ below, the 8♥ and the 7♣ between, the 2♥ on top.',
      point: { action: cellAction(1) },
    },
    {
      kind: 'move',
      text: 'You drew the 9♠. Play it on the 2♥ at the top of column 2: the 8♥ and the 7♣ make 15, more than the jack’s 11.',
      accept: [cellAction(1)],
      point: cellAction(1),
      otherwise:
        'Play the 9♠ on the 2♥, at the top of column 2, to fire down the column at the J♠.',
      done: 'The J♠ is dead (☠).',
    },
    {
      kind: 'move',
      text: 'You drew the 10♦. On your own: find where it kills the Q♦. Between her and the far end of row 2 lie the 6♥ and the 8♥: both red, 14.',
      accept: [cellAction(3)],
      point: cellAction(3),
      alone: true,
      otherwise:
        'Allowed, but no overload from there reaches the Q♦: play on the other end of row 2, the 10♣.',
      done: 'Both red and 14 ≥ 12: the Q♦ is dead. The K♣ is harder: both cards must be clubs. That is the next lesson.',
    },
  ],
});

const iceAndTheKing = (): L => ({
  id: 'ice-and-the-king',
  title: 'ICE, and the last royal',
  kind: 'first-game',
  summary:
    'A card that fits nowhere becomes ICE; a king needs his suit; kill the last royal to win.',
  teaches: ['ice', 'killing', 'winning'],
  options: {},
  seat: 0,
  start: icePosition,
  steps: [
    {
      kind: 'read',
      text: 'Later in the run: only the K♣ is alive, to the left of row 2, and you drew the 2♦. Every stack shows 7 or more.',
      point: { part: 'hand' },
    },
    {
      kind: 'move',
      text: 'The 2♦ fits on no stack, so it becomes ICE: it goes to the living royal most like it and adds to his health. Only the K♣ is alive: 13 + 2 = 15.',
      accept: [positionAction(outside.left(2))],
      point: positionAction(outside.left(2)),
      otherwise: 'The 2♦ fits on no stack: it goes to the K♣ as ICE.',
      done: 'ICE never comes back. A royal above 20 health is black ICE, and the run is lost.',
    },
    {
      kind: 'read',
      text: 'To kill the K♣, play at the far end of row 2, on the 10♥. The two cards between must both be clubs and make 15. Now they are the 7♥ and the 8♣: the heart spoils it.',
      point: { action: cellAction(5) },
    },
    {
      kind: 'move',
      text: 'You drew the 9♣. Cover the 7♥ in the centre with it: the row then shows the 8♣ and the 9♣, 17, all clubs.',
      accept: [cellAction(CENTRE)],
      point: cellAction(CENTRE),
      wrong: [
        {
          moves: [cellAction(3)],
          reason: 'On the 8♣ the centre would still show the 7♥, and a heart never hurts the K♣.',
        },
      ],
      otherwise: 'Allowed, but the K♣ needs clubs between: play the 9♣ on the 7♥ in the centre.',
    },
    {
      kind: 'move',
      text: 'You drew the 10♣. On your own: finish the run.',
      accept: [cellAction(5)],
      point: cellAction(5),
      alone: true,
      otherwise: 'Allowed, but only a card on the 10♥ fires along row 2 at the K♣.',
    },
    {
      kind: 'read',
      text: 'Every royal is dead: you win. That is the only way to win. A run is lost when the deck runs out with a royal alive, when a royal passes 20 health, or when no kill is possible any more.',
    },
  ],
});

const resets = (): L => ({
  id: 'resets',
  title: 'Resets: aces and jokers',
  kind: 'first-game',
  summary: 'An ace resets any stack, a joker the lowest; both fire like programs.',
  teaches: ['resets', 'hidden-deck', 'programs', 'infinite-loop'],
  options: {},
  seat: 0,
  start: () =>
    buildPosition({
      matrix: ['7♠', '4♣ 9♣', '8♦', '9♥', '6♦', '10♠', '9♦', '6♣', '10♥'],
      royals: { 'below column 2': 'J♦', 'right of row 1': 'K♠' },
      hand: 'A♥',
      deck: 'JK 3♠ A♠ A♦ A♣ JK',
      unnamed: 'retire',
    }),
  steps: [
    {
      kind: 'read',
      text: 'You drew the A♥, a reset. An ace takes any stack of cards: the stack goes to the bottom of the deck, and the ace (worth 1) starts a new stack there. It fires overloads like any card played.',
      point: { part: 'hand' },
    },
    {
      kind: 'move',
      text: 'Reset the 4♣ and 9♣ at the top of column 2: the ace fires down the column at the J♦ through the 6♦ and the 6♣, 12.',
      accept: [cellAction(1)],
      point: cellAction(1),
      otherwise: 'Allowed, but reset the stack at the top of column 2, to fire at the J♦.',
      done: 'The J♦ is dead, and the 4♣ and the 9♣ went under the deck.',
    },
    {
      kind: 'read',
      text: 'The deck’s order is hidden, except the cards resets sent to its bottom: you saw them go, in the order they were played, so you know the 4♣ and the 9♣ come last.',
      point: { part: 'deck' },
    },
    {
      kind: 'move',
      text: 'You drew a joker, a hard reset: it must take a stack showing the lowest value. On your own: which stack is that now?',
      accept: [cellAction(1)],
      point: cellAction(1),
      alone: true,
      otherwise: 'A joker must take the lowest stack: the ace you just played, worth 1.',
      done: 'The ace went under the deck too. The joker is worth 0.',
    },
    {
      kind: 'move',
      text: 'You drew the 3♠. Every stack shows more than 3 except the joker: play it there.',
      accept: [cellAction(1)],
      point: cellAction(1),
      otherwise: 'The 3♠ fits only on the joker, worth 0.',
      done: 'Resets keep low places open, but the cards they send down come round again: the deck does not shrink.',
    },
    {
      kind: 'read',
      text: 'So a run can go round in circles. The ⟳ counter in the deck panel counts the cards since your last progress: a royal placed or killed, or a card made ICE. At its limit the run is lost (an infinite loop); the status line warns you when it gets near.',
      point: { part: 'deck' },
    },
  ],
});

/** The guided first run, its parts in order. */
export const firstGame = (): L[] => [theDeal(), iceAndTheKing(), resets()];
