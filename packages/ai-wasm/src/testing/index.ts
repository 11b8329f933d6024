/**
 * `@matrix-arcade/ai-wasm/testing`: the engine conformance kit for Node tests of a game's wasm
 * kernel (docs/engine.md). This entry only re-exports.
 */
export {
  engineConformanceChecks,
  type EngineCheck,
  type EngineConformance,
  type WalkStart,
} from './conformance.js';
export { calibrationChecks } from './calibration-checks.js';
export type { ParityTally } from './parity.js';
export {
  KERNEL_ABI,
  instantiateKernel,
  missingExports,
  type KernelExports,
  type RawKernel,
} from './raw-kernel.js';
export { importGraph } from './entries.js';
