/**
 * The Nim test module: `engine` over `NimKernel`; `matrix-arcade-build-kernel` adds the engine
 * ABI (docs/engine.md §2).
 */
import { SearchModule } from '../../../assembly/index';
import { NimKernel } from './kernel';

export const engine = new SearchModule<NimKernel>(new NimKernel(), 1 << 16, 12, 200, 8, 2);
