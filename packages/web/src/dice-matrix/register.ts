/**
 * Registers `<dice-matrix-game>` and the kit elements it draws with (die, board grid, score
 * panel, controls, move log, thinking indicator) when called, and not before: the list of games
 * (`src/games.ts`) names it without registering anything, the define entries call it.
 */
import { ArcadeBoardGrid } from '../kit/board-grid.js';
import { ArcadeDie } from '../kit/die.js';
import { ArcadeGameControls } from '../kit/game-controls.js';
import { ArcadeMoveLog } from '../kit/move-log.js';
import { ArcadeScorePanel } from '../kit/score-panel.js';
import { ArcadeThinking } from '../kit/thinking-indicator.js';
import { defineOnce } from '../lib/define-once.js';
import { DiceMatrixGame } from './dice-matrix-game.js';

export function defineDiceMatrix(): void {
  defineOnce('arcade-board-grid', ArcadeBoardGrid);
  defineOnce('arcade-die', ArcadeDie);
  defineOnce('arcade-game-controls', ArcadeGameControls);
  defineOnce('arcade-move-log', ArcadeMoveLog);
  defineOnce('arcade-score-panel', ArcadeScorePanel);
  defineOnce('arcade-thinking', ArcadeThinking);
  defineOnce('dice-matrix-game', DiceMatrixGame);
}
