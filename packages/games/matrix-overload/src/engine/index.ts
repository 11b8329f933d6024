/**
 * `@matrix-arcade/matrix-overload/engine`: the MATR1X ØVERLØAD kernel for the wasm search engine
 * of `@matrix-arcade/ai-wasm` (docs/engine.md §3). This entry only re-exports.
 */
export { matrixOverloadKernel, matrixOverloadStrong } from './kernel.js';
export { encodeObservation, encodeState } from './encode.js';
export { packState } from './pack.js';
export { matrixOverloadCalibration } from './calibration.js';
