/**
 * Helpers for the `<matrix-overload-game>` browser tests: mount the element and reach its board
 * cells by action. The positions they load are in `positions.test-util.ts`. Not part of the
 * build (`*.test-util.ts`).
 */
import type { ArcadeBoardGrid } from '../kit/board-grid.js';
import { mountTag, part } from '../../test/helpers.js';
import { indexOfAction } from './board.js';
import type { MatrixOverloadGame } from './matrix-overload-game.js';

export function mountOverload(attrs: Record<string, string> = {}): Promise<MatrixOverloadGame> {
  return mountTag('matrix-overload-game', attrs);
}

export function board(el: Element): ArcadeBoardGrid {
  return part<ArcadeBoardGrid>(el, 'arcade-board-grid.board');
}

export function boardCells(el: Element): HTMLElement[] {
  return [...board(el).shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')];
}

/** The grid cell where `action` plays the card in hand. */
export function cellOf(el: Element, action: number): HTMLElement {
  return boardCells(el)[indexOfAction(action)]!;
}

export { playExample, playExampleSave } from './positions.test-util.js';
