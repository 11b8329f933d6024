/**
 * Screenshots of `<cybermancy-game>` for the README (docs/screenshots) at 1280, 1920 and 360 px:
 * an advanced run with the tower in hand (the K♠ selected on the board as the first royal of the
 * swap, its partners marked, the swap with the Q♦ previewed; the list of pairs collapsed), a
 * knight blocking a stack, strength on another, the discard pile; a random challenge
 * with its challenge card; the campaign's chapter map and story. The test also checks what a
 * phone player depends on: nothing wider than the screen and cells of at least 54 px.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import './define.js';
import { clearScreenshotFrame, fitHeight, screenshotFrame, settle } from '../../test/helpers.js';
import { PROGRESS_KEY } from './campaign-progress.js';
import { indexOfPosition } from '../matrix-overload/board.js';
import { advancedRun, board, boardCells, mountCyber, saved } from './cybermancy.test-util.js';

/**
 * The tower in hand, the K♠ (above column 1) selected with Enter, the focus moved to the Q♦
 * (right of row 1) so that the swap is previewed on the board and in the preview panel.
 */
async function towerScene(width: number) {
  await screenshotFrame(width);
  const el = await mountCyber({ seed: '1', mode: 'advanced' });
  el.state = saved(advancedRun('16♔'));
  await settle(el);
  board(el).focusCell(indexOfPosition(0));
  await settle(el);
  await userEvent.keyboard('{Enter}');
  board(el).focusCell(indexOfPosition(3));
  await settle(el);
  await fitHeight(width);
  expect(boardCells(el)[indexOfPosition(0)]!.getAttribute('aria-selected')).toBe('true');
  return el;
}

afterEach(async () => {
  localStorage.removeItem(PROGRESS_KEY);
  await clearScreenshotFrame();
});

describe('cybermancy screenshots', () => {
  it('desktop: the tower in hand, a royal selected, a swap previewed, a knight blocking a stack', async () => {
    const el = await towerScene(1280);
    expect(el.shadowRoot!.querySelector('[part=preview]')!.textContent).toContain(
      'swaps K♠ and Q♦',
    );
    await commands.saveScreenshot('cybermancy-desktop');
  });

  it('wide, 1920 px: the same run', async () => {
    await towerScene(1920);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1920);
    await commands.saveScreenshot('cybermancy-wide');
  });

  it('phone, 360 px: the board fits the screen with card-sized cells', async () => {
    const el = await towerScene(360);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    expect(board(el).getBoundingClientRect().right).toBeLessThanOrEqual(360);
    expect(boardCells(el)[0]!.getBoundingClientRect().width).toBeGreaterThanOrEqual(54);
    await commands.saveScreenshot('cybermancy-phone');
  });

  it('a random challenge shows its challenge card', async () => {
    await screenshotFrame(1280);
    const el = await mountCyber({ seed: '3', mode: 'challenge', challenge: 'tower' });
    await fitHeight(1280);
    const setup = el.shadowRoot!.querySelector('[part=setup]')!;
    expect(setup.textContent).toContain('16♔ the tower');
    expect(setup.querySelector('arcade-card')!.getAttribute('label')).toBe(
      'Challenge card: 16♔ the tower',
    );
    await commands.saveScreenshot('cybermancy-challenge');
  });

  it('the campaign: chapter map and story', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ won: [1, 2], chapter: 3, run: null }));
    await screenshotFrame(1280);
    const el = await mountCyber({ seed: '8', mode: 'campaign' });
    await fitHeight(1280);
    const map = el.shadowRoot!.querySelector('[part=campaign]')!;
    expect(map.querySelector('[aria-current=step]')!.getAttribute('data-chapter')).toBe('3');
    await commands.saveScreenshot('cybermancy-campaign');
  });
});
