/**
 * No console errors while CYBERMANCY is played (issue 37, item 6): preventative ICE played at a
 * free position (no royal alive) made the spot's motion look for a royal's health that is not
 * drawn there, and `animate` was called on null, an uncaught TypeError. The test plays that move
 * with the real mouse, with motion on, and collects every error the page reports while it runs;
 * the new ICE chip is what moves.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import './define.js';
import { buildCyberPosition, cybermancy } from '@matrix-arcade/cybermancy';
import { positionAction } from '@matrix-arcade/matrix-overload';
import { settle, watchAnimations } from '../../test/helpers.js';
import { collectPageErrors } from '../../test/page-errors.js';
import { cellOf, mountCyber, saved } from './cybermancy.test-util.js';

afterEach(() => {
  document.body.replaceChildren();
});

describe('<cybermancy-game> console', () => {
  it('preventative ICE at a free position moves its chip and reports no error', async () => {
    await commands.reducedMotion(false);
    // No royal on the board and a 2♠ in hand that no stack takes: it can only be preventative ICE.
    const s = buildCyberPosition({
      matrix: ['6♠', '7♥', '10♔', '5♠', '9♦', '8♦', '8♣', '4♣', '9♣'],
      royals: {},
      hand: '2♠',
      deck: ['3♥'],
      unnamed: { shuffleIntoDeck: 5 },
    });
    const action = positionAction(2);
    expect(cybermancy.describeAction(s, action)).toMatch(/^preventative ICE 2♠/);
    const el = await mountCyber({ seed: '1', mode: 'advanced' });
    el.state = saved(s);
    await settle(el);
    const seen = collectPageErrors();
    const motions = watchAnimations();
    try {
      await userEvent.click(cellOf(el, action));
      await settle(el);
      await el.idle();
    } finally {
      motions.stop();
      seen.stop();
    }
    expect(el.state!.actions).toEqual([action]);
    expect(seen.errors).toEqual([]);
    const moved = motions.started.map((m) => m.target);
    expect(moved.some((t) => t.classList.contains('chip') && t.textContent?.includes('2'))).toBe(
      true,
    );
  });
});
