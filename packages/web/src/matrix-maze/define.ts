/**
 * `@matrix-arcade/web/matrix-maze`: registers `<matrix-maze-game>` and the kit elements it draws
 * with (die, score panel, controls, move log, thinking indicator). No other game.
 */
import { MatrixMazeGame } from './matrix-maze-game.js';
import { defineMatrixMaze } from './register.js';

defineMatrixMaze();

export { MatrixMazeGame };
