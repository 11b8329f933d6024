/** Registers `<arcade-move-log>` (`@matrix-arcade/web/kit/move-log`). */
import { defineOnce } from '../lib/define-once.js';
import { ArcadeMoveLog } from './move-log.js';

defineOnce('arcade-move-log', ArcadeMoveLog);
