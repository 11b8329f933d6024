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
import { createRng } from '@matrix-arcade/core';
import { layout, legalActions, type PiecepackState } from '@matrix-arcade/piecepack-matrix';
import { clickMiddle, settle, settleLayout, until, waitFor } from '../../test/helpers.js';
import {
  deepElementFromPoint,
  describe as describeBox,
  seenWhole as seen,
} from '../../test/layout.js';
import { leaveSite, pageErrors, siteArcade, where } from '../../test/site-arcade.js';
import { REVIEW_TEST_ITERATIONS } from '../lib/review.test-util.js';
import type { PiecepackMatrixGame } from './piecepack-matrix-game.js';

afterEach(leaveSite);

/** What the test uses of the element (its review as the list shows it). */
interface Reviewing {
  gameState: PiecepackState;
  result: unknown;
  readonly: boolean;
  play(action: number): void;
  newGame(o?: { seed?: number }): void;
  review(): Promise<{ moves: { grade: string; bestAction: number; bestDescription?: string }[] }>;
}

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
      const { a, el } = await siteArcade<PiecepackMatrixGame>('piecepack-matrix');
      const api = el as unknown as Reviewing;
      el.setAttribute('ai-iterations', String(REVIEW_TEST_ITERATIONS));
      api.newGame({ seed: SEED });
      await settle(el);
      const rng = createRng(SEED);
      for (let i = 0; i < 5000 && !api.result; i++) {
        const legal = legalActions(api.gameState);
        api.play(legal[rng.int(legal.length)]!);
      }
      await settleLayout(a);
      expect(api.result, 'the run ended').not.toBeNull();
      const root = el.shadowRoot!;
      await clickMiddle(root.querySelector('[data-review="start"]')!);
      await until(() => root.querySelector('[part~="review-chart"]') !== null, 240_000);
      await settleLayout(a); // the finished review opens at its own top
      const review = await api.review();
      const i = review.moves.findIndex(
        (m) => m.grade !== 'best' && m.bestAction >= 4 * layout.CELLS,
      );
      expect(i, 'a graded move whose better move is a button').toBeGreaterThanOrEqual(0);
      const item = root.querySelector(`[data-review-move="${i}"]`)!;
      // Scrolled (in the review's box too) until the mouse would land on it, as a player does.
      let under = '';
      const landed = await waitFor(
        () => {
          item.scrollIntoView({ block: 'center' });
          const r = item.getBoundingClientRect();
          const hit = deepElementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          under = `${hit ? describeBox(hit) : 'nothing'} over the move at ${where(item)}`;
          return hit !== null && item.contains(hit);
        },
        'the move where the mouse lands',
        20_000,
      ).then(
        () => true,
        () => false,
      );
      expect(landed, `the list's move ${i + 1} under the mouse (${under})`).toBe(true);
      await settleLayout(a);
      await clickMiddle(item);
      await settleLayout(a);
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
