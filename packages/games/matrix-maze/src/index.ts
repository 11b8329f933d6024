/**
 * @matrix-arcade/matrix-maze: the headless rules of Matrix Maze. This entry only re-exports: the
 * `Game`, state and options, mid-game positions (`buildPosition`), maps (the shipped five, the
 * JSON format and its validator), the action encoding, the rules (with core's `CHANCE` and
 * `TERMINAL`, what `currentPlayer` returns at a roll and at the end), words, the descriptor. The
 * lessons and rules reference are the `./lessons` entry's (issue 38's teaching mode; not shipped here).
 */
export { matrixMaze, evaluate, type MatrixMazeGame } from './game.js';
export {
  fromMap,
  newState,
  optionSchema,
  startState,
  type MatrixMazeOptions,
  type MatrixMazeState,
  type SeatState,
  type TurnState,
} from './state.js';
export {
  buildPosition,
  type MatrixMazePositionSpec,
  type MazeSeatSpec,
} from './build-position.js';
export { determinize, observe, type MatrixMazeObservation } from './observation.js';
export { applyAction, currentPlayer, illegalReason, legalActions, returnsOf } from './rules.js';
export {
  canMoveSomewhere,
  dieUsable,
  guardSees,
  inDeadEnd,
  moveDirection,
  target,
  walled,
} from './board.js';
export { ENDINGS, describeAction, outcomeOf, seatName } from './describe.js';
export { CODEC_VERSION, codec } from './codec.js';
export { matrixMazeDescriptor } from './descriptor.js';
export { renderMatrixMaze } from './render-text.js';
export {
  END,
  NO_DIE,
  SKIP,
  X2,
  changeAction,
  decodeAction,
  extraAction,
  facingAction,
  restartAction,
  rollAction,
  startAction,
  teleportAction,
  useAction,
  wallAction,
  type DecodedAction,
} from './actions.js';
export { MAP_IDS, SHIPPED_MAPS, mapOf, registerMap, shippedMap } from './maps/catalog.js';
export {
  MAP_FORMAT,
  MAP_MODES,
  MAP_VERSION,
  START_LETTERS,
  inSight,
  parseMap,
  reachable,
  type MapMode,
  type MazeMap,
  type MazeMapJson,
} from './maps/map-format.js';
export {
  DIRECTION_NAMES,
  MAX_SIDE,
  edgeCount,
  edgeIndex,
  edgeName,
  edgeSquares,
  neighbour,
  parseSquare,
  squareName,
} from './maps/squares.js';
export * as layout from './codes.js';
export { CHANCE, TERMINAL } from '@matrix-arcade/core';
