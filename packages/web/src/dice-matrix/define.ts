/**
 * `@matrix-arcade/web/dice-matrix`: registers `<dice-matrix-game>` and the kit elements it draws
 * with (die, board grid, score panel, controls, move log, thinking indicator). No other game.
 */
import '../kit/board-grid.define.js';
import '../kit/die.define.js';
import '../kit/game-controls.define.js';
import '../kit/move-log.define.js';
import '../kit/score-panel.define.js';
import '../kit/thinking-indicator.define.js';
import { defineOnce } from '../lib/define-once.js';
import { DiceMatrixGame } from './dice-matrix-game.js';

defineOnce('dice-matrix-game', DiceMatrixGame);

export { DiceMatrixGame };
