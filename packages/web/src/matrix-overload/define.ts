/**
 * `@matrix-arcade/web/matrix-overload`: registers `<matrix-overload-game>` and the kit elements
 * it draws with (card, board grid, controls, move log, thinking indicator). No other game.
 */
import '../kit/board-grid.define.js';
import '../kit/card.define.js';
import '../kit/game-controls.define.js';
import '../kit/move-log.define.js';
import '../kit/thinking-indicator.define.js';
import { defineOnce } from '../lib/define-once.js';
import { MatrixOverloadGame } from './matrix-overload-game.js';
import { MatrixOverloadSpot } from './spot.js';

defineOnce('matrix-overload-spot', MatrixOverloadSpot);
defineOnce('matrix-overload-game', MatrixOverloadGame);

export { MatrixOverloadGame };
