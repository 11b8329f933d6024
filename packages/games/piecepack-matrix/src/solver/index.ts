/**
 * `@matrix-arcade/piecepack-matrix/solver`: the clairvoyant solver (search.ts) and the deal
 * solver `pnpm solve piecepack-matrix` runs: deal `index` of a series is game `index` of
 * `pnpm simulate` with the same series seed (same stack, same die stream), and a line found is
 * replayed through the real rules before it counts as a win. This entry only re-exports.
 */
export { piecepackMatrixSolver, solveState } from './deal.js';
export {
  LINE_CHALLENGES,
  RollStream,
  type SolveOptions,
  type SolveResult,
  type SolveStatus,
  solveWords,
} from './search.js';
export { type PiecepackWinnableFrom, winnable } from './winnable.js';
