/**
 * `@matrix-arcade/web/dice-matrix`: registers `<dice-matrix-game>` and the kit elements it draws
 * with (die, board grid, score panel, controls, move log, thinking indicator). No other game.
 */
import { DiceMatrixGame } from './dice-matrix-game.js';
import { defineDiceMatrix } from './register.js';

defineDiceMatrix();

export { DiceMatrixGame };
