/**
 * Registers `<cybermancy-game>`, the board spot it shares with MATR1X ØVERLØAD and the kit
 * elements it draws with (card, board grid, controls, move log, thinking indicator) when
 * called, and not before: the list of games (`src/games.ts`) names it without registering
 * anything, the define entries call it.
 */
import { defineOnce } from '../lib/define-once.js';
import { defineMatrixOverloadParts } from '../matrix-overload/parts.js';
import { CybermancyGame } from './cybermancy-game.js';

export function defineCybermancy(): void {
  defineMatrixOverloadParts();
  defineOnce('cybermancy-game', CybermancyGame);
}
