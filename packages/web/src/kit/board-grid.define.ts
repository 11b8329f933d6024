/** Registers `<arcade-board-grid>` (`@matrix-arcade/web/kit/board-grid`). */
import { defineOnce } from '../lib/define-once.js';
import { ArcadeBoardGrid } from './board-grid.js';

defineOnce('arcade-board-grid', ArcadeBoardGrid);
