/**
 * CYBERMANCY's "was this deal winnable?": the family's `createWinnable` over CYBERMANCY's game
 * and its clairvoyant solver (built by `createSolver`, and so also `cybermancySolver.winnable`, the
 * call hosts find on the manifest's solver). `cybermancyWinnable(replay)` searches the replay's
 * deal (with its mode and chapter options) from the start; `cybermancyWinnable({ state })` that
 * state. The answer is `winnable` with a winning line (and its replay, checked through the rules),
 * `not-winnable` or `undecided`; options `{ budgetMs, nodes, onProgress }`.
 */
import type { OverloadSolver } from '@matrix-arcade/matrix-overload/solver';
import { cybermancySolver } from './cybermancy-solver.js';

export const cybermancyWinnable: OverloadSolver['winnable'] = (from, options) =>
  cybermancySolver.winnable(from, options);
