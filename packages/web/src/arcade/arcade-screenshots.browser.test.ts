/**
 * The README's pictures of the arcade: for every game of the list (`GAMES`), the first screen a
 * player sees at 1280×800 and at 390×844 (the top bar and the game, a few moves in, nothing
 * scrolled), saved as arcade-<id>-1280.png and -390.png, and the front door of a first visit at
 * both sizes (arcade-front-door-1280.png, -390.png). Each picture is checked to be the first
 * screen: the board (or the door's first card) starts in it. A run with SCREENSHOTS=1 saves them
 * in the ignored .test-results/screenshots (an ordinary run saves none); only `pnpm screenshots`
 * (SCREENSHOTS=docs) rewrites the README's copies in docs/screenshots.
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

const mounted: Element[] = [];

/**
 * The arcade on `game`, or with none named the front door of a first visit, which loads no game
 * (a game loads when its card is chosen): then its cards are what there is to wait for.
 */
async function mount(game?: string): Promise<MatrixArcade> {
  const arcade = document.createElement('matrix-arcade');
  if (game) arcade.setAttribute('game', game);
  document.body.append(arcade);
  mounted.push(arcade);
  if (game) await until(() => !!arcade.gameElement?.gameState, 10_000, 'the game');
  else await until(() => !!arcade.shadowRoot?.querySelector('[part=picker]'), 10_000, 'the door');
  await settle(arcade);
  return arcade;
}

afterEach(async () => {
  for (const el of mounted.splice(0)) el.remove();
  localStorage.clear(); // the next front door is a first visit again, not a game kept
  document.body.style.cssText = '';
  document.documentElement.style.background = '';
  await commands.reducedMotion(false);
  await page.viewport(1280, 900);
});

describe('arcade screenshots for the README', () => {
  for (const [width, height] of SIZES) {
    it(`the front door at ${width}×${height}`, async () => {
      localStorage.clear(); // a first visit: no game kept by an earlier file on this page
      await firstScreen(width, height);
      const arcade = await mount();
      expect(arcade.gameElement).toBeFalsy();
      const cards = arcade.shadowRoot!.querySelectorAll('[part=picker] [data-game]');
      expect(cards).toHaveLength(GAMES.length);
      expect(cards[0]!.getBoundingClientRect().top).toBeLessThan(height / 2);
      await commands.saveScreenshot(`arcade-front-door-${width}`);
    });

    for (const { id, descriptor } of GAMES) {
      it(`${id} at ${width}×${height}`, async () => {
        await commands.reducedMotion(true);
        await firstScreen(width, height);
        const arcade = await mount(id);
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
