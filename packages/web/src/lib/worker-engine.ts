/**
 * ai-wasm's worker engine, on its own so that `deferred-engine.ts` can import it dynamically:
 * its worker spawning and messaging (comlink) are fetched with the first search's kernel, not
 * with the element.
 */
export { createEngine } from '@matrix-arcade/ai-wasm';
