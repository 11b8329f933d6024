/**
 * Screenshots of `<piecepack-matrix-game>` for the README (docs/screenshots) at 1280 and 390 px:
 * a run some twenty tiles in, with custom breakers, in the middle of a challenge (the die rolled,
 * power-ups to spend), so the pictures show tiles, forts, coins, pawns, the meter, the pool, the
 * cards and the decision buttons. The phone check: nothing wider than the screen; the board
 * scrolls inside its viewport instead. The page reports no error meanwhile (a ResizeObserver
 * loop, when the window grows to the page's height, among them).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import './define.js';
import { saveState } from '@matrix-arcade/core';
import { layout, legalActions, piecepackMatrix } from '@matrix-arcade/piecepack-matrix';
import { fitHeight, part, settle } from '../../test/helpers.js';
import { mountPiecepack } from './piecepack-matrix.test-util.js';
import { collectPageErrors } from '../../test/page-errors.js';

let reported: ReturnType<typeof collectPageErrors> | null = null;

/** A run played by a fixed policy: breaks in where it can, then stops mid-challenge. */
function midRun() {
  let s = piecepackMatrix.setup({ black: 2, green: 5, red: 1, blue: 6 }, 12);
  for (let i = 0; i < 400; i++) {
    if (s.structures.length >= 17 && s.phase === 'boost') break;
    const legal =
      piecepackMatrix.currentPlayer(s) === -1 ? [layout.A_DIE + 1 + (i % 6)] : legalActions(s);
    const commit = legal.includes(layout.A_COMMIT) ? layout.A_COMMIT : null;
    const move = legal.filter((a) => a < 4 * layout.CELLS);
    const a = commit ?? (move.length ? move[(i * 7) % move.length]! : legal[0]!);
    const next = piecepackMatrix.apply(s, a);
    if (next.ending !== null) break;
    s = next;
  }
  return s;
}

async function scene(width: number) {
  await page.viewport(width, 900);
  reported = collectPageErrors();
  document.documentElement.style.background = '#070b16';
  document.body.style.cssText = 'margin:0;padding:8px;background:#070b16;';
  const el = await mountPiecepack({ seed: '1' });
  el.state = saveState(piecepackMatrix, midRun());
  await settle(el);
  await fitHeight(width);
  return el;
}

afterEach(async () => {
  reported?.stop();
  reported = null;
  document.body.style.cssText = '';
  document.documentElement.style.background = '';
  await page.viewport(1280, 900);
});

describe('piecepack-matrix screenshots', () => {
  it('desktop: a challenge in the middle of a run', async () => {
    const el = await scene(1280);
    expect(part(el, '[part=challenge]').textContent).toMatch(/strength \d+ vs \d/);
    await commands.saveScreenshot('piecepack-matrix-desktop');
    expect(reported!.errors, 'errors reported on the page').toEqual([]);
  });

  it('phone, 390 px: nothing wider than the screen', async () => {
    const el = await scene(390);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const view = part(el, '.viewport').getBoundingClientRect();
    expect(view.right).toBeLessThanOrEqual(390);
    await commands.saveScreenshot('piecepack-matrix-phone');
    expect(reported!.errors, 'errors reported on the page').toEqual([]);
  });
});
