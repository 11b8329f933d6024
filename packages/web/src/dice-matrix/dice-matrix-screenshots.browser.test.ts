/**
 * Screenshots of a Dice Matrix game in progress for the README (docs/screenshots), taken at
 * desktop width and at 360 px, so they always show the element as it is today. The test also
 * checks the layout a player depends on at 360 px: nothing wider than the screen, matrix cells
 * of at least 36 px (a comfortable touch target).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import '../dice-matrix/define.js';
import { diceMatrix } from '@matrix-arcade/dice-matrix';
import { fitHeight, settle } from '../../test/helpers.js';
import { matrixCells, mountGame } from './dice-matrix.test-util.js';

/** Plays `n` greedy moves (best immediate score; ties to the lowest code). */
function playGreedy(el: Awaited<ReturnType<typeof mountGame>>, n: number) {
  for (let i = 0; i < n; i++) {
    const s = el.gameState!;
    const seat = s.toMove;
    let best = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const a of diceMatrix.legalActions(s)) {
      const v = diceMatrix.evaluate!(diceMatrix.apply(s, a), seat);
      if (v > bestValue) {
        bestValue = v;
        best = a;
      }
    }
    el.play(best);
  }
}

async function scene(width: number) {
  await page.viewport(width, 900);
  document.documentElement.style.background = '#070b16';
  document.body.style.cssText = 'margin:0;padding:8px;background:#070b16;';
  const el = await mountGame({ seed: '2024', 'ai-seats': '1', 'ai-iterations': '300' });
  playGreedy(el, 14);
  await settle(el);
  // The hint at the engine's defaults, so the picture shows its calibrated chance in words.
  el.aiIterations = undefined;
  await el.hint();
  await settle(el);
  // Select a die that has partners, so the picture shows the partner marks too.
  const pair = diceMatrix.legalActions(el.gameState!).find((a) => a >= 49 && a < 2450)!;
  matrixCells(el)[Math.floor((pair - 49) / 49)]!.click();
  await settle(el);
  await fitHeight(width);
  return el;
}

afterEach(async () => {
  document.body.style.cssText = '';
  document.documentElement.style.background = '';
  await page.viewport(1280, 900);
});

describe('screenshots', () => {
  it('desktop: a game in progress with a hint and a selection', async () => {
    const el = await scene(1280);
    expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(1280);
    await commands.saveScreenshot('dice-matrix-desktop');
  });

  it('phone, 360 px: fits the screen with touch-sized cells', async () => {
    const el = await scene(360);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const cell = matrixCells(el)[0]!.getBoundingClientRect();
    expect(cell.width).toBeGreaterThanOrEqual(36);
    expect(cell.right).toBeLessThanOrEqual(360);
    await commands.saveScreenshot('dice-matrix-phone');
  });
});
