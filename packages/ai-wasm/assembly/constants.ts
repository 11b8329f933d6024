/**
 * Constants shared by the kernels, the searches and the host: the player codes of the core's
 * `CHANCE` and `TERMINAL`, the size of the I/O buffer, the algorithm codes of `searchBegin`.
 */

/** `currentPlayer()` when nature moves next (the core's `CHANCE`). */
export const CHANCE: i32 = -1;
/** `currentPlayer()` when the game is over (the core's `TERMINAL`). */
export const TERMINAL: i32 = -2;
/** Words in the shared I/O buffer (observations in, legal actions / states / results out). */
export const IO_WORDS: i32 = 4096;
/** `searchBegin` algorithm code: information-set MCTS. */
export const ALGORITHM_MCTS: i32 = 0;
/**
 * `searchBegin` algorithm code: the kernel's depth-first search with iterative deepening:
 * alpha-beta, or expectimax for a kernel with the chance hooks (the code's first meaning, kept).
 */
export const ALGORITHM_ALPHABETA: i32 = 1;
/** `searchBegin` algorithm code: expectimax (only a kernel with the chance hooks has it). */
export const ALGORITHM_EXPECTIMAX: i32 = 2;
/** `searchBegin` algorithm code: policy rollouts (`rollout-module.ts`, kernels with a playout policy). */
export const ALGORITHM_ROLLOUT: i32 = 3;
