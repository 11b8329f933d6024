/**
 * @matrix-arcade/matrix-overload/solver: the clairvoyant solver (re-exports): depth-first limited
 * discrepancy search with a Zobrist-hashed transposition table over the deterministic game tree
 * of a known deck. Headless, and not reachable from the `.` entry. `matrixOverloadSolver` solves
 * the standard game; `createSolver({ game, rules })` one for any edition built on `OverloadRules`.
 */
export {
  type OverloadSolver,
  type SolverConfig,
  createSolver,
  matrixOverloadSolver,
  replayOfLine,
  solveDeal,
  winnable,
} from './create-solver.js';
export {
  type SearchParts,
  type Solve,
  type SolveOptions,
  type SolveResult,
  type SolveStatus,
  createSolve,
  solve,
} from './search.js';
export {
  type DealGame,
  type DealRecord,
  type DealSolver,
  createDealSolver,
  dealSeed,
} from './deal.js';
export { type HopelessTest, createHopeless, hopeless } from './bounds.js';
export { type OrderScore, createOrdering, deadCount, orderScore } from './order.js';
export { type Hash64, type StateHasher, createHasher, hashState } from './zobrist.js';
export { type WinnableFrom, createWinnable } from './winnable.js';
