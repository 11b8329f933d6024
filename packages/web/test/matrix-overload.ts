/**
 * Helpers for the `<matrix-overload-game>` browser tests: mount the element and reach its board
 * cells by action. The positions they load are in `matrix-overload-positions.ts`.
 */
import type { ArcadeBoardGrid } from '../src/kit/board-grid.js';
import type { MatrixOverloadGame } from '../src/matrix-overload/matrix-overload-game.js';
import { indexOfAction } from '../src/matrix-overload/board.js';
import { mountTag, part } from './helpers.js';

export function mountOverload(attrs: Record<string, string> = {}): Promise<MatrixOverloadGame> {
  return mountTag('matrix-overload-game', attrs);
}

export function board(el: MatrixOverloadGame): ArcadeBoardGrid {
  return part<ArcadeBoardGrid>(el, 'arcade-board-grid.board');
}

export function boardCells(el: MatrixOverloadGame): HTMLElement[] {
  return [...board(el).shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')];
}

/** The grid cell where `action` plays the card in hand. */
export function cellOf(el: MatrixOverloadGame, action: number): HTMLElement {
  return boardCells(el)[indexOfAction(action)]!;
}

export { playExample, playExampleSave } from './matrix-overload-positions.js';
