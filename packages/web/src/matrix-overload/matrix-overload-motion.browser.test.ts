/**
 * MATR1X ØVERLØAD's board in motion, in Chromium: a card played onto a stack lands there (an
 * animation on that spot's top card), nothing on the board moves when the position does not
 * change (a preview), and under reduced motion no spot animates at all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import './define.js';
import { legalActions } from '@matrix-arcade/matrix-overload';
import { deepQueryAll, settle } from '../../test/helpers.js';
import { mountOverload } from './matrix-overload.test-util.js';

/** Animations running on the board's spots, by the class of what moves. */
function spotAnimations(el: Element): string[] {
  return deepQueryAll(el, 'matrix-overload-spot').flatMap((s) =>
    s
      .shadowRoot!.getAnimations()
      .map((a) => ((a.effect as KeyframeEffect).target as Element).className),
  );
}

/** Plays first legal actions until a card lands on a matrix stack (action < 9 is a cell). */
async function playOntoStack(el: Awaited<ReturnType<typeof mountOverload>>): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const legal = legalActions(el.gameState!);
    const onStack = legal.find((a) => a < 9);
    el.play(onStack ?? legal[0]!);
    await settle(el);
    if (onStack !== undefined) return;
  }
  throw new Error('no card reached a stack');
}

afterEach(async () => {
  await commands.reducedMotion(false);
});

describe('<matrix-overload-game> board motion', () => {
  it('lands a played card on its stack, and moves nothing under reduced motion', async () => {
    const el = await mountOverload({ seed: '11', 'ai-seats': '' });
    expect(spotAnimations(el)).toEqual([]);
    await playOntoStack(el);
    expect(spotAnimations(el).some((c) => c.includes('top'))).toBe(true);
    await commands.reducedMotion(true);
    const again = await mountOverload({ seed: '12', 'ai-seats': '' });
    await playOntoStack(again);
    expect(spotAnimations(again)).toEqual([]);
  });
});
