/**
 * @matrix-arcade/web: the element classes and helper types, without registering any tag (import
 * `@matrix-arcade/web/<game-id>`, `@matrix-arcade/web/arcade` or `@matrix-arcade/web/kit/<name>`
 * for that). The list of games comes from `games.ts`, each game's classes from the generated
 * `game-classes.generated.ts` (scripts/game-list.mjs). This entry only
 * re-exports.
 */
export {
  ArcadeBoardGrid,
  type CellActivateDetail,
  type CellFocusDetail,
  type GridCell,
} from './kit/board-grid.js';
export { ArcadeCard } from './kit/card.js';
export { ArcadeDie } from './kit/die.js';
export { ArcadeGameControls, type ControlDetail } from './kit/game-controls.js';
export { ArcadeMoveLog, type LogEntry } from './kit/move-log.js';
export { ArcadeScorePanel, type ScorePlayer } from './kit/score-panel.js';
export { ArcadeThinking } from './kit/thinking-indicator.js';
export { ArcadeTile } from './kit/tile.js';
export * from './games.js';
export * from './game-classes.generated.js';
export { GameElement, type HintResult, type MoveDetail } from './lib/game-element.js';
export {
  GameSession,
  SESSION_FORMAT,
  SESSION_VERSION,
  type SessionJSON,
} from './lib/game-session.js';
export { SPEEDS, type SpeedName } from './lib/speeds.js';
export type { ErrorDetail } from './lib/warn.js';
export type {
  GameElementEventMap,
  GameOverDetail,
  MatrixArcadeEventMap,
  StateDetail,
} from './events.js';
export { contrast, dieColours, palette } from './theme/palette.js';
export { MatrixArcade } from './arcade/matrix-arcade.js';
export { ArcadeStorage, type GameStats, type SavedGame } from './arcade/arcade-storage.js';
