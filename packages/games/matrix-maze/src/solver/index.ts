/**
 * `@matrix-arcade/matrix-maze/solver`: the clairvoyant solver of solo games (search.ts), the
 * deal solver `pnpm solve matrix-maze` runs (deal.ts) and "was this deal winnable?"
 * (winnable.ts). This entry only re-exports.
 */
export { matrixMazeSolver } from './deal.js';
export { type MazeSolveResult, type MazeSolveStatus, RollStream, solveMaze } from './search.js';
export { type MazeWinnableFrom, mazeReplayOfLine, winnable } from './winnable.js';
