export { DICE_GLYPHS, dieLabel } from './die-label.js';
