/**
 * `@matrix-arcade/piecepack-matrix/engine`: the Matrix (piecepack) kernel for the wasm search
 * engine of `@matrix-arcade/ai-wasm` (docs/engine.md §3). This entry only re-exports.
 */
export { piecepackMatrixKernel } from './kernel.js';
export { encodeObservation } from './encode.js';
export { packState } from './pack.js';
export { piecepackMatrixCalibration } from './calibration.js';
