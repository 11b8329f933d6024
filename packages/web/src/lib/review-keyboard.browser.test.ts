/**
 * The review with the keyboard and a screen reader, in Chromium, for every game of the arcade
 * (one loop over `GAMES`): a game is finished through the element's API, then Tab reaches the
 * Review button and Enter starts it; the live region says the review is ready, Enter on "Next
 * mistake" and on the graded moves (reached with Tab) says each move's grade and, for a move
 * that was not the engine's, the better move; focus stays in the element at every step (never
 * dropped to the page when a button it was on goes away); Close gives the board back. axe-core
 * finds nothing in the reviewed element.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { deepActive, settle, until } from '../../test/helpers.js';
import { axeFindings, describeFindings } from '../../test/axe.js';
import { GAMES } from '../games.js';
import { finished } from './review.test-util.js';

interface El extends HTMLElement {
  gameState: unknown;
  result: unknown;
  state: { actions: number[]; cursor: number } | null;
  play(action: number): void;
  review(): Promise<{
    moves: {
      grade: string;
      description: string;
      bestDescription: string;
      step: number;
      bestChance: number;
      chanceAfter: number;
    }[];
  }>;
}

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

/** What the element's live region says now. */
const said = (el: El) =>
  el.shadowRoot!.querySelector('[role="status"][aria-live="polite"]')!.textContent!.trim();

/** Focus is inside the element (not lost to the page). */
function expectFocusIn(el: El, when: string) {
  expect(document.activeElement, `focus in the element ${when}`).toBe(el);
  expect(deepActive(), `a focused control ${when}`).not.toBe(el);
}

/** Presses Tab (or Shift+Tab) until `match` has focus; fails after `limit` presses. */
async function tabTo(el: El, match: (a: Element) => boolean, what: string, back = false) {
  for (let i = 0; i < 300; i++) {
    const a = deepActive();
    if (a && match(a)) return a as HTMLElement;
    await userEvent.keyboard(back ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
  }
  throw new Error(`Tab never reached ${what} in ${el.localName}`);
}

describe.each(GAMES.map((g) => g.id))('review with the keyboard (%s)', (id) => {
  it('starts, steps through the graded moves and closes with keys, saying each grade', async () => {
    const el = await finished<El>(id, mounted);
    // The keys and the words are tested here, not the grades: the review at a token effort.
    el.setAttribute('ai-iterations', '8');
    document.body.focus();
    await tabTo(el, (a) => a.getAttribute('data-review') === 'start', 'the Review button');
    await userEvent.keyboard('{Enter}');
    await settle(el);
    // Review becomes Cancel: focus is placed on it once it is drawn, which may be a frame after
    // the element's update (review-focus.ts waits for the side column). A bound, not the check.
    await until(
      () => document.activeElement === el && deepActive() !== el,
      5000,
      'focus placed in the review',
    ).catch(() => undefined);
    expectFocusIn(el, 'while the review runs');
    await until(() => said(el).startsWith('Review ready'), 240_000, 'the review');
    await settle(el);
    const review = await el.review();
    const worse = review.moves.filter((m) => m.grade === 'mistake' || m.grade === 'blunder');
    expect(said(el)).toBe(
      `Review ready: ${review.moves.length} moves graded, ${worse.length} mistakes or blunders.`,
    );
    // The Cancel button it was on is gone: focus moves to the review's first control.
    await until(
      () => deepActive()?.closest('[part~="review"]') != null && deepActive() !== el,
      5000,
      'focus in the review',
    );
    expectFocusIn(el, 'when the review is ready');

    if (worse.length > 0) {
      // Focus lands on "Next mistake"; Enter shows the first mistake and says the better move.
      expect(deepActive()!.getAttribute('data-review')).toBe('next-mistake');
      await userEvent.keyboard('{Enter}');
      await settle(el);
      const first = review.moves.findIndex((m) => m.grade === 'mistake' || m.grade === 'blunder');
      const m = review.moves[first]!;
      expect(said(el)).toContain(`Move ${first + 1}, `);
      expect(said(el)).toContain(`${m.description}: ${m.grade}. Better: ${m.bestDescription}.`);
      expect(el.state!.cursor).toBe(m.step);
      expectFocusIn(el, 'after Next mistake');
    }

    // The graded moves, one by one with Tab and Enter, up to a move that was not the engine's.
    const other = review.moves.findIndex((m) => m.grade !== 'best');
    expect(
      other,
      'a first-legal-move game has a move the engine would not play',
    ).toBeGreaterThanOrEqual(0);
    const until_ = Math.min(review.moves.length - 1, other + 1);
    for (let i = 0; i <= until_; i++) {
      const b = await tabTo(
        el,
        (a) => a.getAttribute('data-review-move') === String(i),
        `move ${i + 1}`,
      );
      await userEvent.keyboard('{Enter}');
      await settle(el);
      const m = review.moves[i]!;
      expect(b.getAttribute('aria-current')).toBe('true');
      expect(said(el)).toContain(`Move ${i + 1}, `);
      expect(said(el)).toContain(`: ${m.grade}.`);
      const better = Math.round(m.bestChance * 100) > Math.round(m.chanceAfter * 100);
      if (m.grade === 'best') expect(said(el)).not.toContain('Better:');
      else if (better) expect(said(el)).toContain(`Better: ${m.bestDescription}.`);
      else expect(said(el)).toContain(`The engine’s choice: ${m.bestDescription}, as good.`);
      expect(el.state!.cursor).toBe(m.step);
      expectFocusIn(el, `after move ${i + 1}`);
    }

    // The review and the stepped board are clean, a taken die's fading ghost included.
    expect(describeFindings(await axeFindings(el))).toBe('');

    await tabTo(el, (a) => a.getAttribute('data-review') === 'close', 'Close review', true);
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(el.state!.cursor).toBe(el.state!.actions.length);
    expectFocusIn(el, 'after Close review');
  }, 300_000);
});
