/**
 * Registers `<matrix-maze-game>` and the kit elements it draws with (die, score panel, controls,
 * move log, thinking indicator) when called, and not before.
 */
import { ArcadeDie } from '../kit/die.js';
import { ArcadeGameControls } from '../kit/game-controls.js';
import { ArcadeMoveLog } from '../kit/move-log.js';
import { ArcadeScorePanel } from '../kit/score-panel.js';
import { ArcadeThinking } from '../kit/thinking-indicator.js';
import { defineOnce } from '../lib/define-once.js';
import { MatrixMazeGame } from './matrix-maze-game.js';

export function defineMatrixMaze(): void {
  defineOnce('arcade-die', ArcadeDie);
  defineOnce('arcade-game-controls', ArcadeGameControls);
  defineOnce('arcade-move-log', ArcadeMoveLog);
  defineOnce('arcade-score-panel', ArcadeScorePanel);
  defineOnce('arcade-thinking', ArcadeThinking);
  defineOnce('matrix-maze-game', MatrixMazeGame);
}
