/**
 * Registers the parts of the MATR1X ØVERLØAD board (its spot) and the kit elements the family
 * draws with, but not `<matrix-overload-game>`: an edition registers these without
 * importing the MATR1X ØVERLØAD element, whose engine kernel would bring its wasm into the
 * edition's bundle.
 */
import { ArcadeBoardGrid } from '../kit/board-grid.js';
import { ArcadeCard } from '../kit/card.js';
import { ArcadeGameControls } from '../kit/game-controls.js';
import { ArcadeMoveLog } from '../kit/move-log.js';
import { ArcadeThinking } from '../kit/thinking-indicator.js';
import { defineOnce } from '../lib/define-once.js';
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
