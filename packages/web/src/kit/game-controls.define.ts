/** Registers `<arcade-game-controls>` (`@matrix-arcade/web/kit/game-controls`). */
import { defineOnce } from '../lib/define-once.js';
import { ArcadeGameControls } from './game-controls.js';

defineOnce('arcade-game-controls', ArcadeGameControls);
