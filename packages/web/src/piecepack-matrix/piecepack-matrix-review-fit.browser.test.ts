/**
 * A reviewed move whose better move is a button is seen with its ★ in the first screen (issue
 * 37, found by hand play: piecepack lost, Review, a move stepped to whose words read "Better:
 * spend a blue ♦ power-up (+1), marked ★ in the position shown", and no ★ in view: the Decide
 * panel sat in the side column under the review's panel, off screen at 1280×800, cut at
 * 1920×1080). In `<matrix-arcade>` as the site shows it, at 1280×800 and 1920×1080, a run
 * dealt from a fixed seed is played to its end by seeded random legal moves, reviewed with the
 * real mouse on Review (a small `ai-iterations`, as the review tests do), and the real mouse
 * chooses, in the review's list, the first graded move whose better move is a button: with the
 * page at its top, the board and that ★ button are wholly in view and not covered, and the page
 * reports no error. At 390×844 too (found by hand play: the review's box held at the screen's
 * bottom, the board at its least height and the panels under it took ~1,030 px, the ★ at y
 * 660–699 under the box): on a phone that state shows the board fitted, smaller, and the box a
 * little lower (styles.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { layout } from '@matrix-arcade/piecepack-matrix';
import { seenWhole as seen } from '../../test/layout.js';
import { leaveSite, pageErrors, where } from '../../test/site-arcade.js';
import { chooseReviewMove, reviewedRun } from './review-site.test-util.js';

afterEach(leaveSite);

/** The run dealt from this seed, played by random legal moves drawn from the same seed. */
const SEED = 42;

describe('Matrix (piecepack) in the arcade: a reviewed move’s better button in the first screen', () => {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
    [1920, 1080],
  ] as const) {
    it(`${w}×${h}: the board and the ★ button in view`, async () => {
      await page.viewport(w, h);
      const errors = pageErrors();
      const { a, api, root } = await reviewedRun(
        SEED,
        {},
        (_, legal, rng) => legal[rng.int(legal.length)]!,
      );
      const review = await api.review();
      const i = review.moves.findIndex(
        (m) => m.grade !== 'best' && m.bestAction >= 4 * layout.CELLS,
      );
      expect(i, 'a graded move whose better move is a button').toBeGreaterThanOrEqual(0);
      const item = await chooseReviewMove(a, root, i);
      expect(
        api.readonly,
        `the review shows move ${i + 1} read only (chosen: ${item.getAttribute('aria-current')})`,
      ).toBe(true);
      expect(root.querySelector('[part~="review-better"]')!.textContent).toContain('marked ★');
      window.scrollTo(0, 0);
      const star = root.querySelector(`button[data-action="${review.moves[i]!.bestAction}"]`);
      expect(star?.textContent, review.moves[i]!.bestDescription).toMatch(/^★/);
      const boxes: [string, Element | null][] = [
        ['board', root.querySelector('.viewport')],
        ['★ button', star],
      ];
      expect(boxes.filter(([, e]) => !seen(e)).map(([n, e]) => `${n}: ${where(e)}`)).toEqual([]);
      // On a phone that state's board may shrink below the usual least (styles.ts), not further.
      expect(
        root.querySelector('.viewport')!.getBoundingClientRect().height,
      ).toBeGreaterThanOrEqual(w < 760 ? 140 : 220);
      expect(errors, 'errors reported on the page').toEqual([]);
    }, 300_000);
  }
});
