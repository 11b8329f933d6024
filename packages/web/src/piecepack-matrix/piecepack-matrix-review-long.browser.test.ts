/**
 * A long matrix reviewed on a phone keeps cells a person can read and tap (issue 37, found by
 * hand play at 390×844: a lost custom-breaker run whose line of tiles reached ~17 rows, reviewed,
 * showed its moves with 12–14 px cells, the whole matrix squeezed into the board's box). In
 * `<matrix-arcade>` as the site shows it, a run with custom breakers dealt from a fixed seed is
 * played to its end by seeded legal moves that stretch the line (each move the one leaving the
 * tallest matrix), reviewed with the real mouse on Review (a small `ai-iterations`), and the real
 * mouse chooses in the review's list the last two graded moves whose better move is a space of
 * the board, and the last whose better move is a button, the board's box left scrolled to one end
 * before each. With the page at its top: the matrix is still long there (15 rows or more), its cells
 * are 20 px or more (the board scrolls inside its box), and the ★ of the better move (a button's:
 * the breaker challenging, and the ★ button) is inside the box's visible part, in the first
 * screen, not covered (fit.ts' `REVIEW_LEAST_CELL`,
 * board-motion.ts scrolls to it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { apply, layout, type PiecepackState } from '@matrix-arcade/piecepack-matrix';
import { deepQueryAll, settleLayout } from '../../test/helpers.js';
import {
  composedContains,
  deepElementFromPoint,
  describe as describeBox,
  seenWhole,
} from '../../test/layout.js';
import { leaveSite, pageErrors, where } from '../../test/site-arcade.js';
import { frameOf, indexOfCell } from './board.js';
import type { ArcadeBoardGrid } from '../kit/board-grid.js';
import { chooseReviewMove, reviewedRun } from './review-site.test-util.js';

afterEach(leaveSite);

const SEED = 36;
const OPTIONS = { breakers: 'set', black: 4, green: 2, red: 3, blue: 5 };

/** Rows spanned by the tiles and the pawns (what a move can stretch). */
function span(st: PiecepackState): number {
  const cells = [...st.structures.map((s) => s.cell), ...st.positions.filter((p) => p >= 0)];
  const ys = cells.map((c) => Math.floor(c / layout.SIDE));
  return ys.length === 0 ? 0 : Math.max(...ys) - Math.min(...ys);
}

describe('Matrix (piecepack) in the arcade: a long matrix in review on a phone', () => {
  it('390×844: cells of 20 px or more, the ★ of the better move in view', async () => {
    await page.viewport(390, 844);
    const errors = pageErrors();
    const { a, api, root } = await reviewedRun(SEED, OPTIONS, (st, legal, rng) => {
      const spans = legal.map((x) => span(apply(st, x)));
      const top = legal.filter((_, k) => spans[k] === Math.max(...spans));
      return top[rng.int(top.length)]!;
    });
    const review = await api.review();
    await settleLayout(a);
    const moves = review.moves.map((m, i) => ({ ...m, i }));
    const graded = moves.filter((m) => m.grade !== 'best');
    const onBoard = graded.filter((m) => m.bestAction < 4 * layout.CELLS).slice(-2);
    const button = graded.filter((m) => m.bestAction >= 4 * layout.CELLS).slice(-1);
    expect(onBoard.length, 'graded moves whose better move is a space').toBeGreaterThan(0);
    expect(button.length, 'a graded move whose better move is a button').toBe(1);
    const chosen = [...onBoard, ...button].reverse();
    for (const [k, m] of chosen.entries()) {
      // The board's box scrolled to one end, then the other, as a player may leave it.
      const box = root.querySelector<HTMLElement>('.viewport')!;
      box.scrollTop = k % 2 === 0 ? 0 : box.scrollHeight;
      await chooseReviewMove(a, root, m.i);
      expect(api.readonly, 'the review shows the move read only').toBe(true);
      window.scrollTo(0, 0);
      await settleLayout(a);

      const rows = frameOf(api.gameState).rows;
      expect(rows, `a long matrix at move ${m.i + 1}`).toBeGreaterThanOrEqual(15);
      const board = root.querySelector<ArcadeBoardGrid>('[part~=board]')!;
      const cell = deepQueryAll(board, '[role=gridcell]')[0]!;
      expect(
        cell.getBoundingClientRect().width,
        `cells of the ${rows}-row matrix at move ${m.i + 1}`,
      ).toBeGreaterThanOrEqual(20);
      const view = root.querySelector('.viewport')!;
      expect(seenWhole(view), `the board's box: ${where(view)}`).toBe(true);
      // The ★ on the board; for a better move that is a button, the breaker challenging (its
      // cell), with the ★ button under the board.
      const st = api.gameState;
      const isButton = m.bestAction >= 4 * layout.CELLS;
      const star = isButton
        ? board.cellElement(indexOfCell(frameOf(st), st.positions[st.active]!))
        : board.shadowRoot!.querySelector('[part~=hint]');
      expect(star, isButton ? 'the breaker challenging' : 'the ★ on the board').not.toBeNull();
      if (isButton) {
        const b = root.querySelector(`button[data-action="${m.bestAction}"]`);
        expect(seenWhole(b), `the ★ button: ${where(b)}`).toBe(true);
      }
      const s = star!.getBoundingClientRect();
      const v = view.getBoundingClientRect();
      const inside =
        s.top >= v.top && s.bottom <= v.bottom && s.left >= v.left && s.right <= v.right;
      expect(
        inside,
        `move ${m.i + 1}: the ★ at ${where(star)} inside the board's box at ${where(view)}`,
      ).toBe(true);
      const hit = deepElementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
      expect(
        hit && composedContains(board, hit),
        `the ★ not covered (${hit && describeBox(hit)})`,
      ).toBe(true);
    }
    expect(errors, 'errors reported on the page').toEqual([]);
  }, 300_000);
});
