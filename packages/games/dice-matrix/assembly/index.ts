/**
 * The Dice Matrix wasm module: `engine`, the search module over `DiceMatrixKernel` (pools
 * allocated once, at instantiation), and `kHashCheck` for the parity tests.
 * `matrix-arcade-build-kernel` (package.json `build`) compiles it behind the engine ABI of
 * docs/engine.md §2, which it generates.
 */
import { SearchModule } from '@matrix-arcade/ai-wasm/assembly';
import { DiceMatrixKernel, STACK_DEPTH } from './kernel';

/** MCTS pool of 2^20 nodes (32 MiB), a 2^20-entry table (24 MiB), plies of a tournament. */
export const engine = new SearchModule<DiceMatrixKernel>(
  new DiceMatrixKernel(),
  1 << 20,
  20,
  min(104, STACK_DEPTH),
  144,
  2,
);

/** 1 when the incrementally kept Zobrist hash equals the one recomputed from scratch. */
export function kHashCheck(): i32 {
  return engine.kernel.hash() === engine.kernel.freshHash() ? 1 : 0;
}
