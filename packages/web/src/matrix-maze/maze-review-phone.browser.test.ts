/**
 * Matrix Maze's review on a phone keeps the whole maze in the first screen (issue 37, found by
 * hand play at 390×844: Watchtower seed 5 lost, Review clicked: the maze's last rows under the
 * review's box stuck to the screen's bottom, y 325–580 against the box from 523). The game as
 * the site shows it (`<matrix-arcade>`), played to its end by its first legal moves, Review
 * pressed with the real mouse; once the review is done, and after "Next mistake" pressed with
 * the real mouse (the board stepped to that move, its better move marked), the maze is seen
 * whole above the review's box.
 */
import { legalActions } from '@matrix-arcade/matrix-maze';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { REVIEW_TEST_ITERATIONS } from '../lib/review.test-util.js';
import { clickMiddle, settleLayout, waitFor } from '../../test/helpers.js';
import { seenWhole as seen } from '../../test/layout.js';
import { leaveSite, pageErrors, siteArcade, where } from '../../test/site-arcade.js';

interface El extends HTMLElement {
  gameState: Parameters<typeof legalActions>[0];
  result: unknown;
  play(a: number): void;
  newGame(o?: Record<string, unknown>): void;
  idle(): Promise<void>;
}

afterEach(leaveSite);

describe('Matrix Maze’s review on a phone', () => {
  it('at 390×844: the whole maze above the review, when it is done and at a graded move', async () => {
    await page.viewport(390, 844);
    const errors = pageErrors();
    const { a, el } = await siteArcade<El>('matrix-maze');
    el.setAttribute('ai-iterations', String(REVIEW_TEST_ITERATIONS));
    el.newGame({ seed: 5, map: 'watchtower' });
    for (let i = 0; i < 400 && !el.result; i++) {
      await el.idle();
      if (!el.result) el.play(legalActions(el.gameState)[0]!);
    }
    expect(el.result, 'the game is over').not.toBeNull();
    await settleLayout(a);
    window.scrollTo(0, 0);
    const root = el.shadowRoot!;
    await clickMiddle(root.querySelector('[data-review="start"]')!);
    await waitFor(
      () =>
        root.querySelector('[data-review="close"]') &&
        !root.querySelector('[data-review="cancel"]'),
      'the review done',
    );
    await settleLayout(a);
    const maze = () => root.querySelector('[part~=maze]');
    expect(seen(maze()), `the maze, review done: ${where(maze())}`).toBe(true);
    const next = root.querySelector<HTMLButtonElement>('[data-review="next-mistake"]');
    if (next && !next.disabled) {
      await clickMiddle(next);
      await settleLayout(a);
      expect(seen(maze()), `the maze at a graded move: ${where(maze())}`).toBe(true);
    }
    expect(errors, 'errors reported on the page').toEqual([]);
  });
});
