/** Registers `<arcade-tile>` (`@matrix-arcade/web/kit/tile`). */
import { defineOnce } from '../lib/define-once.js';
import { ArcadeTile } from './tile.js';

defineOnce('arcade-tile', ArcadeTile);
