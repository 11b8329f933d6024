/**
 * Helpers for the `<piecepack-matrix-game>` browser tests: mount the element, reach its board
 * cells, its buttons by action, and play one step the way a player would (a marked space on the
 * board, else the first decision button, committing rather than spending). Not part of the
 * build (`*.test-util.ts`).
 */
import {
  type PiecepackState,
  layout,
  legalActions,
  piecepackMatrix,
} from '@matrix-arcade/piecepack-matrix';
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
      '[part=abilities] button[data-action]',
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

/**
 * A run played by a fixed policy (commit at once, installs on empty spaces first, moves
 * spread over the legal list, dice cycling 1–6) until `tiles` structures are installed and the
 * phase is `phase`: a matrix that grows quickly.
 */
export function midRun(tiles = 17, phase = 'boost', seed = 12): PiecepackState {
  let s = piecepackMatrix.setup({ black: 2, green: 5, red: 1, blue: 6 }, seed);
  for (let i = 0; i < 400; i++) {
    if (s.structures.length >= tiles && s.phase === phase) break;
    const legal =
      piecepackMatrix.currentPlayer(s) === -1 ? [layout.A_DIE + 6 - (i % 3)] : legalActions(s);
    const commit = legal.includes(layout.A_COMMIT) ? layout.A_COMMIT : null;
    const move = legal.filter((a) => a < 4 * layout.CELLS);
    const empty = move.filter((a) => !s.structures.some((x) => x.cell === a % layout.CELLS));
    const pool = empty.length ? empty : move;
    const a = commit ?? (pool.length ? pool[(i * 7) % pool.length]! : legal[0]!);
    const next = piecepackMatrix.apply(s, a);
    if (next.ending !== null) break;
    s = next;
  }
  return s;
}
