/**
 * The JavaScript side of the Glitch Deck test module: an `EngineKernel` for the host (how the
 * observation becomes words) and `packGlitchDeck`, the packed state the kernel's `kState` must
 * equal in the parity test. Layouts are documented in `assembly/kernel.ts`.
 */
import type { GlitchDeckObservation, GlitchDeckState } from '@matrix-arcade/core/testing';
import { compileWasm } from '../../src/index.js';
import type { EngineKernel } from '../../src/index.js';

const PHASES = ['roll', 'choose', 'over'] as const;

export function encodeGlitchDeck(o: GlitchDeckObservation): Int32Array {
  return Int32Array.from([
    o.deckSize,
    PHASES.indexOf(o.phase),
    o.stopped ? 1 : 0,
    o.drawn.length,
    ...o.drawn,
    o.burned.length,
    ...o.burned,
  ]);
}

export function packGlitchDeck(s: GlitchDeckState): Int32Array {
  return Int32Array.from([
    PHASES.indexOf(s.phase),
    s.stopped ? 1 : 0,
    s.deck.length,
    ...s.deck,
    s.drawn.length,
    ...s.drawn,
    s.burned.length,
    ...s.burned,
  ]);
}

function kernelFor(file: string): EngineKernel<GlitchDeckObservation> {
  return {
    gameId: 'glitch-deck',
    loadModule: () => compileWasm(new URL(`../../build/${file}`, import.meta.url)),
    encodeObservation: encodeGlitchDeck,
    // The core's reference defaults: exploration 0.7, no playout estimate.
    defaults: { algorithm: 'mcts', iterations: 1000, exploration: 0.7, playoutDepth: -1 },
  };
}

export const glitchDeckKernel = kernelFor('glitch-deck.wasm');
/** The same kernel with a 64-node MCTS pool (graceful degradation tests). */
export const glitchDeckTinyKernel = kernelFor('glitch-deck-tiny.wasm');
