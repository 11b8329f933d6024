/**
 * The tower's swap chosen on the board of `<cybermancy-game>`, in Chromium, as a person plays it:
 * a click on a living royal selects it (marked, announced) and marks its partners; pointing at a
 * partner previews the swap and a click plays it; the same with the arrows and Enter, and with
 * two taps on a touch screen; the selected royal again, Escape or Cancel clears the selection;
 * a place that is not a royal to swap is refused with the reason and nothing changes; the hint's
 * pair is starred on the board and said in words; the list of pairs, collapsed, still plays a
 * swap; axe-core finds nothing wrong with a royal selected and the list open; and with twelve
 * royals alive (66 pairs) the board stays on the first screen at 360 and 1280 px.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import './define.js';
import { type CybermancyState, TAROT_DECK, swapAction } from '@matrix-arcade/cybermancy';
import { cellAction, positionAction } from '@matrix-arcade/matrix-overload';
import { expectNoAxeViolations } from '../../test/axe.js';
import { controlButton, deepActive, part, settle, until } from '../../test/helpers.js';
import { indexOfPosition } from '../matrix-overload/board.js';
import type { CybermancyGame } from './cybermancy-game.js';
import {
  advancedRun,
  board,
  cellOf,
  mountCyber,
  saved,
  twelveRoyals,
} from './cybermancy.test-util.js';

// advancedRun: K♠ above column 1 (position 0), Q♦ right of row 1 (3), K♥ right of row 2 (4),
// P♣ below column 1 (6) alive; P♠ (1), Q♥ (7), K♣ (11) dead.
const royal = (el: CybermancyGame, p: number) => cellOf(el, positionAction(p));
const label = (c: HTMLElement) => c.getAttribute('aria-label') ?? '';
const parts = (c: HTMLElement) => (c.getAttribute('part') ?? '').split(' ');
const live = (el: CybermancyGame) => part(el, '[role=status]').textContent ?? '';
const preview = (el: CybermancyGame) => part(el, '[part=preview]');
const royalsAt = (el: CybermancyGame, ps: number[]) =>
  ps.map((p) => TAROT_DECK.text[(el.gameState as CybermancyState).royals[p]!]);

async function towerInHand(): Promise<CybermancyGame> {
  const el = await mountCyber({ seed: '1', mode: 'advanced' });
  el.state = saved(advancedRun('16♔'));
  await settle(el);
  return el;
}

/** What a finger's tap sends (Chromium's order, click included). */
function tap(target: HTMLElement): void {
  const init = { pointerType: 'touch', pointerId: 7, isPrimary: true, composed: true };
  for (const type of ['pointerdown', 'pointerup', 'click']) {
    target.dispatchEvent(new PointerEvent(type, { ...init, bubbles: true }));
  }
}

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(1280, 900);
});

