/**
 * The review's buttons hold still when the review ends (issue 40, seen in CI: a player's click on
 * Close review, aimed while the last moves were judged, reached another part of the panel). While
 * the engine reviews, the moves judged so far are shown and choosable under a progress bar; when
 * the review ends the bar goes, and Next mistake and Close review must stay where they were drawn,
 * where the player's mouse already is. Checked in Chromium on one game: the panel is shared.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { settle, until } from '../../test/helpers.js';
import { finished } from './review.test-util.js';

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

const q = (el: Element, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const box = (e: HTMLElement) => {
  const r = e.getBoundingClientRect();
  return {
    x: Math.round(r.x),
    y: Math.round(r.y),
    w: Math.round(r.width),
    h: Math.round(r.height),
  };
};

describe('the review panel when the review ends', () => {
  it('keeps Next mistake and Close review where they were while it ran', async () => {
    const el = await finished<HTMLElement>('matrix-maze', mounted);
    // Slower than the review tests' effort, so that the running panel is seen for many frames.
    el.setAttribute('ai-iterations', '200');
    await settle(el);
    q(el, '[data-review="start"]')!.click();
    // The first frame that shows the moves judged so far, measured in the same turn as the check.
    let running: { close: ReturnType<typeof box>; next: ReturnType<typeof box> } | null = null;
    let endedFirst = false;
    await until(
      () => {
        const section = q(el, '[part~="review"]');
        if (section?.getAttribute('aria-busy') !== 'true') {
          endedFirst = q(el, '[data-review="close"]') !== null;
          return endedFirst;
        }
        const close = q(el, '[data-review="close"]');
        const next = q(el, '[data-review="next-mistake"]');
        if (!close || !next || !q(el, '[data-review-move="0"]')) return false;
        running = { close: box(close), next: box(next) };
        return true;
      },
      120_000,
      'the moves judged so far',
    );
    expect(endedFirst, 'the running panel was seen before the review ended').toBe(false);
    expect(q(el, '[data-review="cancel"]'), 'the progress bar with Cancel').not.toBeNull();
    await until(
      () => q(el, '[part~="review"]')?.getAttribute('aria-busy') !== 'true',
      120_000,
      'the end of the review',
    );
    await settle(el);
    expect(q(el, '[data-review="cancel"]'), 'the bar is gone').toBeNull();
    expect(box(q(el, '[data-review="close"]')!)).toEqual(running!.close);
    expect(box(q(el, '[data-review="next-mistake"]')!)).toEqual(running!.next);
  }, 150_000);
});
