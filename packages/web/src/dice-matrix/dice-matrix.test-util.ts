/**
 * Helpers for the `<dice-matrix-game>` browser tests: mount the element and read the matrix's
 * cells. Not part of the build (`*.test-util.ts`).
 */
import type { ArcadeBoardGrid } from '../kit/board-grid.js';
import { mountTag, part } from '../../test/helpers.js';
import type { DiceMatrixGame } from './dice-matrix-game.js';

export async function mountGame(attrs: Record<string, string> = {}): Promise<DiceMatrixGame> {
  return mountTag('dice-matrix-game', attrs);
}

export function matrixGrid(el: DiceMatrixGame): ArcadeBoardGrid {
  return part<ArcadeBoardGrid>(el, 'arcade-board-grid.matrix');
}

export function matrixCells(el: DiceMatrixGame): HTMLElement[] {
  return [...matrixGrid(el).shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')];
}
