/**
 * The README's pictures of the arcade: for every game of the list (`GAMES`), the first screen a
 * player sees at 1280×800 and at 390×844 (the top bar and the game, a few moves in, nothing
 * scrolled), written to docs/screenshots/arcade-<id>-1280.png and -390.png, and the front door
 * at both sizes (arcade-front-door-1280.png, -390.png). Each picture is checked to be the first
 * screen: the board starts in it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import './define.js';
import { GAMES } from '../games.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { settle, until } from '../../test/helpers.js';

const SIZES = [
  [1280, 800],
  [390, 844],
] as const;

/** The page cut to one screen in the dark theme, so the picture is what the first screen shows. */
async function firstScreen(width: number, height: number): Promise<void> {
  await page.viewport(width, height);
  document.documentElement.style.background = '#070b16';
  document.body.style.cssText = `margin:0;background:#070b16;height:${height}px;overflow:hidden;`;
}

async function mount(attrs: Record<string, string>): Promise<MatrixArcade> {
  const arcade = document.createElement('matrix-arcade');
  for (const [k, v] of Object.entries(attrs)) arcade.setAttribute(k, v);
  document.body.append(arcade);
  await until(() => !!arcade.gameElement?.gameState, 10_000, 'the game');
  await settle(arcade);
  return arcade;
}

afterEach(async () => {
  document.body.style.cssText = '';
  document.documentElement.style.background = '';
  await commands.reducedMotion(false);
  await page.viewport(1280, 900);
});

describe('arcade screenshots for the README', () => {
  for (const [width, height] of SIZES) {
    it(`the front door at ${width}×${height}`, async () => {
      await firstScreen(width, height);
      const arcade = await mount({});
      const cards = arcade.shadowRoot!.querySelectorAll('[part=picker] [data-game]');
      expect(cards).toHaveLength(GAMES.length);
      expect(cards[0]!.getBoundingClientRect().top).toBeLessThan(height / 2);
      await commands.saveScreenshot(`arcade-front-door-${width}`);
    });

    for (const { id, descriptor } of GAMES) {
      it(`${id} at ${width}×${height}`, async () => {
        await commands.reducedMotion(true);
        await firstScreen(width, height);
        const arcade = await mount({ game: id });
        const el = arcade.gameElement!;
        el.autoplay = false;
        el.aiSeats = [];
        el.newGame({ seed: 2026 });
        const game = descriptor.game;
        for (let i = 0; i < 4 && !el.result; i++) {
          const legal = game.legalActions(el.gameState);
          el.play(legal[(i * 3) % legal.length]!);
        }
        el.aiSeats = descriptor.defaultAiSeats;
        await settle(arcade);
        const board = el.shadowRoot!.querySelector('[part~=board], [part~=matrix], [part~=maze]')!;
        expect(board.getBoundingClientRect().top).toBeLessThan(height / 2);
        await commands.saveScreenshot(`arcade-${id}-${width}`);
      });
    }
  }
});
