/**
 * Dice Matrix as the arcade and the tools list it: picker words, the AI's default seat, the
 * rules summary (our own words) and the terminal picture for `pnpm watch`.
 */
import { defineGame } from '@matrix-arcade/core';
import { diceMatrix } from './game.js';
import { renderDiceMatrix } from './render-text.js';

export const diceMatrixDescriptor = defineGame({
  game: diceMatrix,
  blurb:
    'Draft dice from a 7×7 grid and stack them into scoring lines. 2 players, or you against the AI.',
  defaultAiSeats: [1],
  credit: 'Dice Matrix is a game by Néstor Romeral Andrés.',
  rules: {
    intro:
      'Fifty dice in five colours are rolled onto a 7×7 board; one is left over. Players draft dice into their own 5×6 area, where each die has one home: its colour’s column and its number’s row. Identical dice stack.',
    points: [
      {
        title: 'Opening.',
        text: 'The first player turns the spare die to any number they like and scores it.',
      },
      {
        title: 'Each turn',
        text: 'take either one die, or two dice that sit next to each other in a row or column (gaps left by taken dice do not count) and share a colour, a number, or both.',
      },
      {
        title: 'Scoring.',
        text: 'A die you place scores how many dice are now in its colour column plus how many are in its number row, stacks included. Big lines pay more and more.',
      },
      {
        title: 'End.',
        text: 'When the board is empty, the higher score wins. With _recount at end_, no score is shown during play; each area is counted at the end. _Tournament_ plays two deals, each player opening one.',
      },
    ],
    tip: 'A pair that scores little for you may still be worth taking if it leaves your opponent nothing good. Watch who gets the last pair.',
  },
  renderText: (state, options) => renderDiceMatrix(state, options?.colour ?? false),
});
