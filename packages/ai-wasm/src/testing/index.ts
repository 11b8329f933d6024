/**
 * `@matrix-arcade/ai-wasm/testing`: the engine conformance kit for Node tests of a game's wasm
 * kernel (docs/engine.md). This entry only re-exports.
 */
export { engineConformanceChecks } from './conformance.js';
export type {
  EngineCheck,
  EngineConformance,
  ParityTally,
  WalkStart,
} from './conformance-spec.js';
export { calibrationChecks } from './calibration-checks.js';
export {
  KERNEL_ABI,
  instantiateKernel,
  missingExports,
  type KernelExports,
  type RawKernel,
} from './raw-kernel.js';
export { importGraph } from './entries.js';
