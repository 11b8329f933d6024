/**
 * `@matrix-arcade/dice-matrix/engine`: the Dice Matrix kernel for the wasm search engine of
 * `@matrix-arcade/ai-wasm` (docs/engine.md §3). This entry only re-exports.
 */
export { diceMatrixKernel } from './kernel.js';
export { encodeObservation } from './encode.js';
export { packState } from './pack.js';
export { diceMatrixCalibration } from './calibration.js';
