/**
 * Two shared behaviours of every game element, in Chromium: Escape anywhere in the element asks
 * the game to clear its selection (`clearSelection()`, which a game overrides; the key is used
 * only when something was cleared), and on a phone the main actions (New game, Hint, Undo, Redo,
 * Run AI) are an action bar stuck to the bottom of the screen, in one row, after the board,
 * on the first screen even when the game is much taller than it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { controlButton, settle } from '../../test/helpers.js';
import { DiceMatrixGame } from '../dice-matrix/index.js';
import { GAMES } from '../games.js';

class EscapeProbe extends DiceMatrixGame {
  cleared = 0;
  protected override clearSelection(): boolean {
    this.cleared++;
    return true;
  }
}

const mounted: Element[] = [];
afterEach(async () => {
  for (const el of mounted.splice(0)) el.remove();
  await page.viewport(1280, 900);
  window.scrollTo(0, 0);
});

async function mount<T extends HTMLElement>(tag: string, attrs: Record<string, string> = {}) {
  const el = document.createElement(tag) as T;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  mounted.push(el);
  await settle(el);
  return el;
}

describe('Escape', () => {
  it('asks the game to clear its selection, and is used only when something was cleared', async () => {
    GAMES.find((g) => g.id === 'dice-matrix')!.define();
    if (!customElements.get('escape-probe-game'))
      customElements.define('escape-probe-game', EscapeProbe);
    const probe = await mount<EscapeProbe>('escape-probe-game', { seed: '2' });
    controlButton(probe, 'undo').focus();
    const seen: KeyboardEvent[] = [];
    probe.addEventListener('keydown', (e) => seen.push(e));
    await userEvent.keyboard('{Escape}');
    expect(probe.cleared).toBe(1);
    expect(seen.at(-1)!.defaultPrevented).toBe(true);

    const plain = await mount<DiceMatrixGame>('dice-matrix-game', { seed: '2' });
    controlButton(plain, 'undo').focus();
    const plainSeen: KeyboardEvent[] = [];
    plain.addEventListener('keydown', (e) => plainSeen.push(e));
    await userEvent.keyboard('{Escape}');
    expect(plainSeen.at(-1)!.defaultPrevented, 'Escape taken with nothing to clear').toBe(false);
  });
});

describe('the action bar on a phone', () => {
  for (const g of GAMES) {
    it(`${g.id} at 390×844: the main actions are one row on the first screen, after the board`, async () => {
      g.define();
      await page.viewport(390, 844);
      const el = await mount<HTMLElement & { aiSeats: readonly number[] }>(g.tag, { seed: '6' });
      el.aiSeats = [0];
      await settle(el);
      window.scrollTo(0, 0);
      const bar = el.shadowRoot!.querySelector<HTMLElement>('arcade-game-controls')!;
      expect(getComputedStyle(bar).position).toBe('sticky');
      const board = el.shadowRoot!.querySelector('.layout > :first-child')!.getBoundingClientRect();
      const tops = ['new-game', 'hint', 'undo', 'redo', 'autoplay'].map((c) => {
        const r = controlButton(el, c).getBoundingClientRect();
        expect(r.bottom, `${c} below the first screen`).toBeLessThanOrEqual(844);
        expect(r.left).toBeGreaterThanOrEqual(0);
        expect(r.right, `${c} off the side`).toBeLessThanOrEqual(390);
        return Math.round(r.top);
      });
      expect(new Set(tops).size, 'the main actions in one row').toBe(1);
      expect(board.top, 'the board first').toBeLessThan(tops[0]!);
      // The AI's seats and speed fold behind "AI ▾" on a phone, and unfold on a press.
      const seats = bar.shadowRoot!.querySelector<HTMLElement>('[part=seats]')!;
      expect(seats.getBoundingClientRect().height).toBe(0);
      controlButton(el, 'ai-more').click();
      await settle(el);
      expect(seats.getBoundingClientRect().height).toBeGreaterThan(0);
    });
  }

  it('is no bar on a desktop: the controls sit in the page', async () => {
    GAMES[0]!.define();
    const el = await mount<HTMLElement>(GAMES[0]!.tag, { seed: '6' });
    const bar = el.shadowRoot!.querySelector<HTMLElement>('arcade-game-controls')!;
    expect(getComputedStyle(bar).position).toBe('static');
    expect(getComputedStyle(controlButton(el, 'ai-more')).display).toBe('none');
  });
});
