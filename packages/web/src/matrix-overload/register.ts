/**
 * Registers `<matrix-overload-game>`, its board spot and the kit elements it draws with (card,
 * board grid, controls, move log, thinking indicator) when called, and not before: the list of
 * games (`src/games.ts`) names it without registering anything, the define entries call it.
 */
import { defineOnce } from '../lib/define-once.js';
import { MatrixOverloadGame } from './matrix-overload-game.js';
import { defineMatrixOverloadParts } from './parts.js';

export { defineMatrixOverloadParts };

export function defineMatrixOverload(): void {
  defineMatrixOverloadParts();
  defineOnce('matrix-overload-game', MatrixOverloadGame);
}
