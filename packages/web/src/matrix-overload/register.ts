/**
 * Registers `<matrix-overload-game>`, its board spot and the kit elements it draws with (card,
 * board grid, controls, move log, thinking indicator) when called, and not before: the list of
 * games (`src/games.ts`) names it without registering anything, the define entries call it.
 */
import { ArcadeBoardGrid } from '../kit/board-grid.js';
import { ArcadeCard } from '../kit/card.js';
import { ArcadeGameControls } from '../kit/game-controls.js';
import { ArcadeMoveLog } from '../kit/move-log.js';
import { ArcadeThinking } from '../kit/thinking-indicator.js';
import { defineOnce } from '../lib/define-once.js';
import { MatrixOverloadGame } from './matrix-overload-game.js';
import { MatrixOverloadSpot } from './spot.js';

/** The parts of the board and the kit elements (an edition of the family draws with them too). */
export function defineMatrixOverloadParts(): void {
  defineOnce('arcade-board-grid', ArcadeBoardGrid);
  defineOnce('arcade-card', ArcadeCard);
  defineOnce('arcade-game-controls', ArcadeGameControls);
  defineOnce('arcade-move-log', ArcadeMoveLog);
  defineOnce('arcade-thinking', ArcadeThinking);
  defineOnce('matrix-overload-spot', MatrixOverloadSpot);
}

export function defineMatrixOverload(): void {
  defineMatrixOverloadParts();
  defineOnce('matrix-overload-game', MatrixOverloadGame);
}
