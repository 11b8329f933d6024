/** The classes of the Dice Matrix element, for the package root (`src/games.ts`). Re-exports only. */
export { DiceMatrixGame } from './dice-matrix-game.js';
