/**
 * Screenshots of `<matrix-overload-game>` for the README (docs/screenshots), at desktop width and
 * at 360 px: the rulebook's play example with the pointer on the 6♠, so the picture shows the
 * legal places, the preview of the double kill, dead royals, ICE and the deck's known bottom.
 * The test also checks what a phone player depends on: nothing wider than the screen, the whole
 * 5×5 board on screen, and cells of at least 54 px.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import './define.js';
import { cellAction } from '@matrix-arcade/matrix-overload';
import { clearScreenshotFrame, fitHeight, screenshotFrame, settle } from '../../test/helpers.js';
import { board, boardCells, mountOverload, playExampleSave } from './matrix-overload.test-util.js';
import { indexOfAction } from './board.js';

async function scene(width: number) {
  await screenshotFrame(width);
  const el = await mountOverload({ seed: '1' });
  el.state = playExampleSave();
  await settle(el);
  // Keyboard focus, which stays when the screenshot moves the pointer away.
  board(el).focusCell(indexOfAction(cellAction(0)));
  await settle(el);
  await fitHeight(width);
  return el;
}

afterEach(clearScreenshotFrame);

describe('matrix-overload screenshots', () => {
  it('desktop: the play example with the double kill previewed', async () => {
    const el = await scene(1280);
    expect(el.shadowRoot!.querySelector('[part=preview]')!.textContent).toContain('J♦ dies');
    await commands.saveScreenshot('matrix-overload-desktop');
  });

  it('phone, 360 px: the board fits the screen with card-sized cells', async () => {
    const el = await scene(360);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const grid = board(el).getBoundingClientRect();
    expect(grid.right).toBeLessThanOrEqual(360);
    const cell = boardCells(el)[0]!.getBoundingClientRect();
    expect(cell.width).toBeGreaterThanOrEqual(54);
    await commands.saveScreenshot('matrix-overload-phone');
  });
});
