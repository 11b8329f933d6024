/**
 * Matrix Maze as the arcade and the tools list it: picker words, the AI's default seat, the
 * rules summary in our own words, the endings and the terminal picture for `pnpm watch`.
 */
import { defineGame } from '@matrix-arcade/core';
import { ENDINGS } from './describe.js';
import { matrixMaze } from './game.js';
import { renderMatrixMaze } from './render-text.js';

export const matrixMazeDescriptor = defineGame({
  game: matrixMaze,
  blurb:
    'Steer an avatar through a walled maze with dice and hacks and grab 3 SOURCE CODEs: a duel, or solo against the Collectors or the IY’s.',
  defaultAiSeats: [1],
  credit: 'Matrix Maze is a game by Lora Horst.',
  endings: ENDINGS,
  rules: {
    intro:
      'Each runner has a copy of the maze. Moves are relative to where your avatar faces, and you may never step on a square of your own trail again. Three SOURCE CODEs get you out.',
    points: [
      {
        title: 'Rolling.',
        text: 'Three dice are rolled each round. In a duel the round’s first player drafts one, then the other; the last die is thrown away and the first seat passes on. Solo you use two of the three.',
      },
      {
        title: 'Dice.',
        text: '1 steps straight ahead, 2 turns right and steps, 3 turns left and steps, 4 stays put, 5 is any of those three steps, 6 earns a Data Byte. No usable die at all also earns a byte.',
      },
      {
        title: 'Hacks',
        text: 'cost Data Bytes and may be mixed with your move in any order: skip the dice (2), x2 for one more die use (2), pass through a wall (3), an extra step (3), teleport to another start point (3), and in a duel change a die (2) or build a wall on your rival’s sheet (3, never sealing them in).',
      },
      {
        title: 'Dead ends.',
        text: 'Stuck with no step forward, right or left? Restart free at a start point, once a turn. After any restart or teleport you pick your facing again.',
      },
      {
        title: 'System Guards.',
        text: 'Solo, the guard walks two squares of its path after each of your turns. _Collectors_ take every code they pass, and if they hold 3 before you do, you lose. _IY’s_ end the game if they see you along a row or column with no wall between. Reach 3 codes before the guard ends its path.',
      },
    ],
    tip: 'Bytes are time: a 6 or a blocked roll now pays for the wall-hop that saves three turns later.',
  },
  renderText: (state, options) => renderMatrixMaze(state, options?.colour ?? false),
});
