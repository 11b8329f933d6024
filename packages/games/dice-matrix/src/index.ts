/**
 * @matrix-arcade/dice-matrix: the headless rules of Dice Matrix. This entry only re-exports:
 * the `Game` objects, the state and observation types, the action encoding, scoring helpers
 * (`recount`), layout helpers (`fromLayout`, `fillLayout`), mid-game positions (`buildPosition`,
 * tournaments included), the structured preview (`previewAction`). The lessons and rules
 * reference that teach the game are the `./lessons` entry's, not shipped here.
 */
export {
  diceMatrix,
  ESTIMATE_SCALE,
  estimateReturns,
  evaluate,
  type DiceMatrixGame,
} from './game.js';
export { diceLeftByLine, lineValue } from './line-value.js';
export {
  fromLayout,
  newState,
  openerOf,
  optionSchema,
  parseLayout,
  randomLayout,
  type DiceMatrixOptions,
  type DiceMatrixState,
  type LayoutSpec,
} from './state.js';
export { determinize, observe, type DiceMatrixObservation } from './observation.js';
export {
  applyAction,
  currentPlayer,
  illegalReason,
  legalActions,
  outcomeOf,
  returnsOf,
  totalScores,
} from './rules.js';
export { describeAction } from './describe.js';
export {
  previewAction,
  type DiceMatrixPreview,
  type DieLanding,
  type OpponentOutlook,
} from './preview.js';
export { fillLayout, type DieEntry, type PartialLayoutSpec } from './layout-fill.js';
export {
  buildPosition,
  type DiceList,
  type DiceMatrixPositionSpec,
  type TournamentSpec,
} from './build-position.js';
export { diceMatrixDescriptor } from './descriptor.js';
export { renderDiceMatrix } from './render-text.js';
export { CODEC_VERSION, MAX_GAME_SCORE, codec } from './codec.js';
export {
  ACTION_COUNT,
  CELLS,
  OPENING_BASE,
  PAIR_BASE,
  SIZE,
  cellName,
  colOf,
  decodeAction,
  openingAction,
  pairAction,
  rowOf,
  singleAction,
  type DecodedAction,
} from './actions.js';
export {
  COLOURS,
  COLOUR_LETTERS,
  COLOUR_NAMES,
  DICE,
  DICE_PER_COLOUR,
  DIE_KINDS,
  FACES,
  colourOf,
  dieCode,
  dieLabel,
  dieName,
  dieTag,
  faceOf,
  matchingDice,
  parseDie,
  type ColourName,
} from './dice.js';
export {
  LINES,
  emptyArea,
  gainOf,
  lineCounts,
  placeDie,
  recount,
  scoreOfLines,
  triangular,
} from './scoring.js';
