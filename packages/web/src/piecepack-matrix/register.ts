/**
 * Registers `<piecepack-matrix-game>` and the kit elements it draws with (board grid, die,
 * controls, move log, thinking indicator) when called, and not before: the list of games
 * (`src/games.ts`) names it without registering anything, the define entries call it.
 */
import { ArcadeBoardGrid } from '../kit/board-grid.js';
import { ArcadeDie } from '../kit/die.js';
import { ArcadeGameControls } from '../kit/game-controls.js';
import { ArcadeMoveLog } from '../kit/move-log.js';
import { ArcadeThinking } from '../kit/thinking-indicator.js';
import { defineOnce } from '../lib/define-once.js';
import { PiecepackMatrixGame } from './piecepack-matrix-game.js';

export function definePiecepackMatrix(): void {
  defineOnce('arcade-board-grid', ArcadeBoardGrid);
  defineOnce('arcade-die', ArcadeDie);
  defineOnce('arcade-game-controls', ArcadeGameControls);
  defineOnce('arcade-move-log', ArcadeMoveLog);
  defineOnce('arcade-thinking', ArcadeThinking);
  defineOnce('piecepack-matrix-game', PiecepackMatrixGame);
}
