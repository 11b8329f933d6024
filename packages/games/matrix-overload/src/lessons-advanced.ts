/**
 * MATR1X ØVERLØAD's advanced lessons: the rules a first run may never meet, each a position and
 * a task. Three of the ways a run is lost (black ICE, out of time, stuck for good), each with
 * the move that avoids it, and preventative ICE. Where a task depends on the next card, the step
 * says which it is (the lesson stacked the deck; in a run the order is hidden).
 */
import type { Lesson } from '@matrix-arcade/core';
import { cellAction, positionAction } from './actions.js';
import { buildPosition } from './build-position.js';
import { outside } from './outside.js';
import type { MatrixOverloadState } from './state.js';

type L = Lesson<MatrixOverloadState>;

const blackIce = (): L => ({
  id: 'black-ice',
  title: 'Black ICE',
  kind: 'advanced',
  summary: 'A royal above 20 health loses the run: keep a place for low cards.',
  teaches: ['black-ice', 'ice'],
  options: {},
  seat: 0,
  start: () =>
    buildPosition({
      matrix: ['9♠', '10♦', '9♥', '3♥', '8♦', '10♣', '9♣', '5♣', '10♥'],
      royals: { 'right of row 1': { royal: 'Q♠', ice: ['6♠'] } },
      hand: '6♦',
      deck: '4♠ A♠ A♥ A♦ A♣ JK JK',
      unnamed: 'retire',
    }),
  steps: [
    {
      kind: 'read',
      text: 'The Q♠ has 18 health: 12, plus the 6♠ she took as ICE. A royal whose health goes above 20 is black ICE, and the run is lost at once.',
      point: { action: positionAction(outside.right(1)) },
    },
    {
      kind: 'move',
      text: 'You hold the 6♦; this lesson tells you that the 4♠ comes soon. The 6♦ fits on the 3♥ or on the 5♣. Play it on the 5♣, so the 3♥ stays open for the 4♠.',
      accept: [cellAction(7)],
      point: cellAction(7),
      wrong: [
        {
          moves: [cellAction(3)],
          reason:
            'Then the 4♠ would fit nowhere: it would become ICE on the Q♠, 22 health, black ICE and the run lost.',
        },
      ],
      otherwise: 'Play the 6♦ on the 5♣.',
    },
    {
      kind: 'move',
      text: 'Here is the 4♠: it fits only on the 3♥ you kept open.',
      accept: [cellAction(3)],
      point: cellAction(3),
      otherwise: 'The 4♠ fits only on the 3♥.',
      done: 'It found a place, and the Q♠ stays at 18. Low cards showing, aces and jokers keep programs out of the ICE.',
    },
  ],
});

const outOfTime = (): L => ({
  id: 'out-of-time',
  title: 'Out of time',
  kind: 'advanced',
  summary: 'An empty deck with a royal alive loses; a kill with the last card wins.',
  teaches: ['out-of-time', 'winning', 'killing'],
  options: {},
  seat: 0,
  start: () =>
    buildPosition({
      // The aces and jokers lie at the bottom of stacks they reset earlier.
      matrix: ['A♠ 10♠', 'A♦ 10♦', 'A♣ 9♣', 'JK 8♣', 'JK 7♥', '6♥', 'A♥ 10♣', '9♦', '10♥'],
      royals: { 'right of row 2': 'K♥' },
      hand: '9♠',
      deck: [],
      unnamed: 'retire',
    }),
  steps: [
    {
      kind: 'read',
      text: 'The deck is empty: the 9♠ in hand is your last card. If a royal is still alive after it, the run is lost, out of time.',
      point: { part: 'deck' },
    },
    {
      kind: 'move',
      text: 'On your own: kill the K♥ with it. Between him and the far end of row 2 lie the 7♥ and the 6♥: hearts, 13.',
      accept: [cellAction(3)],
      point: cellAction(3),
      alone: true,
      otherwise:
        'Allowed, but it does not kill the K♥: with no card left the run would be lost. Play on the 8♣, the far end of row 2.',
    },
    {
      kind: 'read',
      text: 'The last royal died with the last card: a win. The deck running out only loses when a royal is left alive.',
    },
  ],
});

