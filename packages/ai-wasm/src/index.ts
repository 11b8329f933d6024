/**
 * `@matrix-arcade/ai-wasm`: the host of the WebAssembly search engine (workers, the inline
 * engine, errors, the `EngineKernel` contract). The AssemblyScript side is
 * `@matrix-arcade/ai-wasm/assembly`.
 */
export {
  createEngine,
  releaseIdleWorkers,
  type Engine,
  type EngineOptions,
} from './engine.js';
export { createInlineEngine, type InlineEngine } from './inline-engine.js';
export {
  EngineCancelledError,
  EngineCrashedError,
  EngineDisposedError,
  EngineRequestError,
} from './errors.js';
export { engineBot, type EngineBot } from './engine-bot.js';
export { algorithmsOf, checkHintOptions } from './hint-options.js';
export {
  AI_LEVELS,
  ENGINE_ALGORITHMS,
  type AiLevel,
  type EngineAlgorithm,
  type EngineDefaults,
  type KernelSettings,
  type ResolvedSearch,
  type StrongSettings,
  isDepthFirst,
} from './engine-settings.js';
export {
  CHANCE_KINDS,
  IO_WORDS,
  PROGRESS_EVERY_MS,
  type ChanceKind,
  type EngineHint,
  type EngineKernel,
  type HintOptions,
  type HintRequest,
  type SearchProgress,
} from './hint.js';
export { kernelSettings, resolveHint, resolveSearch } from './resolve-search.js';
export { calibratedChance, calibrationTableFor, fittedFor } from './calibration.js';
export type { CalibrationCurve, CalibrationTable, HintCalibration } from './calibration-types.js';
export {
  type GameReview,
  type ReviewEngine,
  type ReviewOptions,
  type ReviewProgress,
  type ReviewedMove,
  reviewGame,
} from './review.js';
export {
  DECIDING_MOVES,
  type GradedMove,
  type JudgedMove,
  accuracyBySeat,
  decidingMoves,
  givenAwayBySeat,
  moveAccuracy,
  seatAccuracy,
} from './review-accuracy.js';
export {
  GRADE_THRESHOLDS,
  MOVE_GRADES,
  type GradeThresholds,
  type MoveGrade,
  gradeMove,
} from './review-grades.js';
export type { ModuleExports } from './module-exports.js';
export { WasmSearch } from './wasm-search.js';
export { EXACT_WORLDS, exactChance } from './exact-chance.js';
export { compileWasm } from '#compile';
export type { WorkerLike } from './spawn.js';
export { workerArgv } from './worker-argv.js';
export { engineGames, type EngineGame, type EngineManifest } from './manifest.js';
