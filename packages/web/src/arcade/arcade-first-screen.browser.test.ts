/**
 * The game first, for every game of the list (`GAMES`) in `<matrix-arcade>` at a laptop's
 * 1280×800 and a phone's 390×844: the first screen, without scrolling, shows at least 60% of the
 * board (after six moves on the laptop, all of it) and the whole Hint button, and the page never
 * scrolls sideways, at the deal and after six moves; after them nothing of the game sticks out of its frame; a real click on the board
 * and then on Hint (the press and the release where Hint is drawn) lands on Hint, which has not
 * moved in between, and shows a hint. Measured on the page as a player sees it (the viewport at
 * that size, the page's margin zero).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import './define.js';
import { GAMES } from '../games.js';
import type { MatrixArcade } from './matrix-arcade.js';
import {
  controlButton,
  deepQueryAll,
  pressHint,
  settle,
  settleLayout,
  until,
} from '../../test/helpers.js';
import { describe as nameOf, sidewaysScroll } from '../../test/layout.js';

const SIZES = [
  [1280, 800],
  [390, 844],
] as const;

/** The element's board: its grid of dice, cards, the maze or the tiles. */
function boardOf(arcade: MatrixArcade): Element {
  const root = arcade.gameElement!.shadowRoot!;
  const board = root.querySelector('[part~=board], [part~=matrix], [part~=maze]');
  if (!board) throw new Error(`no board part in <${arcade.gameElement!.localName}>`);
  return board;
}

/** How much of a box is inside the first screen (0 to 1). */
function shownPart(el: Element): number {
  const r = el.getBoundingClientRect();
  const top = Math.max(0, r.top);
  const bottom = Math.min(innerHeight, r.bottom);
  const left = Math.max(0, r.left);
  const right = Math.min(innerWidth, r.right);
  const area = r.width * r.height;
  return area === 0 ? 0 : (Math.max(0, bottom - top) * Math.max(0, right - left)) / area;
}

/** What is wrong with the first screen, one line each. */
function firstScreenProblems(arcade: MatrixArcade, where: string): string[] {
  window.scrollTo(0, 0);
  const problems: string[] = [];
  const shown = shownPart(boardOf(arcade));
  // Once play is under way a laptop's screen shows the whole board (the arcade's bar counted in
  // the board's size); at the deal an opening's panel may push its last row down.
  const least = innerWidth >= 1280 && where !== 'at the deal' ? 0.99 : 0.6;
  if (shown < least) problems.push(`${where}: ${Math.round(shown * 100)}% of the board is shown`);
  const hint = controlButton(arcade.gameElement!, 'hint').getBoundingClientRect();
  if (hint.top < 0 || hint.bottom > innerHeight || hint.left < 0 || hint.right > innerWidth)
    problems.push(`${where}: Hint is at ${Math.round(hint.top)}–${Math.round(hint.bottom)}px`);
  const scroll = sidewaysScroll();
  if (scroll > 0) problems.push(`${where}: the page scrolls sideways by ${scroll}px`);
  return problems;
}

/** Whether something between `e` and the game clips it (a scroller: its own box is checked). */
function clipped(e: Element, game: Element): boolean {
  for (let n: Node | null = e.parentNode; n && n !== game; ) {
    if (n instanceof ShadowRoot) n = n.host;
    else if (n instanceof Element) {
      if (getComputedStyle(n).overflowX !== 'visible') return true;
      n = n.parentNode;
    } else n = n.parentNode;
  }
  return false;
}

/** Boxes of the game drawn outside its element's frame, sideways (clipped by a scroller excepted). */
function stickingOut(el: Element): string[] {
  const frame = el.getBoundingClientRect();
  return deepQueryAll(el, '*')
    .filter((e) => {
      const r = e.getBoundingClientRect();
      const out = r.width > 0 && (r.left < frame.left - 0.5 || r.right > frame.right + 0.5);
      return out && !clipped(e, el);
    })
    .map((e) => nameOf(e));
}

afterEach(async () => {
  document.body.style.cssText = '';
  await commands.reducedMotion(false);
  await page.viewport(1280, 900);
});

describe('the first screen of every game', () => {
  for (const { id, descriptor } of GAMES) {
    for (const [width, height] of SIZES) {
      it(`${id} at ${width}×${height}: the board and Hint without scrolling, no sideways scroll`, async () => {
        await commands.reducedMotion(true);
        await page.viewport(width, height);
        document.body.style.cssText = 'margin:0;';
        const arcade = document.createElement('matrix-arcade');
        arcade.setAttribute('game', id);
        document.body.append(arcade);
        await until(() => !!arcade.gameElement?.gameState, 10_000, 'the game');
        const el = arcade.gameElement!;
        el.aiSeats = [];
        el.autoplay = false;
        el.newGame({ seed: 7 });
        await settleLayout(arcade);
        const problems = firstScreenProblems(arcade, 'at the deal');
        const game = descriptor.game;
        for (let i = 0; i < 6 && !el.result; i++) {
          const legal = game.legalActions(el.gameState);
          el.play(legal[(i * 5) % legal.length]!);
        }
        await settleLayout(arcade);
        problems.push(...firstScreenProblems(arcade, 'after six moves'));
        expect(problems).toEqual([]);
        expect(stickingOut(el), 'nothing sticks out of the game').toEqual([]);
        // A real click on the board (focus there, whatever it does), then on Hint: Hint stays
        // where it is between the press and the release, and the hint appears.
        await userEvent.click(boardOf(arcade), { position: { x: 4, y: 4 } });
        await settle(arcade);
        if (!el.result) {
          const { down, up } = await pressHint(el);
          expect(down, 'the press reached the page').toBeDefined();
          expect(up?.toJSON(), 'Hint did not move under the pointer').toEqual(down?.toJSON());
          await until(() => !!el.shadowRoot!.querySelector('[part~=hint]'), 20_000, 'the hint');
        }
      });
    }
  }
});
