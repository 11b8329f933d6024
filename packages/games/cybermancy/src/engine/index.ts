/**
 * `@matrix-arcade/cybermancy/engine`: the CYBERMANCY kernel for the wasm search engine of
 * `@matrix-arcade/ai-wasm` (docs/engine.md §3). This entry only re-exports.
 */
export { cybermancyKernel, cybermancyStrong } from './kernel.js';
export { encodeObservation, packState } from './encode.js';
