/**
 * @matrix-arcade/piecepack-matrix: the headless rules of Matrix, the piecepack solitaire. This
 * entry only re-exports: the `Game` object, the state and options, mid-game positions
 * (`buildPosition`), the observation, the rules functions, the breaker catalogue, descriptions, the codec, the descriptor.
 * The lessons and rules reference are the `./lessons` entry's (issue 38's teaching mode; not shipped here).
 */
export { estimateReturns, outcomeOf, piecepackMatrix } from './game.js';
export {
  apply,
  challengeOf,
  chanceOutcomes,
  currentPlayer,
  illegalReason,
  legalActions,
  setup,
} from './rules.js';
export {
  BREAKER_CHOICES,
  ENDINGS,
  PHASES,
  fromWords,
  optionSchema,
  toWords,
  type BreakerChoice,
  type Ending,
  type Phase,
  type PiecepackOptions,
  type PiecepackState,
  type Structure,
} from './state.js';
export {
  buildPosition,
  parseTile,
  type BreakerSpec,
  type InstalledTile,
  type PiecepackPositionSpec,
  type Place,
  type TileName,
} from './build-position.js';
export { determinize, observe, type PiecepackObservation } from './observation.js';
export {
  BASIC_BREAKER,
  COLOUR_GLYPHS,
  COLOUR_NAMES,
  CUSTOM_BREAKERS,
  breakerInfo,
  breakerName,
  tileName,
  type BreakerInfo,
} from './breakers.js';
export { cellName, describeAction } from './describe.js';
export { CODEC_VERSION, codec } from './codec.js';
export { piecepackMatrixDescriptor } from './descriptor.js';
export { renderText } from './render-text.js';
export { challengeChance } from './chance.js';
export * as layout from './layout.js';