describe('<cybermancy-game>: the tower’s pair chosen on the board', () => {
  it('by pointer: a royal selected, its partners marked, a hover previews, a click swaps', async () => {
    const el = await towerInHand();
    // Before: every living royal is a place to start from, the dead are not.
    for (const p of [0, 3, 4, 6]) expect(parts(royal(el, p))).toContain('target');
    expect(parts(royal(el, 1))).not.toContain('target');
    expect(el.shadowRoot!.querySelector('[part=hand]')!.textContent).toContain('on the board');

    await userEvent.click(royal(el, 0));
    await settle(el);
    expect(el.state!.actions).toEqual([]);
    expect(royal(el, 0).getAttribute('aria-selected')).toBe('true');
    expect(parts(royal(el, 0))).toContain('selected');
    expect(label(royal(el, 0))).toMatch(/Selected for the swap: activate it again to cancel/);
    expect(live(el)).toMatch(/^K♠ \(above column 1\) selected; pick the royal to swap it with/);
    for (const p of [3, 4, 6]) {
      expect(parts(royal(el, p))).toContain('target');
      expect(label(royal(el, p))).toContain('Swap here: 16♔ (the tower) swaps K♠');
    }
    expect(part(el, '[data-pair-selected]').textContent).toBe('K♠ (above column 1)');

    await userEvent.hover(royal(el, 4));
    await settle(el);
    expect(preview(el).getAttribute('data-preview-action')).toBe(String(swapAction(0, 4)));
    expect(preview(el).textContent).toContain('swaps K♠ and K♥');
    expect(el.state!.actions).toEqual([]);

    await userEvent.click(royal(el, 4));
    await settle(el);
    expect(el.state!.actions).toEqual([swapAction(0, 4)]);
    expect(royalsAt(el, [0, 4])).toEqual(['K♥', 'K♠']);
  });

  it('by keyboard: Enter selects, the arrows preview a partner, Enter swaps', async () => {
    const el = await towerInHand();
    board(el).focusCell(indexOfPosition(0));
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(royal(el, 0).getAttribute('aria-selected')).toBe('true');
    // Down column 1, past its three stacks, to the P♣ below it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await settle(el);
    expect(deepActive()).toBe(royal(el, 6));
    expect(preview(el).getAttribute('data-preview-action')).toBe(String(swapAction(0, 6)));
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(el.state!.actions).toEqual([swapAction(0, 6)]);
    expect(royalsAt(el, [0, 6])).toEqual(['P♣', 'K♠']);
  });

  it('on a touch screen: a tap selects, a tap on a partner previews, a second tap swaps', async () => {
    const el = await towerInHand();
    tap(royal(el, 3));
    await settle(el);
    expect(royal(el, 3).getAttribute('aria-selected')).toBe('true');
    tap(royal(el, 6));
    await settle(el);
    expect(el.state!.actions).toEqual([]);
    expect(preview(el).textContent).toContain('swaps Q♦ and P♣');
    expect(live(el)).toMatch(/Tap again to play here/);
    tap(royal(el, 6));
    await settle(el);
    expect(el.state!.actions).toEqual([swapAction(3, 6)]);
  });

  it('clears the selection with the royal again, Escape or Cancel; nothing is played', async () => {
    const el = await towerInHand();
    const selected = () => royal(el, 3).getAttribute('aria-selected');
    await userEvent.click(royal(el, 3));
    await settle(el);
    expect(selected()).toBe('true');
    await userEvent.click(royal(el, 3));
    await settle(el);
    expect(selected()).toBe('false');
    expect(live(el)).toMatch(/Swap cancelled/);
    for (const p of [0, 3, 4, 6]) expect(parts(royal(el, p))).toContain('target');

    await userEvent.click(royal(el, 3));
    await settle(el);
    await userEvent.keyboard('{Escape}');
    await settle(el);
    expect(selected()).toBe('false');

    await userEvent.click(royal(el, 3));
    await settle(el);
    await userEvent.click(part(el, '[data-action=cancel-pair]'));
    await settle(el);
    expect(selected()).toBe('false');
    expect(el.shadowRoot!.querySelector('[data-action=cancel-pair]')).toBeNull();
    expect(deepActive()).toBe(royal(el, 3));
    expect(el.state!.actions).toEqual([]);
  });

  it('refuses a dead royal or a stack with the reason, and keeps the state and selection', async () => {
    const el = await towerInHand();
    const before = JSON.stringify(el.state);
    await userEvent.click(royal(el, 1));
    await settle(el);
    expect(live(el)).toMatch(/Not a royal to swap: pick a living royal/);
    await userEvent.click(royal(el, 0));
    await userEvent.click(cellOf(el, cellAction(4)));
    await settle(el);
    expect(live(el)).toMatch(/Not a royal to swap with: .*selected one again to cancel/);
    expect(royal(el, 0).getAttribute('aria-selected')).toBe('true');
    expect(JSON.stringify(el.state)).toBe(before);
  });

  it('stars the hint’s pair on the board and says it in words', async () => {
    const el = await mountCyber({ seed: '1', mode: 'advanced', 'ai-iterations': '300' });
    el.state = saved(advancedRun('16♔'));
    await settle(el);
    await userEvent.click(controlButton(el, 'hint'));
    await until(() => el.shadowRoot!.querySelector('[part=hint]') !== null, 20_000, 'the hint');
    await settle(el);
    const action = Number(part(el, '[part=hint]').getAttribute('data-hint-action'));
    const pair = [0, 3, 4, 6].filter((p) => label(royal(el, p)).includes('Suggested by the hint'));
    expect(pair).toHaveLength(2);
    expect(swapAction(pair[0]!, pair[1]!)).toBe(action);
    for (const p of pair) expect(parts(royal(el, p))).toContain('hint');
    const [a, b] = royalsAt(el, pair);
    expect(part(el, '[data-pair-hint]').textContent).toMatch(
      new RegExp(`Hint: Swap ${a} \\(.*\\) and ${b} \\(.*\\), marked ★ on the board`),
    );
  });

  it('keeps every pair in a collapsed list that still plays a swap', async () => {
    const el = await towerInHand();
    const list = part<HTMLDetailsElement>(el, 'details[data-pair-list]');
    expect(list.open).toBe(false);
    expect(list.querySelector('summary')!.textContent).toBe('Choose from a list (6 swaps)');
    await userEvent.click(list.querySelector('summary')!);
    await settle(el);
    expect(list.open).toBe(true);
    const button = list.querySelector<HTMLButtonElement>(
      `button[data-choice="${swapAction(4, 6)}"]`,
    )!;
    expect(button.textContent).toContain('Swap K♥ (right of row 2) and P♣ (below column 1)');
    await userEvent.click(button);
    await settle(el);
    expect(el.state!.actions).toEqual([swapAction(4, 6)]);
  });

  it('passes axe-core with a royal selected, a swap previewed and the list open', async () => {
    await commands.reducedMotion(true);
    try {
      const el = await towerInHand();
      await userEvent.click(royal(el, 0));
      board(el).focusCell(indexOfPosition(3));
      part<HTMLDetailsElement>(el, 'details[data-pair-list]').open = true;
      await settle(el);
      expect(royal(el, 0).getAttribute('aria-selected')).toBe('true');
      await expectNoAxeViolations(el, 'the tower with a royal selected');
    } finally {
      await commands.reducedMotion(false);
    }
  });

  for (const [width, height] of [
    [360, 740],
    [1280, 900],
  ] as const) {
    it(`with twelve royals alive (66 pairs), the board stays on the first screen at ${width} px`, async () => {
      await page.viewport(width, height);
      const el = await mountCyber({ seed: '1', mode: 'advanced' });
      el.state = saved(twelveRoyals());
      await settle(el);
      const visibleChoices = [
        ...el.shadowRoot!.querySelectorAll<HTMLElement>('button[data-choice]'),
      ].filter((b) => b.checkVisibility());
      expect(visibleChoices).toHaveLength(0);
      expect(part(el, 'details[data-pair-list] summary').textContent).toContain('(66 swaps)');
      const grid = board(el).getBoundingClientRect();
      expect(part(el, '[part=choices]').getBoundingClientRect().height).toBeLessThan(160);
      // The board starts on the first screen and the royals' top row is there in full.
      expect(grid.top).toBeLessThan(height * 0.6);
      expect(royal(el, 0).getBoundingClientRect().bottom).toBeLessThanOrEqual(height);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    });
  }
});
