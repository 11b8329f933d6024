/**
 * The classes of the MATR1X ØVERLØAD element, for the package root (`src/games.ts`). Re-exports
 * only.
 */
export { MatrixOverloadGame } from './matrix-overload-game.js';
export { MatrixOverloadSpot } from './spot.js';
