/** Registers `<arcade-card>` (`@matrix-arcade/web/kit/card`). */
import { defineOnce } from '../lib/define-once.js';
import { ArcadeCard } from './card.js';

defineOnce('arcade-card', ArcadeCard);
