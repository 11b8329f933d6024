/** Registers `<arcade-score-panel>` (`@matrix-arcade/web/kit/score-panel`). */
import { defineOnce } from '../lib/define-once.js';
import { ArcadeScorePanel } from './score-panel.js';

defineOnce('arcade-score-panel', ArcadeScorePanel);
