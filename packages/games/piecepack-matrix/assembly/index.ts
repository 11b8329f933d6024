/**
 * The Matrix (piecepack) wasm module: `engine`, the search module over `PiecepackKernel` (pools
 * allocated once, at instantiation). `matrix-arcade-build-kernel` (package.json `build`)
 * compiles it behind the engine ABI of docs/engine.md §2, which it generates.
 */
import { MAX_ACTIONS } from '../src/layout';
import { SearchModule } from '@matrix-arcade/ai-wasm/assembly';
import { PiecepackKernel, STACK_DEPTH } from './kernel';

/**
 * MCTS pool of 2^20 nodes (32 MiB); a token transposition table (2^4 entries: this solitaire is
 * never searched with alpha-beta); at most 512 legal actions; one seat.
 */
export const engine = new SearchModule<PiecepackKernel>(
  new PiecepackKernel(),
  1 << 20,
  4,
  STACK_DEPTH,
  MAX_ACTIONS,
  1,
);
