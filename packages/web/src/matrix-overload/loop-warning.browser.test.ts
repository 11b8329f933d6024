/**
 * The infinite loop's warning (issue 38, a newcomer's first games): four newcomer runs were lost
 * to the loop with its counter out of sight below the board on a phone and no warning before the
 * loss. Near the limit, the status line at the top says how many cards without progress are left
 * and what progress is, in the first screen at 390×844; far from it, the status says nothing of
 * the loop. A card that makes progress (the play example's 6♣ kills two royals) takes it away.
 */
import { saveState } from '@matrix-arcade/core';
import { cellAction, matrixOverload, rules } from '@matrix-arcade/matrix-overload';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './define.js';
import { part, settle } from '../../test/helpers.js';
import { mountOverload } from './matrix-overload.test-util.js';
import { playExample } from './positions.test-util.js';

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

describe('the loop warning', () => {
  it('shows near the limit in the first screen on a phone, and goes with progress', async () => {
    await page.viewport(390, 844);
    const el = await mountOverload({ seed: '1', 'ai-seats': '' });
    mounted.push(el);
    const example = playExample();
    el.state = saveState(matrixOverload, example);
    await settle(el);
    expect(part(el, '[part~="status"]').textContent).not.toContain('Infinite loop');
    // Three cards short of the limit: the warning, with the count, at the top of the screen.
    const idle = rules.loopLimit(example) - 3;
    el.state = saveState(matrixOverload, { ...example, idle });
    await settle(el);
    const warn = el.shadowRoot!.querySelector<HTMLElement>('[data-loop-warn]');
    expect(warn?.textContent).toContain('3 more cards without progress end the run');
    const box = warn!.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(844);
    // The 6♣ on the 6♠ kills the J♦ and the J♣: progress, the counter back to 0, no warning.
    el.play(cellAction(0));
    await settle(el);
    expect(el.shadowRoot!.querySelector('[data-loop-warn]')).toBeNull();
  });
});
