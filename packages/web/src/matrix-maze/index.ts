/** The classes of the Matrix Maze element, for the package root (`src/games.ts`). Re-exports only. */
export { MatrixMazeGame } from './matrix-maze-game.js';
