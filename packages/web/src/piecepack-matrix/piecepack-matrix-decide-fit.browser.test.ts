/**
 * During a challenge the Decide panel (commit the challenge, the power-ups) is in the first
 * screen with the whole board, at 390×844, 1280×800 and 1920×1080, with the hint's words shown
 * too, and never under a phone's action bar: the player commits with the real mouse without
 * scrolling. A 100 px bar above the element stands for the arcade's header.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import './define.js';
import { saveState } from '@matrix-arcade/core';
import {
  type PiecepackState,
  layout,
  legalActions,
  piecepackMatrix,
} from '@matrix-arcade/piecepack-matrix';
import { part, pressHint, settleLayout, waitFor } from '../../test/helpers.js';
import { decisionButtons, midRun, mountPiecepack } from './piecepack-matrix.test-util.js';
import type { PiecepackMatrixGame } from './piecepack-matrix-game.js';

/** The first challenge of the fixed policy's run with two power-ups or more to spend. */
function challengeWithPowerUps(): PiecepackState {
  for (let tiles = 3; tiles < 40; tiles++) {
    const st = midRun(tiles, 'boost');
    const decide = legalActions(st).filter((a) => a >= 4 * layout.CELLS);
    if (st.phase === 'boost' && decide.length >= 3) return st;
  }
  throw new Error('no challenge with two power-ups in the fixed run');
}

async function mountAt(width: number, height: number): Promise<PiecepackMatrixGame> {
  await page.viewport(width, height);
  document.body.style.cssText = 'margin:0;';
  const header = document.createElement('header');
  header.style.cssText = 'height:100px;';
  document.body.append(header);
  const el = await mountPiecepack({ seed: '12' });
  el.state = saveState(piecepackMatrix, challengeWithPowerUps());
  await settleLayout(el);
  return el;
}

/** The bottom of the first screen a player can use: above a phone's bar stuck to it. */
function usableBottom(el: PiecepackMatrixGame): number {
  const bar = part(el, '.layout > .actions');
  return getComputedStyle(bar).position === 'sticky'
    ? bar.getBoundingClientRect().top
    : window.innerHeight;
}

/** What of the board and the Decide panel is outside the first screen (or under the bar). */
function outOfReach(el: PiecepackMatrixGame): string[] {
  const bottom = usableBottom(el);
  const out: string[] = [];
  const boxes: [string, Element][] = [
    ['board', part(el, '.viewport')],
    ...decisionButtons(el).map((b): [string, Element] => [b.textContent!.trim(), b]),
  ];
  for (const [name, e] of boxes) {
    const r = e.getBoundingClientRect();
    if (r.top < -0.5 || r.bottom > bottom + 0.5)
      out.push(`${name}: ${Math.round(r.top)}–${Math.round(r.bottom)} of ${Math.round(bottom)}`);
  }
  return out;
}

afterEach(async () => {
  document.body.style.cssText = '';
  for (const e of document.querySelectorAll('piecepack-matrix-game, header')) e.remove();
  await page.viewport(1280, 900);
});

describe('<piecepack-matrix-game>: the challenge’s decision in the first screen', () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
    [1920, 1080],
  ] as const) {
    it(`${width}×${height}: board and Decide in view, with the hint's words too; commit by mouse`, async () => {
      const el = await mountAt(width, height);
      expect(decisionButtons(el).length).toBeGreaterThanOrEqual(3);
      expect(outOfReach(el)).toEqual([]);
      await pressHint(el);
      await waitFor(() => el.shadowRoot!.querySelector('[part=hint]')?.textContent, 'the hint');
      await settleLayout(el);
      window.scrollTo(0, 0);
      expect(outOfReach(el)).toEqual([]);
      // The board is not squeezed to nothing for it.
      expect(part(el, '.viewport').getBoundingClientRect().height).toBeGreaterThanOrEqual(220);
      const commit = decisionButtons(el).find((b) => Number(b.dataset.action) === layout.A_COMMIT)!;
      const r = commit.getBoundingClientRect();
      await commands.clickAt(r.left + r.width / 2, r.top + r.height / 2);
      await waitFor(() => el.gameState!.phase !== 'boost', 'the challenge committed');
    });
  }
});
