/**
 * The classes of the Matrix (piecepack) element, for the package root (`src/games.ts`).
 * Re-exports only.
 */
export { PiecepackMatrixGame } from './piecepack-matrix-game.js';
