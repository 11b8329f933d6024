/**
 * Won games in the arcade (issue 37), for the solitaires the other walks did not reach:
 * CYBERMANCY, Matrix (piecepack) and a solo Matrix Maze map, in Chromium at 1280×800 with the
 * real mouse. Each deal is won by playing the solver's winning line for it (`won-games.test-util`):
 * the end of the game says "You won!" once with Play again and Review the game in the first
 * screen and no "was this deal winnable?" (a won deal needs no solver); Review the game reviews it
 * in place, its chart and graded moves in the first screen; Stats counts the win (1 played, 1
 * won, 100%). Then the same deal lost (the first legal move each turn): the maze offers no solver
 * (it has none in the arcade yet); Matrix (piecepack) offers it, and it finds the winning line
 * and shows it in the replay viewer (CYBERMANCY's offer is the same controller, and its solver
 * takes seconds more: not repeated here). The review searches at the tests' effort. At 390×844
 * and 1920×1080 the won end's fit is walked by `arcade-every-state.browser.test.ts`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './define.js';
import { settle, settleLayout, waitFor } from '../../test/helpers.js';
import { inFirstScreen } from '../../test/layout.js';
import { arcadeOf as wonArcade, winIn } from './won-arcade.test-util.js';
import { WON_DEALS } from './won-games.test-util.js';

const mounted: Element[] = [];
afterEach(async () => {
  for (const el of mounted.splice(0)) el.remove();
  localStorage.clear();
  window.scrollTo(0, 0);
  await page.viewport(1280, 900);
});

const arcadeOf = (game: string) => wonArcade(game, mounted);

describe.each(WON_DEALS)('a won $game game in the arcade', (deal) => {
  it('ends in view, reviews in place, counts in Stats; lost, it offers the winning line', async () => {
    await page.viewport(1280, 800);
    document.body.style.cssText = 'margin:0;';
    const { a, el, rules } = await arcadeOf(deal.game);
    await winIn(a, el, rules, deal);
    expect(el.result?.winners, 'the line wins').toEqual([0]);
    const root = el.shadowRoot!;
    const status = root.querySelector('[part~=status]')!;
    expect(status.textContent).toContain('You won!');
    expect(status.textContent!.split('You won!').length, 'said once').toBe(2);
    for (const sel of ['[part~=status]', '[data-command="play-again"]', '[data-review="start"]'])
      expect(inFirstScreen(root.querySelector(sel)), sel).toBe(true);
    expect(a.shadowRoot!.querySelector('[data-winnable]'), 'no solver after a win').toBeNull();

    // Review the game: in place, its chart and moves in the first screen.
    await userEvent.click(root.querySelector<HTMLElement>('[data-review="start"]')!);
    const chart = await waitFor(
      () => root.querySelector('[part~=review] svg'),
      'the review’s chart',
      120_000,
    );
    await settleLayout(a);
    window.scrollTo(0, 0);
    expect(inFirstScreen(chart), 'the chart').toBe(true);
    expect(inFirstScreen(root.querySelector('[data-review="close"]')), 'Close review').toBe(true);
    expect(root.querySelectorAll('[data-review-move]').length).toBeGreaterThan(0);

    // Stats: the win is counted.
    await userEvent.click(a.shadowRoot!.querySelector<HTMLElement>('[data-open="stats"]')!);
    const stat = (k: string) => a.shadowRoot!.querySelector(`[data-stat="${k}"]`)?.textContent;
    await waitFor(() => stat('played'), 'Stats');
    expect([stat('played'), stat('won'), stat('win-percent')]).toEqual(['1', '1', '100%']);
    await userEvent.keyboard('{Escape}');

    // The same deal lost: the solver is offered, finds the line and shows it in the viewer.
    el.newGame({ seed: deal.seed, ...deal.options });
    await settle(a);
    for (let i = 0; i < 5000 && !el.result; i++) el.play(rules.legalActions(el.gameState)[0]!);
    expect(el.result?.winners, 'a lost game').toEqual([]);
    await el.idle();
    await settleLayout(a);
    const ask = a.shadowRoot!.querySelector<HTMLElement>('[data-winnable="ask"]');
    if (deal.game === 'matrix-maze') {
      expect(ask, 'no solver for the maze in the arcade yet').toBeNull();
      return;
    }
    expect(ask, 'the solver is offered').not.toBeNull();
    if (deal.game !== 'piecepack-matrix') return;
    expect(inFirstScreen(ask), 'Ask the solver').toBe(true);
    await userEvent.click(ask!);
    const watch = await waitFor(
      () => a.shadowRoot!.querySelector<HTMLElement>('[data-winnable="watch"]'),
      'the solver’s line',
      90_000,
    );
    await userEvent.click(watch);
    const viewer = a.shadowRoot!.querySelector('arcade-replay')!;
    await waitFor(
      () => viewer.shadowRoot!.querySelector(`dialog[open] ${el.localName}`),
      'the winning line in the viewer',
    );
  }, 240_000);
});
