/**
 * The review's buttons hold still while it runs and when it ends (issue 40, seen in CI: a click on
 * Close review, aimed while the last moves were judged, reached another part of the panel). While
 * the engine reviews, the moves judged so far are shown and choosable under a progress bar with
 * Cancel; Next mistake and Close review sit above that bar from the click on Review to the end,
 * and the bar and Cancel keep their place until the end: nothing the player may be aiming at
 * moves when the first judged move arrives or when the bar goes. Every frame is measured, from the
 * click to the end. Checked in Chromium on one game: the panel is shared.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../../test/helpers.js';
import { finished } from './review.test-util.js';

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

const q = (el: Element, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const box = (e: HTMLElement | null) => {
  if (!e) return null;
  const r = e.getBoundingClientRect();
  return `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
};
const frame = () => new Promise((r) => requestAnimationFrame(r));

describe('the review panel while the review runs and when it ends', () => {
  it('keeps Next mistake, Close review and Cancel where they were first drawn', async () => {
    const el = await finished<HTMLElement>('matrix-maze', mounted);
    // Slower than the review tests' effort, so that the running panel is seen for many frames.
    el.setAttribute('ai-iterations', '200');
    await settle(el);
    q(el, '[data-review="start"]')!.click();
    const seen = { close: new Set<string>(), next: new Set<string>(), cancel: new Set<string>() };
    let framesWithMoves = 0;
    let started = false;
    // A guard, not an assertion: the review of this game takes seconds.
    for (let i = 0; i < 20_000; i++) {
      const busy = q(el, '[part~="review"]')?.getAttribute('aria-busy') === 'true';
      for (const [name, sel] of [
        ['close', '[data-review="close"]'],
        ['next', '[data-review="next-mistake"]'],
        ['cancel', '[data-review="cancel"]'],
      ] as const) {
        const b = box(q(el, sel));
        if (b) seen[name].add(b);
      }
      if (busy && q(el, '[data-review-move="0"]')) framesWithMoves++;
      // The review starts once its module is loaded (a frame or more after the click).
      if (busy) started = true;
      else if (started) break;
      await frame();
    }
    await settle(el);
    expect(q(el, '[data-review="cancel"]'), 'the review ended: the bar is gone').toBeNull();
    expect(framesWithMoves, 'frames that showed the moves judged so far').toBeGreaterThan(1);
    seen.close.add(box(q(el, '[data-review="close"]'))!);
    seen.next.add(box(q(el, '[data-review="next-mistake"]'))!);
    expect([...seen.close], 'Close review, every frame').toHaveLength(1);
    expect([...seen.next], 'Next mistake, every frame').toHaveLength(1);
    expect([...seen.cancel], 'Cancel, every frame it was shown').toHaveLength(1);
  }, 150_000);
});
