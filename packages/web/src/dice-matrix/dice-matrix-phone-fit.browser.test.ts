/**
 * Dice Matrix fits the first screen in the arcade (issue 37, found by hand play at 390×844): the
 * game shown as the site shows it (`<matrix-arcade>` on a page with the site's margin and font,
 * you against the AI). With the hint's words shown, a die selected with the real mouse keeps its
 * box's Take it alone and Cancel in the first screen, not under the phone's action bar, the
 * matrix whole and at the size it had (nothing jumps under the finger), the bar (Hint) where it
 * was and not covered, and Cancel brings the hint's words back (on a phone their first line: long
 * words may end under the bar); at 390×844 (the box in its place under the matrix, above the
 * phone's bar), 1280×800 and 1920×1080; no error reported on the page. After a game, the
 * review at the bottom of a phone's screen leaves the whole matrix above it (its cells may be
 * smaller than a finger's 36 px then: a reviewed matrix is only looked at). The AI and the
 * review at the tests' effort.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { MatrixArcade } from '../arcade/matrix-arcade.js';
import { REVIEW_TEST_ITERATIONS } from '../lib/review.test-util.js';
import {
  clickMiddle,
  controlButton,
  deepQueryAll,
  pressHint,
  settleLayout,
  waitFor,
} from '../../test/helpers.js';
import { seenWhole as seen } from '../../test/layout.js';
import { leaveSite, pageErrors, siteArcade, where } from '../../test/site-arcade.js';

interface El extends HTMLElement {
  gameState: { spare: number; toMove: number; matrix: readonly number[] };
  result: unknown;
  aiSeats: readonly number[];
  autoplay: boolean;
  play(a: number): void;
  newGame(o?: Record<string, unknown>): void;
  idle(): Promise<void>;
}

afterEach(leaveSite);

/** The arcade as the site shows it (site/index.html: no margin, its font), on Dice Matrix. */
async function arcade(): Promise<{ a: MatrixArcade; el: El }> {
  const { a, el } = await siteArcade<El>('dice-matrix');
  el.setAttribute('ai-iterations', String(REVIEW_TEST_ITERATIONS));
  return { a, el };
}

const cellsOf = (root: ShadowRoot) =>
  deepQueryAll(root.querySelector('.matrix')!, '[role=gridcell]') as HTMLElement[];

describe('Dice Matrix in the arcade: every state fits the first screen', () => {
  // Seed 42: the deal hand play found it on (the arcade's `?seed=42`).
  for (const [w, h, seed] of [
    [390, 844, 7],
    [390, 844, 42],
    [1280, 800, 7],
    [1920, 1080, 7],
  ] as const) {
    it(`at ${w}×${h}, seed ${seed}, a die selected under the hint's words keeps its box in view`, async () => {
      await page.viewport(w, h);
      const errors = pageErrors();
      const { a, el } = await arcade();
      el.newGame({ seed });
      await settleLayout(a);
      window.scrollTo(0, 0);
      const root = el.shadowRoot!;
      // You open: the spare's first face, then (once the AI answered) Hint, with the mouse.
      await clickMiddle(root.querySelector('[part=opening] button')!);
      await waitFor(() => el.gameState.spare < 0, 'opening played', 15_000);
      // The AI answers; then Hint.
      await el.idle();
      await waitFor(() => el.gameState.toMove === 0, 'your turn again', 15_000);
      await settleLayout(a);
      await pressHint(el);
      await waitFor(() => root.querySelector('[part=hint]'), 'hint’s words', 40_000);
      await settleLayout(a);
      window.scrollTo(0, 0);
      const cells = cellsOf(root);
      const size = cells[0]!.getBoundingClientRect().width;
      const bar = controlButton(el, 'hint').getBoundingClientRect().toJSON();
      const hinted = cells.find((c) =>
        c.getAttribute('aria-label')?.includes('suggested by the hint'),
      )!;
      expect(hinted, 'a die the hint suggests').toBeTruthy();
      await clickMiddle(hinted);
      const box = await waitFor(() => root.querySelector('.selection'), 'selection’s box', 15_000);
      await settleLayout(a);
      for (const action of ['take-single', 'cancel']) {
        const b = box.querySelector(`[data-action=${action}]`);
        expect(seen(b), `${action}: ${where(b)}`).toBe(true);
      }
      const after = cellsOf(root);
      expect(after[0]!.getBoundingClientRect().width, 'the cells keep their size').toBeCloseTo(
        size,
        0,
      );
      for (const c of [after[0], after[6], after[42], after[48]])
        expect(seen(c), `a corner of the matrix: ${where(c)}`).toBe(true);
      expect(
        seen(after.find((c) => c.getAttribute('aria-label')?.includes(', selected:'))),
        'the selected die',
      ).toBe(true);
      const hint = controlButton(el, 'hint');
      expect(hint.getBoundingClientRect().toJSON(), 'Hint has not moved').toEqual(bar);
      expect(seen(hint), `Hint seen with the box: ${where(hint)}`).toBe(true);

      await clickMiddle(box.querySelector('[data-action=cancel]')!);
      await waitFor(() => !root.querySelector('.selection'), 'box gone after Cancel', 10_000);
      await settleLayout(a);
      // On a phone the matrix at its smallest cells, the selection's place and long words may
      // leave the words' last lines under the bar (seed 42): their first line is seen.
      const words = root.querySelector('[part=hint]');
      expect(seen(w < 600 ? words?.querySelector('strong') : words), 'the hint’s words back').toBe(
        true,
      );
      expect(seen(controlButton(el, 'hint')), 'the Hint button back').toBe(true);
      expect(errors, 'errors reported on the page').toEqual([]);
    }, 90_000);
  }

  it('at 390×844 a reviewed game keeps the whole matrix above the review', async () => {
    await page.viewport(390, 844);
    const { a, el } = await arcade();
    // You against the AI as the site deals it (the AI answers by itself, at once): the result
    // and "Player 2 (AI)" beside a score of three digits take two lines each above the matrix.
    el.setAttribute('speed', 'instant');
    el.newGame({ seed: 42 });
    await settleLayout(a);
    const rules = (
      el.constructor as unknown as {
        game: { legalActions(s: unknown): number[] };
      }
    ).game;
    for (let i = 0; i < 200 && !el.result; i++) {
      await el.idle();
      if (!el.result && el.gameState.toMove === 0) el.play(rules.legalActions(el.gameState)[0]!);
    }
    expect(el.result, 'the game ended').not.toBeNull();
    await el.idle();
    await settleLayout(a);
    window.scrollTo(0, 0);
    const root = el.shadowRoot!;
    await clickMiddle(root.querySelector('[data-review="start"]')!);
    await waitFor(() => root.querySelector('[part~=review] svg'), 'the review’s chart', 120_000);
    await settleLayout(a);
    window.scrollTo(0, 0);
    const slot = root.querySelector('.end-slot.reviewing')!.getBoundingClientRect();
    const cells = cellsOf(root);
    expect(cells.length, 'the matrix’s cells').toBe(49);
    const first = cells[0]!.getBoundingClientRect();
    const last = cells.at(-1)!.getBoundingClientRect();
    expect(
      Math.round(last.bottom),
      `the last row (matrix y ${Math.round(first.top)}-${Math.round(last.bottom)}, the review from y ${Math.round(slot.top)})`,
    ).toBeLessThanOrEqual(Math.round(slot.top));
    expect(first.top, 'the first row in view').toBeGreaterThanOrEqual(0);
    expect(seen(cells.at(-1)), 'the last cell not covered').toBe(true);
  }, 180_000);
});
