/**
 * MATR1X ØVERLØAD as the arcade and the tools list it: picker words, the one seat's name, the
 * rules summary (our own words) and the endings a report lists.
 */
import { defineGame } from '@matrix-arcade/core';
import { matrixOverload } from './game.js';
import { renderTextWith } from './render-text.js';
import { rules as standardRules } from './rules.js';
import { ENDINGS } from './state.js';

export const matrixOverloadDescriptor = defineGame({
  game: matrixOverload,
  blurb:
    'Solitaire: build stacks of cards into a matrix and fire overloads at the royals around it until all twelve are dead.',
  defaultAiSeats: [],
  seatNames: ['The whole run (watch the AI)'],
  endings: ENDINGS,
  renderText: (s) => renderTextWith(standardRules, s),
  credit: 'MATR1X ØVERLØAD is a game by Michael Elliott, based on GR1DCANNØN by Tom Francis.',
  rules: {
    intro:
      'A solitaire hack against the twelve royals of a deck with both jokers. Eight cards dealt around an empty centre form the matrix; any jack, queen or king turned up while dealing is put aside and placed before play starts. Then draw one card at a time and play it.',
    points: [
      {
        title: 'Royals',
        text: '(J, Q, K) take one of the twelve places around the matrix, beside the card most like them: the same suit wins, then the same colour, then simply the highest card. When places tie, or a corner card has two free sides, you choose.',
      },
      {
        title: 'Programs',
        text: '(2 to 10) go on any stack whose top card is worth the same or less. The empty centre is worth 0.',
      },
      {
        title: 'Resets.',
        text: 'An ace (worth 1) may replace any stack; a joker (worth 0) must replace one of the lowest. The replaced stack goes face down under the deck, in an order you can see in the deck panel.',
      },
      {
        title: 'Overloads.',
        text: 'A card played at one end of a row or column fires the two cards beyond it at the royal at the far end. If their sum reaches the royal’s health, it dies. Any cards kill a jack (11); a queen (12) only falls to cards of her colour, a king (13) to cards of his suit. One card can fire two ways from a corner.',
      },
      {
        title: 'ICE.',
        text: 'A program that fits on no stack becomes ICE on the most similar living royal and adds its value to that royal’s health. With no royal alive it waits beside the matrix and joins the next royal placed there.',
      },
      {
        title: 'The end.',
        text: 'Kill all twelve royals to win. You lose when the deck runs out first, when a royal’s health passes 20 (black ICE), or when the run goes round in circles: twice as many cards as are in play without placing, killing or icing a royal (the ⟳ counter).',
      },
    ],
    tip: 'Point at or focus a marked place to preview it; ☠ marks the royals it would kill. Keep low cards on the board so that later cards still fit, or they turn into ICE.',
  },
});
