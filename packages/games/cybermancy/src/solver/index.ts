/**
 * `@matrix-arcade/cybermancy/solver`: the family's clairvoyant solver over CYBERMANCY's game and
 * rules (`cybermancySolver`), and "was this deal winnable?" (`cybermancyWinnable`). This entry only
 * re-exports.
 */
export { cybermancySolver } from './cybermancy-solver.js';
export { cybermancyWinnable } from './winnable.js';
