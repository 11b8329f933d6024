/**
 * `@matrix-arcade/matrix-maze/engine`: the Matrix Maze kernel for the wasm search engine of
 * `@matrix-arcade/ai-wasm` (docs/engine.md §3). This entry only re-exports.
 */
export { matrixMazeKernel } from './kernel.js';
export { encodeObservation, encodeState } from './encode.js';
export { packState } from './pack.js';
export { matrixMazeCalibration } from './calibration.js';
