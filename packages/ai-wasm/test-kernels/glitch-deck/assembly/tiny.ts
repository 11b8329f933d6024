/**
 * Glitch Deck with a 64-node MCTS pool: proves the search degrades gracefully when the pool is
 * full. `matrix-arcade-build-kernel` adds the engine ABI (docs/engine.md §2).
 */
import { SearchModule } from '../../../assembly/index';
import { GlitchDeckKernel } from './kernel';

export const engine = new SearchModule<GlitchDeckKernel>(new GlitchDeckKernel(), 64, 4);
