/**
 * `<matrix-maze-game>` on one screen, in Chromium: the element alone in a 1280 × 800 window and
 * in a 390 × 844 phone shows, after six moves, at least 60% of the maze, the whole Hint button
 * and the choices of the player to move without scrolling; nothing sticks out of the element's
 * frame and nothing scrolls sideways. At 1920 × 1080 the maze grows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../matrix-maze/define.js';
import { legalActions } from '@matrix-arcade/matrix-maze';
import { controlButton, deepQueryAll, part, settle } from '../../test/helpers.js';
import type { MatrixMazeGame } from './matrix-maze-game.js';
import { mountGame } from './matrix-maze.test-util.js';

/** Six moves of a hot-seat duel: each the first step that moves the avatar, else End, else the first. */
async function sixMoves(width: number, height: number): Promise<MatrixMazeGame> {
  await page.viewport(width, height);
  document.body.style.margin = '0';
  const el = await mountGame({ seed: '2024', 'ai-seats': '' });
  for (let i = 0; i < 6; i++) {
    const legal = legalActions(el.gameState!);
    el.play(
      legal.find((a) => a >= 16 && a < 64 && (a - 16) % 8 < 3) ??
        legal.find((a) => a === 73) ??
        legal[0]!,
    );
  }
  await settle(el);
  await new Promise((r) => requestAnimationFrame(r));
  return el;
}

/** The share of `r`'s height inside the window. */
const shownShare = (r: DOMRect) =>
  Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)) / r.height;

afterEach(async () => {
  document.body.style.margin = '';
  await page.viewport(1280, 900);
});

describe('<matrix-maze-game> on one screen', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`at ${width} × ${height}: maze, Hint and the choices in the first screen`, async () => {
      const el = await sixMoves(width, height);
      const maze = part(el, 'svg.maze').getBoundingClientRect();
      expect(shownShare(maze)).toBeGreaterThanOrEqual(0.6);
      expect(maze.width).toBeGreaterThanOrEqual(Math.min(width - 24, 560));
      const hint = controlButton(el, 'hint').getBoundingClientRect();
      expect(hint.top).toBeGreaterThanOrEqual(0);
      expect(hint.bottom).toBeLessThanOrEqual(height);
      const choices = part(el, '[part=actions]').getBoundingClientRect();
      expect(choices.bottom).toBeLessThanOrEqual(height);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      const frame = el.getBoundingClientRect();
      const out = deepQueryAll(el, '*').filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.left < frame.left - 0.5 || r.right > frame.right + 0.5);
      });
      expect(out.map((e) => e.localName + (e.className ? `.${e.className}` : ''))).toEqual([]);
    });
  }

  it('the maze grows at 1920 × 1080', async () => {
    const el = await sixMoves(1920, 1080);
    const maze = part(el, 'svg.maze').getBoundingClientRect();
    expect(maze.width).toBeGreaterThan(850);
    expect(shownShare(maze)).toBe(1);
    expect(controlButton(el, 'hint').getBoundingClientRect().bottom).toBeLessThanOrEqual(1080);
  });
});
