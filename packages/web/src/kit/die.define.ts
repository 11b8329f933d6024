/** Registers `<arcade-die>` (`@matrix-arcade/web/kit/die`). */
import { defineOnce } from '../lib/define-once.js';
import { ArcadeDie } from './die.js';

defineOnce('arcade-die', ArcadeDie);
