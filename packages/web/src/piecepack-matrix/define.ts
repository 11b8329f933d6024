/**
 * `@matrix-arcade/web/piecepack-matrix`: registers `<piecepack-matrix-game>` and the kit elements
 * it draws with (board grid, die, controls, move log, thinking indicator). No other game.
 */
import { PiecepackMatrixGame } from './piecepack-matrix-game.js';
import { definePiecepackMatrix } from './register.js';

definePiecepackMatrix();

export { PiecepackMatrixGame };
