/**
 * The Matrix Maze wasm module: `engine`, the search module over `MatrixMazeKernel` (pools
 * allocated once). Alpha-beta is never used for this game (dice at every turn), so its table
 * is tiny. `matrix-arcade-build-kernel` compiles it behind the engine ABI of docs/engine.md §2.
 */
import { SearchModule } from '@matrix-arcade/ai-wasm/assembly';
import { MatrixMazeKernel, STACK_DEPTH } from './kernel';

/** MCTS pool of 2^20 nodes (32 MiB); 320 actions covers the widest turn (walls on 10 × 10). */
export const engine = new SearchModule<MatrixMazeKernel>(
  new MatrixMazeKernel(),
  1 << 20,
  4,
  STACK_DEPTH,
  320,
  2,
);
