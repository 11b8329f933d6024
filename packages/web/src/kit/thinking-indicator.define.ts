/** Registers `<arcade-thinking>` (`@matrix-arcade/web/kit/thinking-indicator`). */
import { defineOnce } from '../lib/define-once.js';
import { ArcadeThinking } from './thinking-indicator.js';

defineOnce('arcade-thinking', ArcadeThinking);
