/**
 * During a challenge its decision is in the first screen with the whole board (issue 37, found
 * by hand play): in `<matrix-arcade>` as the site shows it (the site's margin and font), at
 * 390×844, 1280×800 and 1920×1080, before and after Hint (pressed with the real mouse), the
 * board, the challenge's die and strength line, the Decide panel's buttons (commit, the
 * power-ups) and Hint are wholly in view and not covered (on a phone, above its bar), the element
 * also alone under a 100 px header (a page without the arcade's sidebar); the player
 * commits with the real mouse without scrolling; the page reports no error meanwhile (a
 * ResizeObserver loop among them).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { saveState } from '@matrix-arcade/core';
import {
  type PiecepackState,
  layout,
  legalActions,
  piecepackMatrix,
} from '@matrix-arcade/piecepack-matrix';
import {
  clickMiddle,
  controlButton,
  pressHint,
  settleLayout,
  waitFor,
} from '../../test/helpers.js';
import { seenWhole as seen } from '../../test/layout.js';
import { keep, leaveSite, pageErrors, siteArcade, where } from '../../test/site-arcade.js';
import { decisionButtons, midRun, mountPiecepack } from './piecepack-matrix.test-util.js';
import type { PiecepackMatrixGame } from './piecepack-matrix-game.js';

/**
 * The challenge of the fixed policy's runs with the most power-ups to spend (the tallest Decide
 * panel): the first with three, else with two.
 */
function challengeWithPowerUps(): PiecepackState {
  let best: PiecepackState | null = null;
  let most = 0;
  for (const seed of [12, 3, 5, 7]) {
    for (let tiles = 3; tiles < 40; tiles++) {
      const st = midRun(tiles, 'boost', seed);
      const decide = legalActions(st).filter((a) => a >= 4 * layout.CELLS);
      if (st.phase === 'boost' && decide.length > most) {
        best = st;
        most = decide.length;
      }
      if (most >= 4) return best!;
    }
  }
  if (best === null || most < 3) throw new Error('no challenge with two power-ups in the runs');
  return best;
}

afterEach(leaveSite);

/**
 * The arcade as the site shows it (site/index.html: no margin, its font), on piecepack; or
 * (`bare`) the element alone under a 100 px header, as a page may show it (no sidebar beside it).
 */
async function arcade(bare: boolean): Promise<{ a: HTMLElement; el: PiecepackMatrixGame }> {
  if (bare) {
    document.body.style.cssText = 'margin: 0;';
    const header = document.createElement('header');
    header.style.cssText = 'height: 100px;';
    document.body.append(header);
    keep(header);
    const el = keep(await mountPiecepack({ seed: '12' }));
    return { a: el, el };
  }
  return siteArcade<PiecepackMatrixGame>('piecepack-matrix');
}

/** What of the board, the challenge and its decision, and Hint is not seen whole. */
function unseen(el: PiecepackMatrixGame): string[] {
  const root = el.shadowRoot!;
  const boxes: [string, Element | null][] = [
    ['board', root.querySelector('.viewport')],
    ['die', root.querySelector('[part=challenge] .row > :first-child')],
    ['strength', root.querySelector('[part=challenge] [data-strength]')],
    ...decisionButtons(el).map((b): [string, Element] => [b.textContent!.trim(), b]),
    ['Hint', controlButton(el, 'hint')],
  ];
  return boxes.filter(([, e]) => !seen(e)).map(([name, e]) => `${name}: ${where(e)}`);
}

describe('Matrix (piecepack) in the arcade: a challenge’s decision in the first screen', () => {
  for (const [w, h, bare] of [
    [390, 844, false],
    [1280, 800, false],
    [1920, 1080, false],
    [390, 844, true],
    [1280, 800, true],
    [1920, 1080, true],
  ] as const) {
    it(`${w}×${h}${bare ? ' (alone under a header)' : ''}: board, challenge and Decide in view, with the hint's words too; commit by mouse`, async () => {
      await page.viewport(w, h);
      const errors = pageErrors();
      const { a, el } = await arcade(bare);
      el.state = saveState(piecepackMatrix, challengeWithPowerUps());
      await settleLayout(a);
      window.scrollTo(0, 0);
      expect(decisionButtons(el).length, 'commit and two power-ups').toBeGreaterThanOrEqual(3);
      expect(unseen(el), 'before the hint').toEqual([]);
      await pressHint(el);
      await waitFor(() => el.shadowRoot!.querySelector('[part=hint]')?.textContent, 'the hint');
      await settleLayout(a);
      window.scrollTo(0, 0);
      expect(unseen(el), 'with the hint’s words').toEqual([]);
      // The board is not squeezed to nothing for them.
      const board = el.shadowRoot!.querySelector('.viewport')!;
      expect(board.getBoundingClientRect().height).toBeGreaterThanOrEqual(220);
      const commit = decisionButtons(el).find((b) => Number(b.dataset.action) === layout.A_COMMIT)!;
      const y = window.scrollY;
      await clickMiddle(commit);
      expect(window.scrollY, 'committed without scrolling').toBe(y);
      await waitFor(() => el.gameState!.phase !== 'boost', 'the challenge committed');
      await settleLayout(a);
      expect(errors, 'errors reported on the page').toEqual([]);
    }, 60_000);
  }
});
