/**
 * @matrix-arcade/matrix-overload: the headless rules of MATR1X ØVERLØAD. This entry only
 * re-exports: the `Game` object, the rules (`createRules` over an `EditionSpec`, and the family's
 * rule functions for an edition's own roles), the card model, the state and observation types,
 * the action encoding, previews, descriptions, the codec,
 * position builders (`buildPosition`, `fromPosition`), the outside-position helpers. The
 * lessons and rules reference that teach the game are the `./lessons` entry's, not shipped here.
 */
export {
  createGame,
  estimateReturns,
  estimateWith,
  evaluate,
  evaluateWith,
  iceLoad,
  matrixOverload,
  outcomeOf,
  outcomeWith,
  type EditionOptions,
  type EditionGame,
  type MatrixOverloadGame,
} from './game.js';
export { carryFields, copyFields, type StateField, type WithFields } from './state-fields.js';
export {
  createRules,
  applyAction,
  illegalReason,
  legalActions,
  previewAction,
  rules,
  type ActionPreview,
  type AnyOverloadRules,
  type OverloadRules,
} from './rules.js';
export {
  DEFAULT_SETTINGS,
  STANDARD_EDITION,
  compileEdition,
  type Edition,
  type EditionHooks,
  type EditionSpec,
  type EditionSpecWithPreview,
  type EditionTraits,
  type RolePlay,
  type RuleSettings,
} from './edition.js';
export * as familyRules from './family-rules.js';
export type { OverloadPreview, OverloadResult } from './previews.js';
export {
  ENDINGS,
  optionSchema,
  type Ending,
  type MatrixOverloadOptions,
  type MatrixOverloadState,
} from './state.js';
export {
  determinize,
  determinizeWith,
  observe,
  observeWith,
  type MatrixOverloadObservation,
} from './observation.js';
export { describeAction, describePreview, describeWith } from './describe.js';
export { matrixOverloadDescriptor } from './descriptor.js';
export { renderTextWith } from './render-text.js';
export { CODEC_VERSION, codec, createCodec } from './codec.js';
export {
  POSITION_KEYS,
  fromPosition,
  type OutsideSpec,
  type PositionSpec,
} from './position.js';
export { OUTSIDE_KEYS, checkKeys } from './spec-keys.js';
export {
  BUILD_POSITION_KEYS,
  buildPosition,
  type BuildPositionSpec,
  type CardList,
  type UnnamedCards,
} from './build-position.js';
export {
  describePosition,
  outside,
  parsePosition,
  royalHealth,
  type PositionInfo,
  type Side,
} from './outside.js';
export {
  ACTION_COUNT,
  CELLS,
  CELL_POSITIONS,
  CENTRE,
  OVERLOADS,
  POSITIONS,
  POSITION_BASE,
  POSITION_CELL,
  SIZE,
  cellAction,
  cellName,
  decodeAction,
  positionAction,
  positionName,
  type DecodedAction,
} from './actions.js';
export {
  ACE_TO_TEN,
  BLACK_AND_RED,
  CARD_COUNT,
  FIRST_EXTRA_ROLE,
  HARD_RESET,
  JOKERS,
  KILL_ANY,
  KILL_COLOUR,
  KILL_SUIT,
  PROGRAM,
  ROYAL,
  SOFT_RESET,
  STANDARD_DECK,
  STANDARD_DECK_DEFINITION,
  cardCode,
  compileDeck,
  parseCard,
  type CardDef,
  type ColourDef,
  type Deck,
  type DeckDefinition,
  type KillRule,
  type RankDef,
  type Role,
  type SuitDef,
} from './cards.js';
