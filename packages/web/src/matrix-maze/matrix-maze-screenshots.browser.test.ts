/**
 * Screenshots of Matrix Maze for the README (docs/screenshots): a duel in progress at 390, 1280
 * and 1920 px and a solo game against the IY's, so they always show the element as it is today,
 * each with a hint at the engine's defaults and its calibrated chance in words.
 * At 390 px nothing may be wider than the screen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import '../matrix-maze/define.js';
import { legalActions } from '@matrix-arcade/matrix-maze';
import { fitHeight, settle } from '../../test/helpers.js';
import { mountGame } from './matrix-maze.test-util.js';

/** Plays `n` moves, each the first legal choice that moves the avatar, else the first. */
async function scene(width: number, attrs: Record<string, string>, n: number) {
  await page.viewport(width, 900);
  document.documentElement.style.background = '#070b16';
  document.body.style.cssText = 'margin:0;padding:8px;background:#070b16;';
  // The engine's defaults, as a player gets them: the hint shows its calibrated chance in words.
  const el = await mountGame(attrs);
  for (let i = 0; i < n; i++) {
    const legal = legalActions(el.gameState!);
    const step =
      legal.find((a) => a >= 16 && a < 64 && (a - 16) % 8 < 3) ??
      legal.find((a) => a === 73) ??
      legal[0]!;
    el.play(step);
  }
  await settle(el);
  const hint = await el.hint();
  expect(hint.chance, 'the hint carries a chance').toBeDefined();
  await settle(el);
  expect(el.shadowRoot!.querySelector('[part=hint]')!.textContent).toMatch(
    /following the AI from here, .+ \d+%/,
  );
  // The pieces at rest where they stand (the moves above start their walk).
  for (const a of el.shadowRoot!.getAnimations()) a.finish();
  await fitHeight(width);
  return el;
}

afterEach(async () => {
  document.body.style.cssText = '';
  document.documentElement.style.background = '';
  await page.viewport(1280, 900);
});

describe('screenshots', () => {
  for (const [width, name] of [
    [390, 'matrix-maze-phone'],
    [1280, 'matrix-maze-desktop'],
    [1920, 'matrix-maze-wide'],
  ] as const) {
    it(`duel at ${width} px`, async () => {
      const el = await scene(width, { seed: '2024', 'ai-seats': '1' }, 14);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(width);
      await commands.saveScreenshot(name);
    });
  }

  it('solo against the IY’s at 1280 px', async () => {
    await scene(1280, { seed: '7', 'ai-seats': '', map: 'watchtower' }, 9);
    await commands.saveScreenshot('matrix-maze-solo-iys');
  });
});
