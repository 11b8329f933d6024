/**
 * Move animations in Chromium, for every game of the registry: a board drawn for the first time
 * is still; a move played makes something on the board move (a die drops into the area and the
 * taken one fades from its cell, the next card slides into the hand); and under
 * `prefers-reduced-motion: reduce` the same move runs no animation longer than 0.01 ms. The
 * animations are read from the document and every shadow root (`getAnimations()`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import '../arcade/define.js';
import { GAMES, type WebGame } from '../games.js';
import type { GameElement } from '../lib/game-element.js';
import { deepQueryAll, settle } from '../../test/helpers.js';

type AnyGame = GameElement<unknown, unknown> & HTMLElement;

/** Every animation of the page, in the document and in every shadow root. */
function allAnimations(): Animation[] {
  const roots: (Document | ShadowRoot)[] = [document];
  for (const e of deepQueryAll(document, '*')) if (e.shadowRoot) roots.push(e.shadowRoot);
  return [...new Set(roots.flatMap((r) => r.getAnimations()))];
}

/** Animations still to run, with their length (ms). */
function running(): { target: string; ms: number }[] {
  return allAnimations()
    .filter((a) => a.playState === 'running')
    .map((a) => {
      const effect = a.effect as KeyframeEffect | null;
      return {
        target: effect?.target?.localName ?? '?',
        ms: Number(effect?.getComputedTiming().duration ?? 0),
      };
    });
}

async function mount(g: WebGame): Promise<AnyGame> {
  g.define();
  const el = document.createElement(g.tag) as unknown as AnyGame;
  el.aiSeats = [];
  el.autoplay = false;
  el.setAttribute('seed', '11');
  document.body.append(el);
  await settle(el);
  return el;
}

/** Plays `n` legal moves (the first legal one each time) and waits for the board to render. */
async function playMoves(g: WebGame, el: AnyGame, n: number): Promise<void> {
  for (let i = 0; i < n; i++) el.play(g.descriptor.game.legalActions(el.gameState)[0]!);
  await settle(el);
}

afterEach(async () => {
  await commands.reducedMotion(false);
});

describe('move animations', () => {
  for (const g of GAMES) {
    it(`${g.id}: still on first render; a move moves; nothing moves under reduced motion`, async () => {
      await commands.reducedMotion(false);
      const el = await mount(g);
      for (const a of allAnimations()) a.finish();
      await playMoves(g, el, 1);
      const moved = running().filter((a) => a.ms >= 100);
      expect(moved.length, 'animations after a move').toBeGreaterThan(0);
      el.remove();

      const fresh = await mount(g);
      expect(running(), 'a board drawn for the first time').toEqual([]);
      fresh.remove();

      await commands.reducedMotion(true);
      const still = await mount(g);
      await playMoves(g, still, 2);
      expect(running().filter((a) => a.ms > 0.01)).toEqual([]);
    });
  }

  it('dice-matrix: a taken die fades from its cell as a ghost, which then goes away', async () => {
    await commands.reducedMotion(false);
    const g = GAMES.find((x) => x.id === 'dice-matrix')!;
    const el = await mount(g);
    await playMoves(g, el, 1); // the opening: the spare goes to the area
    await playMoves(g, el, 1); // a die taken from the matrix
    const ghosts = deepQueryAll(el, 'arcade-die[data-ghost]');
    expect(ghosts.length).toBeGreaterThan(0);
    const cell = ghosts[0]!.parentElement!;
    expect(cell.getAttribute('aria-label')).toContain('empty');
    await Promise.all(ghosts.flatMap((d) => d.getAnimations().map((a) => a.finished)));
    expect(deepQueryAll(el, 'arcade-die[data-ghost]')).toEqual([]);
  });
});
