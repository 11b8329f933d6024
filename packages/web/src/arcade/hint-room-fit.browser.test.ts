/**
 * The hint's words never sit under a phone's bar (issue 37, found by hand play at 390×844 with
 * the board's cells at their 36 px minimum: Dice Matrix seed 42 with a die selected, ~23 px of
 * the words under the bar; piecepack with power-ups to spend, words at y 724–841 with the bar
 * from 786). In `<matrix-arcade>` as the site shows it, Hint pressed and the die selected with
 * the real mouse: the box holding the words ends above the bar's top (when it cannot hold them
 * all, it scrolls by itself, from the keyboard too, and has a name), its title and the move's
 * first line are seen whole, the board and the main actions stay in the first screen; at 390×844, 1280×800
 * and 1920×1080 (no bar: the box wholly in the first screen); no error reported on the page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { saveState } from '@matrix-arcade/core';
import {
  type PiecepackState,
  layout,
  legalActions,
  piecepackMatrix,
} from '@matrix-arcade/piecepack-matrix';
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
import { REVIEW_TEST_ITERATIONS } from '../lib/review.test-util.js';
import { decisionButtons, midRun } from '../piecepack-matrix/piecepack-matrix.test-util.js';
import type { PiecepackMatrixGame } from '../piecepack-matrix/piecepack-matrix-game.js';

interface Dice extends HTMLElement {
  gameState: { spare: number; toMove: number };
  newGame(o?: Record<string, unknown>): void;
  idle(): Promise<void>;
}

const WIDTHS = [
  [390, 844],
  [1280, 800],
  [1920, 1080],
] as const;

afterEach(leaveSite);

/** The box the hint's words are seen in: the closest box that scrolls them, else their panel. */
function hintBox(root: ShadowRoot): HTMLElement {
  const words = root.querySelector<HTMLElement>('[part=hint]')!;
  for (let e: HTMLElement | null = words; e; e = e.parentElement)
    if (/auto|scroll/.test(getComputedStyle(e).overflowY)) return e;
  return words;
}

