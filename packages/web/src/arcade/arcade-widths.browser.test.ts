/**
 * The arcade at every width: `<matrix-arcade>` with each game of the registry (`GAMES`, so a new
 * game is covered without touching this file) in progress, at widths from a phone to a wide
 * desktop. At each width: the page never scrolls sideways; no box of the arcade or the game is
 * narrower than its content (a squeezed column spills out or hides under its neighbour) and the
 * layout columns and panels have a width; every control is on screen and nothing covers it.
 *
 * The widths: the named ones below, and one pixel on each side of every breakpoint the page's
 * stylesheets really have (test/breakpoints.ts: the viewport's media queries, and the viewport
 * widths where the arcade's and the game's containers cross their container queries, found by
 * bisection). Between two breakpoints the same rules apply, only scaled, so a sweep every few
 * pixels checked the same layout again and again.
 * With SCREENSHOTS=1, a screenshot of each named width goes to .test-results/screenshots/widths/
 * for a look by eye.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import './define.js';
import { GAMES } from '../games.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { fitHeight, settle, settleLayout } from '../../test/helpers.js';
import { breakpointsUnder, containerWidth, crossing } from '../../test/breakpoints.js';
import {
  collapsedBoxes,
  hiddenControls,
  overflowingBoxes,
  sidewaysScroll,
} from '../../test/layout.js';

/** Widths with a screenshot each. */
const WIDTHS = [360, 768, 1024, 1280, 1400, 1600, 1920] as const;
const [NARROWEST, WIDEST] = [WIDTHS[0], WIDTHS.at(-1)!];

/**
 * The widths to check for the arcade as it is now: the named ones, and for each breakpoint the
 * width on each side of it (for a media query, the viewport width itself; for a container query,
 * the viewport widths where that container's width crosses it).
 */
async function widthsToCheck(arcade: MatrixArcade): Promise<number[]> {
  const found = breakpointsUnder(arcade);
  const out = new Set<number>(WIDTHS);
  for (const b of found.media) {
    for (const w of [Math.floor(b) - 1, Math.floor(b), Math.ceil(b) + 1]) {
      if (w >= NARROWEST && w <= WIDEST) out.add(w);
    }
  }
  const containers: [string, Element][] = [
    ['arcade', arcade],
    ['game', arcade.gameElement!],
  ];
  for (const [name, el] of containers) {
    for (const b of found.containers.get(name) ?? []) {
      const size = () => containerWidth(el);
      await page.viewport(NARROWEST, 4000);
      if (size() >= b) continue; // wide enough even at the narrowest width
      await page.viewport(WIDEST, 4000);
      if (size() < b) continue; // never reached
      const below = await crossing(NARROWEST, WIDEST, b, size);
      out.add(below);
      out.add(below + 1);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * The two widths that looked worst by eye (after the fixes), kept in docs/screenshots for the
 * README: MATR1X ØVERLØAD at 1920 px (the board and side column centred in the full-width game
 * frame) and Dice Matrix at 1024 px (the areas stacked in the
 * side column, room left under the matrix).
 */
const WORST: Readonly<Record<string, number>> = { 'matrix-overload': 1920, 'dice-matrix': 1024 };
/** Positions checked at each width: moves played from the deal (the side panels' words change). */
const POSITIONS = [1, 10] as const;

/** Boxes with a layout role: the arcade's columns and cards, the game's columns and panels. */
const LAYOUT_BOXES =
  'main, aside, .card, .game-slot, .layout > *, .side, .panel, .area, [part=board], [part=matrix], [part=controls], [part=log]';

/** Mounts the arcade on `id` with a person on every seat. */
async function mountArcade(id: string): Promise<MatrixArcade> {
  const arcade = document.createElement('matrix-arcade');
  arcade.setAttribute('game', id);
  document.body.append(arcade);
  await settle(arcade);
  const el = arcade.gameElement!;
  el.aiSeats = [];
  el.autoplay = false;
  return arcade;
}

/** Deals seed 7 again and plays `moves` legal moves (spread over the legal list). */
async function playTo(arcade: MatrixArcade, id: string, moves: number): Promise<void> {
  const el = arcade.gameElement!;
  el.newGame({ seed: 7 });
  const game = GAMES.find((g) => g.id === id)!.descriptor.game;
  for (let i = 0; i < moves; i++) {
    const legal = game.legalActions(el.gameState);
    if (legal.length === 0) break;
    el.play(legal[(i * 7) % legal.length]!);
  }
  await settle(arcade);
}

/** Everything wrong with the layout at this width, one line each. */
async function problemsAt(arcade: MatrixArcade, width: number): Promise<string[]> {
  await fitHeight(width);
  await settleLayout(arcade);
  const scroll = sidewaysScroll();
  return [
    ...(scroll > 0 ? [`the page scrolls sideways by ${scroll}px`] : []),
    ...overflowingBoxes(arcade),
    ...collapsedBoxes(arcade, LAYOUT_BOXES),
    ...hiddenControls(arcade),
  ].map((p) => `${width}px: ${p}`);
}

afterEach(async () => {
  await commands.reducedMotion(false);
  document.body.style.cssText = '';
  await page.viewport(1280, 900);
});

describe('the arcade at every width', () => {
  for (const { id } of GAMES) {
    it(`${id}: fits, no squeezed panel, every control reachable, from 360 to 1920 px and at every breakpoint`, async () => {
      // The layout at rest: no piece caught mid-move (a move's motion scales pieces up).
      await commands.reducedMotion(true);
      document.body.style.cssText = 'margin:0;';
      const arcade = await mountArcade(id);
      const failures: string[] = [];
      // Where the breakpoints fall is found once, in the first position (the layout's columns
      // do not depend on the moves played; the words in them are what the positions change).
      let widths: number[] | null = null;
      for (const moves of POSITIONS) {
        await playTo(arcade, id, moves);
        widths ??= await widthsToCheck(arcade);
        for (const width of widths) {
          failures.push(...(await problemsAt(arcade, width)).map((p) => `${moves} moves, ${p}`));
          if (moves !== POSITIONS.at(-1)) continue;
          if ((WIDTHS as readonly number[]).includes(width))
            await commands.saveScreenshot(`widths/${id}-${width}`);
          if (WORST[id] === width) await commands.saveScreenshot(`arcade-worst-${id}-${width}`);
        }
      }
      expect(failures).toEqual([]);
      // A guard: three positions at every width took over two minutes on a loaded machine.
    }, 300_000);
  }
});
