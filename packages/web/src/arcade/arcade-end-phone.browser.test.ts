/**
 * The end of a game on a phone and the solver's line, in `<matrix-arcade>` (issue 37, the lead's
 * review): at 390×844 a won Matrix (piecepack) run — a long line of tiles — keeps its board at a
 * readable cell size (24 px or more, not the 12 px it shrank to) with the result first and Play
 * again and Review the game after it (none of the end sits above the result), all in the first
 * screen; Review the game (the real mouse) opens the review in the controls' place at the screen's
 * bottom, opened at its own top (its chart and accuracy in its box: it scrolls inside itself),
 * its chart and Close review in the first screen, above nothing that covers them. The
 * solver's winning line, shown in the replay viewer, speaks of the solver, never "you": the
 * status line, the viewer's step line and CYBERMANCY's card in hand ("The solver drew"). Dice
 * Matrix on a phone has no empty line under its status (the thinking indicator's room is beside
 * the words). The lines are the solver's (found within a node budget), the review at the
 * tests' effort.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './define.js';
import { deepQueryAll, settle, settleLayout, waitFor } from '../../test/helpers.js';
import { seenWhole as seen } from '../../test/layout.js';
import { type El, arcadeOf as wonArcade, winIn } from './won-arcade.test-util.js';
import { WON_DEALS, wonGame } from './won-games.test-util.js';

const mounted: Element[] = [];
afterEach(async () => {
  for (const m of mounted.splice(0)) m.remove();
  document.body.style.cssText = '';
  localStorage.clear();
  window.scrollTo(0, 0);
  await page.viewport(1280, 900);
});

function arcadeOf(game: string) {
  document.body.style.cssText = 'margin:0;';
  return wonArcade(game, mounted);
}

const dealOf = (game: string) => WON_DEALS.find((d) => d.game === game)!;

describe('the end of a game on a phone', () => {
  it('a won Matrix (piecepack) run: readable board, the result first; the review in the controls’ place', async () => {
    await page.viewport(390, 844);
    const deal = dealOf('piecepack-matrix');
    const { a, el, rules } = await arcadeOf(deal.game);
    await winIn(a, el, rules, deal);
    expect(el.result?.winners, 'the line wins').toEqual([0]);
    const root = el.shadowRoot!;
    const cell = deepQueryAll(root.querySelector('[part~=board]')!, '[role=gridcell]')[0]!;
    expect(cell.getBoundingClientRect().width, 'a readable cell').toBeGreaterThanOrEqual(24);
    const board = root.querySelector('[part~=board]')!;
    const verdict = root.querySelector('[part~=status] .verdict')!;
    const review = root.querySelector('[data-review="start"]')!;
    for (const e of [board, verdict, root.querySelector('[data-command="play-again"]'), review])
      expect(seen(e), e?.localName).toBe(true);
    expect(review.getBoundingClientRect().top, 'Review after the result').toBeGreaterThan(
      verdict.getBoundingClientRect().bottom,
    );

    await userEvent.click(review);
    const chart = await waitFor(
      () => root.querySelector('[part~=review] svg'),
      'the chart',
      60_000,
    );
    await settleLayout(a);
    window.scrollTo(0, 0);
    // It opens at its own top (it scrolls inside itself): its chart and the accuracy are seen
    // in its box, not scrolled away above it (focus on a move further down scrolled it).
    const slot = chart.closest<HTMLElement>('.end-slot')!;
    expect(slot.scrollTop, 'the review opens at its top').toBe(0);
    const s = slot.getBoundingClientRect();
    const inSlot = (e: Element | null) => {
      const r = e!.getBoundingClientRect();
      return r.top >= s.top - 1 && r.bottom <= s.bottom + 1;
    };
    const at = (e: Element | null) => {
      const r = e?.getBoundingClientRect();
      return `${Math.round(r?.top ?? -1)}-${Math.round(r?.bottom ?? -1)} in ${Math.round(s.top)}-${Math.round(s.bottom)}`;
    };
    expect(inSlot(chart), `the chart in the review’s box: ${at(chart)}`).toBe(true);
    const accuracy = root.querySelector('[data-review-accuracy]');
    expect(inSlot(accuracy), `the accuracy: ${at(accuracy)}`).toBe(true);
    // Focus went into the review (the Review button is gone), on a control seen in its box.
    const focused = root.activeElement;
    expect(focused?.closest('.end-slot'), 'focus in the review').toBe(slot);
    expect(
      inSlot(focused),
      `focus on a control in view: ${focused?.outerHTML.slice(0, 40)} ${at(focused)}`,
    ).toBe(true);
    expect(seen(chart), 'the chart').toBe(true);
    expect(seen(root.querySelector('[data-review="close"]')), 'Close review').toBe(true);
    // The board the review steps through stays whole above it, its last row not under it.
    expect(seen(board), 'the board above the review').toBe(true);
    const last = deepQueryAll(board, '[role=gridcell]').at(-1)!;
    expect(seen(last), 'the board’s last cell').toBe(true);
  }, 120_000);
});

describe('Dice Matrix on a phone', () => {
  it('no empty line under the status: the thinking indicator keeps its room beside the words', async () => {
    await page.viewport(390, 844);
    const { a, el } = await arcadeOf('dice-matrix');
    el.newGame({ seed: 7 });
    await settleLayout(a);
    const root = el.shadowRoot!;
    const words = root.querySelector('[part~=status] > span')!.getBoundingClientRect();
    const thinking = root.querySelector('[part~=status] > .thinking-line')!.getBoundingClientRect();
    const scores = root.querySelector('[part~=scores]')!.getBoundingClientRect();
    expect(thinking.height, 'the indicator keeps its room').toBeGreaterThan(0);
    expect(Math.round(thinking.top), 'beside the words').toBeLessThan(words.bottom);
    expect(scores.top - words.bottom, 'the gap above the scores').toBeLessThan(24);
  });
});

describe('the solver’s winning line in the viewer', () => {
  for (const game of ['piecepack-matrix', 'cybermancy']) {
    it(`${game}: the words name the solver, never “you”`, async () => {
      const deal = dealOf(game);
      const { a, el, rules } = await arcadeOf(game);
      el.newGame({ seed: deal.seed, ...deal.options });
      await settle(a);
      const won = wonGame(deal, rules, rules.optionsOf(el.gameState) as object);
      const viewer = a.shadowRoot!.querySelector('arcade-replay')!;
      viewer.open({
        tag: el.localName,
        game: rules,
        state: won.state,
        heading: 'A winning line',
        line: true,
      });
      const shown = await waitFor(
        () => viewer.shadowRoot!.querySelector<El>(`dialog[open] ${el.localName}`),
        'the line in the viewer',
      );
      viewer.go(1);
      await settle(shown);
      const where = viewer.shadowRoot!.querySelector('.where')!.textContent!;
      const status = shown.shadowRoot!.querySelector('[part~=status]')!.textContent!;
      expect(where).toContain('The solver');
      expect(status).toContain('The solver');
      expect(`${where} ${status}`).not.toMatch(/\bYou(r)?\b/);
      if (game === 'cybermancy') {
        // The first move after the setup's set-aside royals: a card drawn.
        const eyebrow = () => shown.shadowRoot!.querySelector('[part~=hand] .eyebrow')?.textContent;
        for (let k = 2; k < 20 && eyebrow()?.startsWith('Setup'); k++) {
          viewer.go(k);
          await settle(shown);
        }
        expect(eyebrow()).toBe('The solver drew');
        // Nothing in a line shown can be pointed at, focused or tapped: the words say so.
        const preview = shown.shadowRoot!.querySelector('[part~=preview]')!.textContent!;
        expect(preview).toContain('◆');
        expect(preview).not.toMatch(/point at|tap/i);
      }
      viewer.close();
    }, 60_000);
  }
});