/** The box of the first line of the move's words (the text after the hint's title). */
function moveLine(root: ShadowRoot): DOMRect | undefined {
  let n = root.querySelector('[part=hint] strong')?.nextSibling;
  while (n && !(n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) n = n.nextSibling;
  if (!n) return undefined;
  const range = document.createRange();
  range.selectNodeContents(n);
  return range.getClientRects()[0];
}

/** The bar stuck to the bottom of a phone's screen (the controls), or null. */
function stuckBar(root: ShadowRoot): Element | null {
  const bar = root.querySelector('.layout > .actions');
  return bar && getComputedStyle(bar).position === 'sticky' ? bar : null;
}

/**
 * What is wrong with the hint's words in the first screen: the box ends under the bar (or below
 * the screen), its first line is not seen, or it scrolls without a name or a keyboard stop.
 */
function hintProblems(root: ShadowRoot): string[] {
  const box = hintBox(root);
  const r = box.getBoundingClientRect();
  const bar = stuckBar(root);
  const floor = bar ? bar.getBoundingClientRect().top : window.innerHeight;
  const out: string[] = [];
  if (r.bottom > floor + 0.5)
    out.push(
      `the hint's box ${where(box)} ends under ${bar ? 'the bar' : 'the screen'} (${Math.round(floor)})`,
    );
  const first = root.querySelector('[part=hint] strong');
  if (!seen(first)) out.push(`its title ${where(first)}`);
  const move = moveLine(root);
  if (!move || move.top < r.top - 0.5 || move.bottom > Math.min(r.bottom, floor) + 0.5)
    out.push(
      `the move's first line ${move ? `y ${Math.round(move.top)}-${Math.round(move.bottom)}` : 'absent'}`,
    );
  if (box.scrollHeight > box.clientHeight + 1) {
    if (box.tabIndex !== 0) out.push('it scrolls but the keyboard cannot reach it');
    if (!box.getAttribute('aria-label')) out.push('it scrolls but has no name');
  }
  return out;
}

/** When the box scrolls: focused, the keyboard scrolls it. */
async function scrollsByKeyboard(root: ShadowRoot): Promise<void> {
  const box = hintBox(root);
  if (box.scrollHeight <= box.clientHeight + 1) return;
  box.focus();
  await userEvent.keyboard('{End}');
  await waitFor(() => box.scrollTop > 0, 'the box scrolled by the End key');
  box.scrollTop = 0;
}

/** A piecepack challenge with power-ups to spend (the tallest Decide panel a run gives). */
function challengeWithPowerUps(): PiecepackState {
  for (const seed of [12, 3, 5, 7])
    for (let tiles = 3; tiles < 40; tiles++) {
      const st = midRun(tiles, 'boost', seed);
      if (st.phase === 'boost' && legalActions(st).filter((a) => a >= 4 * layout.CELLS).length >= 3)
        return st;
    }
  throw new Error('no challenge with power-ups in the runs');
}

describe('the hint’s words never sit under the bar', () => {
  for (const [w, h] of WIDTHS) {
    it(`Dice Matrix seed 42 at ${w}×${h}: Hint, a die selected`, async () => {
      await page.viewport(w, h);
      const errors = pageErrors();
      const { a, el } = await siteArcade<Dice>('dice-matrix');
      el.setAttribute('ai-iterations', String(REVIEW_TEST_ITERATIONS));
      el.newGame({ seed: 42 });
      await settleLayout(a);
      window.scrollTo(0, 0);
      const root = el.shadowRoot!;
      await clickMiddle(root.querySelector('[part=opening] button')!);
      await waitFor(() => el.gameState.spare < 0, 'opening played', 15_000);
      await el.idle();
      await waitFor(() => el.gameState.toMove === 0, 'your turn again', 15_000);
      await settleLayout(a);
      window.scrollTo(0, 0);
      await pressHint(el);
      await waitFor(() => root.querySelector('[part=hint]'), 'the hint’s words', 40_000);
      await settleLayout(a);
      window.scrollTo(0, 0);
      const cells = () =>
        deepQueryAll(root.querySelector('.matrix')!, '[role=gridcell]') as HTMLElement[];
      const hinted = cells().find((c) => c.getAttribute('aria-label')?.includes('by the hint'));
      expect(hinted, 'a die the hint suggests').toBeTruthy();
      await clickMiddle(hinted!);
      await waitFor(() => root.querySelector('.selection'), 'the selection’s box', 15_000);
      await settleLayout(a);
      window.scrollTo(0, 0);
      expect(hintProblems(root), 'the hint’s words').toEqual([]);
      const all = cells();
      for (const c of [all[0], all[6], all[42], all[48]])
        expect(seen(c), `a corner of the matrix: ${where(c)}`).toBe(true);
      for (const action of ['take-single', 'cancel']) {
        const b = root.querySelector(`.selection [data-action=${action}]`);
        expect(seen(b), `${action}: ${where(b)}`).toBe(true);
      }
      expect(seen(controlButton(el, 'hint')), 'Hint').toBe(true);
      await scrollsByKeyboard(root);
      expect(errors, 'errors reported on the page').toEqual([]);
    }, 90_000);

    it(`Matrix (piecepack) at ${w}×${h}: a challenge with power-ups, Hint`, async () => {
      await page.viewport(w, h);
      const errors = pageErrors();
      const { a, el } = await siteArcade<PiecepackMatrixGame>('piecepack-matrix');
      el.state = saveState(piecepackMatrix, challengeWithPowerUps());
      await settleLayout(a);
      window.scrollTo(0, 0);
      await pressHint(el);
      const root = el.shadowRoot!;
      await waitFor(() => root.querySelector('[part=hint]')?.textContent, 'the hint', 40_000);
      await settleLayout(a);
      window.scrollTo(0, 0);
      expect(hintProblems(root), 'the hint’s words').toEqual([]);
      const board = root.querySelector('.viewport');
      expect(seen(board), `the board: ${where(board)}`).toBe(true);
      expect(board!.getBoundingClientRect().height).toBeGreaterThanOrEqual(220);
      for (const b of decisionButtons(el))
        expect(seen(b), `${b.textContent!.trim()}: ${where(b)}`).toBe(true);
      expect(seen(controlButton(el, 'hint')), 'Hint').toBe(true);
      await scrollsByKeyboard(root);
      expect(errors, 'errors reported on the page').toEqual([]);
    }, 90_000);
  }
});