const preventativeIce = (): L => ({
  id: 'preventative-ice',
  title: 'Preventative ICE',
  kind: 'advanced',
  summary: 'With no royal alive, a card that fits nowhere waits where the next royal will go.',
  teaches: ['preventative-ice', 'placing-royals'],
  options: {},
  seat: 0,
  start: () =>
    buildPosition({
      matrix: ['9♥', '10♦', '8♥', '10♣', '7♦', '9♦', '6♥', '8♣', '10♥'],
      royals: { 'left of row 2': {} },
      hand: '2♣',
      // Spades enough to kill the K♠ later (9 + 8 beat 13 and the 2♣): no run lost to a loop.
      deck: `K♠ 9♠ 8♠ A♠ A♥ A♦ A♣ JK JK`,
      unnamed: 'retire',
    }),
  steps: [
    {
      kind: 'read',
      text: 'Every royal around the matrix is dead, and one is still in the deck. You drew the 2♣: it fits on no stack.',
      point: { part: 'hand' },
    },
    {
      kind: 'move',
      text: 'With no royal alive, it becomes preventative ICE, set where a royal would go: beside the card most like it, the 10♣, the highest club.',
      accept: [positionAction(outside.left(2))],
      point: positionAction(outside.left(2)),
      otherwise: 'Preventative ICE goes where a royal would: beside the 10♣, to the left of row 2.',
    },
    {
      kind: 'move',
      text: 'You drew the K♠. No spade is in the matrix, so the highest black card decides: the 10♣ again. Place him there: he takes the ICE waiting in that place.',
      accept: [positionAction(outside.left(2))],
      point: positionAction(outside.left(2)),
      otherwise: 'The K♠ goes beside the 10♣, the highest black card, to the left of row 2.',
      done: 'The K♠ starts with 15 health: 13 and the 2♣.',
    },
  ],
});

const stuck = (): L => ({
  id: 'stuck',
  title: 'Stuck in a loop',
  kind: 'advanced',
  summary: 'When no two cards left can kill a royal, the run is lost at once.',
  teaches: ['infinite-loop', 'ice'],
  options: {},
  seat: 0,
  start: () =>
    buildPosition({
      matrix: ['9♠', '10♥', '9♣', '2♠', '8♦', '10♣', '9♦', '4♦', '10♠'],
      royals: { 'right of row 2': { royal: 'K♥', ice: ['4♥'] } },
      hand: '5♣',
      deck: '3♥ 8♥ A♠ A♥ A♦ A♣ JK JK',
      unnamed: 'retire',
    }),
  steps: [
    {
      kind: 'read',
      text: 'The K♥ has 17 health (13 and the 4♥). Only hearts hurt him, and the hearts still in play are the 10♥ (top of column 2), the 8♥ and the 3♥ in the deck, and the A♥: the best two make 18.',
      point: { action: positionAction(outside.right(2)) },
    },
    {
      kind: 'move',
      text: 'You hold the 5♣; this lesson tells you the 3♥ comes next. The 5♣ fits on the 2♠ or the 4♦. Play it on the 4♦, so the 3♥ keeps a place.',
      accept: [cellAction(7)],
      point: cellAction(7),
      wrong: [
        {
          moves: [cellAction(3)],
          reason:
            'Then the 3♥ would fit nowhere and become ICE on the K♥: 20 health, more than any two hearts left (18). He could never die, and the run would be lost on the spot, stuck.',
        },
      ],
      otherwise: 'Play the 5♣ on the 4♦.',
    },
    {
      kind: 'move',
      text: 'Here is the 3♥: play it on the 2♠.',
      accept: [cellAction(3)],
      point: cellAction(3),
      otherwise: 'The 3♥ fits only on the 2♠.',
      done: 'The K♥ can still die. A run that can never kill again is lost at once; one that only goes round and round ends after twice the cards in play (the ⟳ counter).',
    },
  ],
});

export const advanced = (): L[] => [blackIce(), outOfTime(), preventativeIce(), stuck()];
