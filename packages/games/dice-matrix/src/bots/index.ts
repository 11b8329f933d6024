/**
 * `@matrix-arcade/dice-matrix/bots`: Dice Matrix's own bots for the tools (`diceMatrixBots`, found
 * through the game's manifest), and the outside-style alpha-beta player behind them. Headless:
 * plain TypeScript over the rules, no wasm. This entry only re-exports.
 */
export { AB_DEFAULT_MS, AB_KIND, type AbSpec, diceMatrixBots, parseAbSpec } from './ab-spec.js';
export {
  AlphaBeta,
  type AlphaBetaLimits,
  type AlphaBetaResult,
  alphaBetaBot,
} from './alphabeta.js';
export { EVALS, type EvalWeights, evaluate } from './evaluate.js';
export { Position } from './position.js';
