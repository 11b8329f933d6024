/**
 * Matrix (piecepack) as the arcade and the tools list it: picker words, the seat's name, the
 * rules summary in our own words, the endings a report lists and a text picture for `pnpm watch`.
 */
import { defineGame } from '@matrix-arcade/core';
import { renderText } from './render-text.js';
import { piecepackMatrix } from './game.js';
import { ENDINGS } from './state.js';

export const piecepackMatrixDescriptor = defineGame({
  game: piecepackMatrix,
  blurb:
    'Solitaire for the piecepack: four ice breakers run a growing grid of ice, hunting the four hidden data forts before brain damage ends the run.',
  defaultAiSeats: [],
  seatNames: ['The runner (watch the AI)'],
  endings: ENDINGS,
  credit: 'Matrix is a piecepack game by Jeff Barrett (2003).',
  renderText,
  rules: {
    intro:
      'You jack four ice breakers, one per suit colour, into a matrix that grows as you explore it. The 24 tiles wait face down in the data stack: twenty pieces of ice of strength 1 to 5 and four data forts of strength 6, the forts somewhere in the last ten tiles.',
    points: [
      {
        title: 'Move.',
        text: 'Pick a breaker and a neighbouring space (up, down, left, right); a breaker still outside may enter anywhere next to the matrix. An empty space gets the next tile from the stack with a power-up coin of its colour, unless some tile would end up with four neighbours.',
      },
      {
        title: 'Challenge.',
        text: 'Entering a tile with no breaker on it means a challenge: roll the die, +1 if the breaker shares the tile’s colour, then spend power-ups of the tile’s colour for +1 each, after seeing the roll. Beat the tile’s strength to move in and take its coin.',
      },
      {
        title: 'Failure.',
        text: 'Fail and take one brain damage. On ice you still move in and take the coin; a fort keeps you out.',
      },
      {
        title: 'The end.',
        text: 'Win when every fort holds the breaker of its colour. Ten brain damage is brain death. With a brain-damage target you must also finish at or under it.',
      },
      {
        title: 'Custom breakers.',
        text: 'Each colour has six custom breakers, one less strong than the basic pawn but with an ability: extra strength, reach, swaps of breakers or of tiles, paid in brain damage or power-ups. Set them, roll for them, or choose them in the options.',
      },
    ],
    tip: 'Forts sit deep in the stack: spend early turns collecting coins on cheap ice, and keep each breaker close to the edge where its fort may appear.',
  },
});
