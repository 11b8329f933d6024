/**
 * Matrix Maze's review fills in as it runs and can be used before it ends (issue 37, played by
 * hand at 1280: a 94-move game's review was not done after 60 s, and until its end the panel
 * showed only a progress bar). A solo game on Watchtower played to its end by the first legal
 * move, reviewed at the engine's own effort: while the progress bar still runs, the moves judged
 * so far are listed with their grades and the chart; the real mouse on the first one shows the
 * position before it, and once the review ends that move is still the one shown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../matrix-maze/define.js';
import { legalActions } from '@matrix-arcade/matrix-maze';
import { clickMiddle, settle, settleLayout, until } from '../../test/helpers.js';
import { mountGame } from './matrix-maze.test-util.js';

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

const q = (el: Element, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);

describe('the maze’s review while it runs', () => {
  it('lists the moves judged so far, and one can be chosen before the end', async () => {
    const el = await mountGame({ map: 'watchtower', seed: '3', 'ai-seats': '' });
    mounted.push(el);
    for (let i = 0; i < 500 && !el.result; i++) el.play(legalActions(el.gameState!)[0]!);
    await settle(el);
    expect(el.result).not.toBeNull();
    // The end's last scroll (the move log's, a frame later) done before the mouse aims.
    await settleLayout(el);
    await clickMiddle(q(el, '[data-review="start"]')!);
    await until(() => q(el, '[data-review-move="0"]') !== null, 120_000, 'the first move judged');
    // Still running: the progress bar and Cancel are there beside the moves judged so far.
    expect(q(el, '[data-review="cancel"]'), 'the review still runs').not.toBeNull();
    expect(q(el, '[part~="review"] progress')).not.toBeNull();
    expect(q(el, '[part~="review"] .plot'), 'the chart of the moves so far').not.toBeNull();
    expect(q(el, '[data-review-move="0"]')!.dataset.grade).toMatch(
      /^(best|good|inaccuracy|mistake|blunder)$/,
    );
    await clickMiddle(q(el, '[data-review-move="0"]')!);
    await settle(el);
    expect(q(el, '[data-review-move="0"]')!.getAttribute('aria-current')).toBe('true');
    const shown = el.state!.cursor;
    expect(shown, 'the board shows the position before the move').toBeLessThan(
      el.state!.actions.length,
    );
    // The review ends with the chosen move still shown.
    await until(() => q(el, '[data-review="cancel"]') === null, 120_000, 'the review’s end');
    await settle(el);
    expect(q(el, '[data-review="close"]')).not.toBeNull();
    expect(q(el, '[data-review-move="0"]')!.getAttribute('aria-current')).toBe('true');
    expect(el.state!.cursor).toBe(shown);
  }, 240_000);
});
