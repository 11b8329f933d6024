/**
 * `@matrix-arcade/web/matrix-overload`: registers `<matrix-overload-game>` and the kit elements
 * it draws with (card, board grid, controls, move log, thinking indicator). No other game.
 */
import { MatrixOverloadGame } from './matrix-overload-game.js';
import { defineMatrixOverload } from './register.js';

defineMatrixOverload();

export { MatrixOverloadGame };
