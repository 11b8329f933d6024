/**
 * Matrix Maze fits the first screen in the arcade (issue 37, found by hand play at 390×844,
 * seed 5: the hinted facing "★ Face east" at y 838–882 of 844, under the controls): the game as
 * the site shows it (`<matrix-arcade>` with the site's margin and font, you against the AI). At
 * your first facing decision, after Hint pressed with the real mouse and its words shown, every
 * choice (the four facings), the whole maze and Hint are in the first screen and not covered;
 * the hinted facing, clicked where it is seen, is played; at 390×844 (the choices under the maze,
 * above the phone's bar), 1280×800 and 1920×1080; no error reported on the page.
 */
import { decodeAction, legalActions } from '@matrix-arcade/matrix-maze';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { REVIEW_TEST_ITERATIONS } from '../lib/review.test-util.js';
import {
  clickMiddle,
  controlButton,
  pressHint,
  settleLayout,
  waitFor,
} from '../../test/helpers.js';
import { seenWhole as seen } from '../../test/layout.js';
import { leaveSite, pageErrors, siteArcade, where } from '../../test/site-arcade.js';

interface El extends HTMLElement {
  gameState: Parameters<typeof legalActions>[0] & { toMove: number };
  play(a: number): void;
  newGame(o?: Record<string, unknown>): void;
  idle(): Promise<void>;
  readonly state: { actions: readonly number[] } | null;
}

afterEach(leaveSite);

/** Your turn with a facing to choose (the AI plays its own turns). */
const facingNow = (el: El) =>
  el.gameState.toMove === 0 &&
  legalActions(el.gameState).some((a) => decodeAction(a)?.kind === 'facing');

describe('Matrix Maze in the arcade: the choices fit the first screen', () => {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
    [1920, 1080],
  ] as const) {
    it(`at ${w}×${h}, your facing with the hint's words shown: every facing, the maze and Hint in view`, async () => {
      await page.viewport(w, h);
      const errors = pageErrors();
      const { a, el } = await siteArcade<El>('matrix-maze');
      el.setAttribute('ai-iterations', String(REVIEW_TEST_ITERATIONS));
      el.newGame({ seed: 5 });
      // Your start (the first place offered), then the AI's turns, until your facing.
      for (let i = 0; i < 40 && !facingNow(el); i++) {
        await el.idle();
        if (el.gameState.toMove === 0 && !facingNow(el)) el.play(legalActions(el.gameState)[0]!);
      }
      expect(facingNow(el), 'your facing to choose').toBe(true);
      await settleLayout(a);
      window.scrollTo(0, 0);
      const root = el.shadowRoot!;
      await pressHint(el);
      await waitFor(() => root.querySelector('[part=hint]'), 'the hint’s words', 40_000);
      await settleLayout(a);
      window.scrollTo(0, 0);
      const facings = [
        ...root.querySelectorAll<HTMLButtonElement>('[part~=actions] button'),
      ].filter((b) => /^(★ )?Face /.test(b.textContent!.trim()));
      expect(facings.length, 'the four facings').toBe(4);
      for (const b of facings) expect(seen(b), `${b.textContent!.trim()}: ${where(b)}`).toBe(true);
      const maze = root.querySelector('[part~=maze]');
      expect(seen(maze), `the maze: ${where(maze)}`).toBe(true);
      const hint = controlButton(el, 'hint');
      expect(seen(hint), `Hint: ${where(hint)}`).toBe(true);
      // The hinted facing, clicked where it is seen, is played.
      const hinted = facings.find((b) => b.textContent!.trim().startsWith('★'))!;
      expect(hinted, 'the hinted facing marked ★').toBeTruthy();
      const moves = el.state!.actions.length;
      await clickMiddle(hinted);
      await waitFor(() => el.state!.actions.length > moves, 'the facing played', 10_000);
      expect(errors, 'errors reported on the page').toEqual([]);
    });
  }
});
