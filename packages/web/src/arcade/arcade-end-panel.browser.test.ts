/**
 * The end of a game in reach (issue 37, item 2), in Chromium: after a lost MATR1X ØVERLØAD run
 * in the arcade at 1280×800, 1920×1080 and 390×844, the result, "Review the game" and the
 * solver's "Ask the solver" are all in the first screen, without scrolling; asked with the real
 * mouse, the solver answers in place and the page does not scroll the result away.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './define.js';
import { settleLayout, waitFor } from '../../test/helpers.js';
import { inFirstScreen } from '../../test/layout.js';
import { ArcadeStorage } from './arcade-storage.js';
import type { MatrixArcade } from './matrix-arcade.js';

interface El extends HTMLElement {
  gameState: unknown;
  result: { winners: readonly number[] } | null;
  aiSeats: readonly number[];
  autoplay: boolean;
  play(a: number): void;
  newGame(o?: { seed?: number }): void;
  idle(): Promise<void>;
}

const mounted: Element[] = [];
afterEach(async () => {
  for (const el of mounted.splice(0)) el.remove();
  localStorage.clear();
  window.scrollTo(0, 0);
  await page.viewport(1280, 900);
});

async function lostRun(): Promise<{ a: MatrixArcade; el: El }> {
  localStorage.clear();
  const a = document.createElement('matrix-arcade');
  a.setAttribute('game', 'matrix-overload');
  a.storage = new ArcadeStorage(localStorage);
  document.body.append(a);
  mounted.push(a);
  const el = await waitFor(() => a.gameElement as unknown as El | null, 'the game');
  el.autoplay = false;
  el.aiSeats = [];
  el.newGame({ seed: 7 });
  const rules = (el.constructor as unknown as { game: { legalActions(s: unknown): number[] } })
    .game;
  for (let i = 0; i < 5000 && !el.result; i++) el.play(rules.legalActions(el.gameState)[0]!);
  expect(el.result?.winners, 'a lost run').toEqual([]);
  await el.idle();
  await settleLayout(a);
  return { a, el };
}

describe.each([
  [1280, 800],
  [1920, 1080],
  [390, 844],
])('the end of a lost run at %i×%i', (width, height) => {
  it('shows the result, Review the game and Ask the solver in the first screen', async () => {
    await page.viewport(width, height);
    const { a, el } = await lostRun();
    const root = el.shadowRoot!;
    const ask = await waitFor(
      () => a.shadowRoot!.querySelector<HTMLElement>('[data-winnable="ask"]'),
      'Ask the solver',
    );
    const where = () =>
      JSON.stringify({
        status: root.querySelector('[part~=status]')?.getBoundingClientRect(),
        review: root.querySelector('[data-review="start"]')?.getBoundingClientRect(),
        ask: ask.getBoundingClientRect(),
      });
    expect(inFirstScreen(root.querySelector('[part~=status]')), where()).toBe(true);
    expect(inFirstScreen(root.querySelector('[data-review="start"]')), where()).toBe(true);
    expect(inFirstScreen(ask), where()).toBe(true);
    if (width !== 1280) return;
    await userEvent.click(ask);
    await waitFor(
      () => a.shadowRoot!.querySelector('[data-verdict]'),
      'the solver’s answer',
      120_000,
    );
    await settleLayout(a);
    expect(inFirstScreen(root.querySelector('[part~=status]')), where()).toBe(true);
    expect(inFirstScreen(a.shadowRoot!.querySelector('[data-verdict]')), where()).toBe(true);
  }, 180_000);
});
