/**
 * The Glitch Deck test module: `engine` over `GlitchDeckKernel`; `matrix-arcade-build-kernel`
 * adds the engine ABI (docs/engine.md §2).
 */
import { SearchModule } from '../../../assembly/index';
import { GlitchDeckKernel } from './kernel';

export const engine = new SearchModule<GlitchDeckKernel>(new GlitchDeckKernel(), 1 << 18, 10);
