/**
 * Helpers for the `<piecepack-matrix-game>` browser tests: mount the element, reach its board
 * cells, its buttons by action, and play one step the way a player would (a marked space on the
 * board, else the first decision button, committing rather than spending). Not part of the
 * build (`*.test-util.ts`).
 */
import { layout } from '@matrix-arcade/piecepack-matrix';
import type { ArcadeBoardGrid } from '../kit/board-grid.js';
import { mountTag, part, settle } from '../../test/helpers.js';
import type { PiecepackMatrixGame } from './piecepack-matrix-game.js';

export function mountPiecepack(attrs: Record<string, string> = {}): Promise<PiecepackMatrixGame> {
  return mountTag('piecepack-matrix-game', attrs);
}

export function board(el: PiecepackMatrixGame): ArcadeBoardGrid {
  return part<ArcadeBoardGrid>(el, 'arcade-board-grid.board');
}

export function boardCells(el: PiecepackMatrixGame): HTMLElement[] {
  return [...board(el).shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')];
}

/** Cells marked as targets of the breaker shown. */
export function targetCells(el: PiecepackMatrixGame): HTMLElement[] {
  return boardCells(el).filter((c) => (c.getAttribute('part') ?? '').includes('target'));
}

export function actionButton(el: PiecepackMatrixGame, action: number): HTMLButtonElement | null {
  return el.shadowRoot!.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);
}

export function decisionButtons(el: PiecepackMatrixGame): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=decide] button')];
}

/** One step as a player would take it; returns how it was taken. */
export async function playerStep(el: PiecepackMatrixGame): Promise<'board' | 'button' | 'card'> {
  const st = el.gameState!;
  if (st.phase === 'move') {
    const targets = targetCells(el);
    if (targets.length > 0) {
      targets[0]!.click();
      await settle(el);
      return 'board';
    }
    const card = el.shadowRoot!.querySelector<HTMLButtonElement>(
      '[part=breakers] button[data-action]',
    );
    card!.click();
    await settle(el);
    return 'card';
  }
  const buttons = decisionButtons(el);
  const commit = buttons.find((b) => Number(b.dataset.action) === layout.A_COMMIT);
  (commit ?? buttons[0]!).click();
  await settle(el);
  return 'button';
}
