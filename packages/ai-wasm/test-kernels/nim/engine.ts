/** The JavaScript side of the Nim test module: observation words are `pile, toMove`. */
import type { EngineKernel } from '../../src/index.js';
import { compileWasm } from '../../src/index.js';

export interface NimObservation {
  readonly pile: number;
  readonly toMove: number;
}

export const nimKernel: EngineKernel<NimObservation> = {
  gameId: 'nim',
  loadModule: () => compileWasm(new URL('../../build/nim.wasm', import.meta.url)),
  encodeObservation: (o) => Int32Array.from([o.pile, o.toMove]),
  defaults: { algorithm: 'alphabeta', iterations: 100_000, exploration: 0.7, playoutDepth: -1 },
};
