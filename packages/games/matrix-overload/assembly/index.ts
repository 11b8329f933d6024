/**
 * The MATR1X ØVERLØAD wasm module: `engine`, the search module over `MatrixOverloadKernel`
 * (pools allocated once, at instantiation). `matrix-arcade-build-kernel` (package.json `build`)
 * compiles it behind the engine ABI of docs/engine.md §2, which it generates.
 */
import { SearchModule } from '@matrix-arcade/ai-wasm/assembly';
import { MatrixOverloadKernel, STACK_DEPTH } from './kernel';

/**
 * MCTS pool of 2^20 nodes (32 MiB); a token transposition table (2^4 entries: this solitaire is
 * never searched with alpha-beta); at most 21 legal actions; one seat.
 */
export const engine = new SearchModule<MatrixOverloadKernel>(
  new MatrixOverloadKernel(),
  1 << 20,
  4,
  STACK_DEPTH,
  21,
  1,
);
