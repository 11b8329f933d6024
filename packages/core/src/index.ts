export {
  CHANCE,
  TERMINAL,
  hidesInformation,
  previewOf,
  setupWith,
  type Action,
  type ActionPreviewBase,
  type AnyGame,
  type ChanceOutcome,
  type Game,
  type OptionsPredicate,
  type Outcome,
  type SearchSettings,
  type StateCodec,
} from './game.js';
export {
  defineGame,
  gameOf,
  type AnyGameDescriptor,
  type GameDescriptor,
  type RulesSummary,
} from './descriptor.js';
export {
  ERROR_CODES,
  IllegalActionError,
  OptionsError,
  ReplayError,
  ValidationError,
  describeValue,
  errorCode,
  type ErrorCode,
} from './errors.js';
export { createRng, deriveSeed, rngFromState, splitmix32, WordRng, type Rng } from './rng.js';
export {
  checkKeys,
  defaultOptions,
  parseOptions,
  parseOptionStrings,
  type OptionSchema,
  type OptionSpec,
} from './options.js';
export * as validate from './validate.js';
export { observationCheck } from './observation-check.js';
export { deepEqual } from './deep-equal.js';
export {
  loadState,
  saveState,
  STATE_FORMAT,
  STATE_FORMAT_VERSION,
  type SavedState,
} from './saves.js';
export { BOT_STEP_BUDGET, Match, chanceRng, sampleChance } from './match.js';
export { MAX_SEED, checkSeed, guardSetup } from './seed.js';
export {
  playGame,
  type AnyBot,
  type AsyncBot,
  type PlayedGame,
  type PlayGameOptions,
} from './play-game.js';
export { MOVE_MAKERS, type MoveMaker } from './move-maker.js';
export {
  checkReplay,
  parseReplay,
  playReplay,
  replayOf,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
} from './replay.js';
export {
  budgetedSolve,
  DEFAULT_WINNABLE_MS,
  type WinnableAnswer,
  type WinnableOptions,
  type WinnableProgress,
  type WinnableVerdict,
} from './winnable.js';
export {
  greedyBot,
  heuristicValue,
  legalFromObservation,
  randomBot,
  type Bot,
} from './search/bot.js';
export {
  mctsBot,
  mctsSearch,
  type ActionStats,
  type SearchBudget,
  type ClockedBudget,
  type SearchResult,
} from './search/mcts.js';
export {
  defineManifest,
  gameRegistry,
  isGameManifest,
  manifestId,
  sortManifests,
  type AnyGameManifest,
  type GameBots,
  type GameManifest,
  type GameRegistry,
  type GameSolver,
  type LoadedGame,
  type SolvedDeal,
} from './manifest.js';
export {
  lessonStars,
  lessonsTeaching,
  playLesson,
  wrongMoveMatches,
  type AnyGameLessons,
  type GameLessons,
  type GlossaryEntry,
  type Lesson,
  type LessonKind,
  type LessonPointer,
  type LessonStep,
  type MoveStep,
  type PlayedLesson,
  type ReadStep,
  type ReplyStep,
  type RulePicture,
  type RuleSection,
  type RulesReference,
  type WrongMove,
} from './lesson.js';
