/**
 * "Watch the winning line" (issue 37, item 3), in Chromium with the real mouse: after a lost
 * MATR1X ØVERLØAD run the solver's winning line opens in the replay viewer with the board whole
 * in the window at 390×844, 1280×800 and 1920×1080 with the words under it (what its marks
 * are) whole in the viewer's stage, not cut by its bar, and no "Review the game" inside it (a line
 * the solver found is no game of the player's). Play steps it by itself at the chosen speed (the
 * pause between moves comes from an injected ticker: no clock), Pause and a step by hand stop it,
 * the buttons are reached with the keyboard, and played to its end the line wins.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './define.js';
import { settle, settleLayout, until, waitFor } from '../../test/helpers.js';
import type { ArcadeReplay } from './arcade-replay.js';
import type { MatrixArcade } from './matrix-arcade.js';
import type { Ticker } from './replay-player.js';

interface El extends HTMLElement {
  gameState: unknown;
  result: { winners: readonly number[] } | null;
  aiSeats: readonly number[];
  autoplay: boolean;
  play(a: number): void;
  newGame(o?: { seed?: number }): void;
}

const mounted: Element[] = [];
afterEach(async () => {
  for (const el of mounted.splice(0)) el.remove();
  localStorage.clear();
  await page.viewport(1280, 900);
});

/** A ticker that keeps each scheduled move until the test runs it. */
function manualTicker(): { ticker: Ticker; waits: number[]; next(): void } {
  const queue: { step: () => void; live: boolean }[] = [];
  const waits: number[] = [];
  return {
    waits,
    ticker: (ms, step) => {
      const entry = { step, live: true };
      waits.push(ms);
      queue.push(entry);
      return () => {
        entry.live = false;
      };
    },
    next() {
      for (let e = queue.shift(); e; e = queue.shift()) {
        if (!e.live) continue;
        e.step();
        return;
      }
      throw new Error('no move scheduled');
    },
  };
}

/** Every move at once, in a microtask each (the line plays to its end without a clock). */
const instantTicker: Ticker = (_ms, step) => {
  let live = true;
  queueMicrotask(() => live && step());
  return () => {
    live = false;
  };
};

describe('watch the winning line', () => {
  it('shows the board whole at three sizes, no review, and plays with Play/Pause and a speed', async () => {
    const a = document.createElement('matrix-arcade') as MatrixArcade;
    a.setAttribute('game', 'matrix-overload');
    document.body.append(a);
    mounted.push(a);
    await settle(a);
    const game = a.gameElement as unknown as El;
    game.autoplay = false;
    game.aiSeats = [];
    game.newGame({ seed: 2 });
    const rules = (game.constructor as unknown as { game: { legalActions(s: unknown): number[] } })
      .game;
    for (let i = 0; i < 5000 && !game.result; i++)
      game.play(rules.legalActions(game.gameState)[0]!);
    await settle(a);
    expect(game.result!.winners).toEqual([]);
    const q = <T extends Element = HTMLButtonElement>(sel: string) =>
      a.shadowRoot!.querySelector<T>(sel);
    await userEvent.click(q('[data-winnable="ask"]')!);
    const watch = await waitFor(() => q('[data-winnable="watch"]'), 'the answer', 90_000);
    await userEvent.click(watch);
    const viewer = q<ArcadeReplay>('arcade-replay')!;
    const vq = <T extends Element = HTMLButtonElement>(sel: string) =>
      viewer.shadowRoot!.querySelector<T>(sel);
    const line = (await waitFor(
      () => vq('dialog[open] matrix-overload-game'),
      'the winning line',
    )) as unknown as El;
    await settle(viewer);

    for (const [w, h] of [
      [390, 844],
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.viewport(w, h);
      await settleLayout(viewer);
      await settleLayout(line);
      const stage = vq<HTMLElement>('.stage')!;
      const box = stage.getBoundingClientRect();
      // The words under the board (what the marks are) whole in the stage, not cut by the bar.
      const words = line.shadowRoot!.querySelector('[part~="preview"]')!;
      const cut = () => words.getBoundingClientRect().bottom - box.bottom;
      await until(() => cut() <= 1, 10_000, `${w}: the words under the board cut`).catch(() => {
        throw new Error(`${w}: the words under the board end ${cut()} px below the stage`);
      });
      const board = line.shadowRoot!.querySelector('[part~="board"]')!.getBoundingClientRect();
      expect(stage.scrollTop, `${w}: the stage is not scrolled`).toBe(0);
      expect(board.top, `${w}: the board's top`).toBeGreaterThanOrEqual(box.top);
      expect(board.bottom, `${w}: the board's bottom in the window`).toBeLessThanOrEqual(
        Math.min(box.bottom, window.innerHeight),
      );
      const review = line.shadowRoot!.querySelector<HTMLElement>('[data-review="start"]');
      expect(review?.checkVisibility() ?? false, `${w}: no Review in the line`).toBe(false);
      const play = vq('[data-step="play"]')!;
      expect(play.checkVisibility(), `${w}: Play shows`).toBe(true);
      const r = play.getBoundingClientRect();
      expect(r.bottom, `${w}: Play in the window`).toBeLessThanOrEqual(window.innerHeight);
    }

    // Play: one move after each pause of the chosen speed; the speed changes the pause.
    const manual = manualTicker();
    viewer.player.ticker = manual.ticker;
    const play = vq('[data-step="play"]')!;
    expect(play.getAttribute('aria-label')).toBe('Play');
    await userEvent.click(play);
    await settle(viewer);
    expect(play.getAttribute('aria-label')).toBe('Pause');
    expect(manual.waits).toEqual([700]);
    manual.next();
    manual.next();
    await settle(viewer);
    expect(vq('.where')!.textContent).toContain('Move 2 of');
    await userEvent.selectOptions(vq<HTMLSelectElement>('[data-step="speed"]')!, 'fast');
    expect(manual.waits.at(-1)).toBe(250);
    manual.next();
    await settle(viewer);
    expect(vq('.where')!.textContent).toContain('Move 3 of');
    // A step by hand stops the playing.
    await userEvent.click(vq('[data-step="back"]')!);
    await settle(viewer);
    expect(play.getAttribute('aria-label')).toBe('Play');
    expect(vq('.where')!.textContent).toContain('Move 2 of');
    // By keyboard: Tab reaches Play, Enter plays the line to its end, where it wins.
    viewer.player.ticker = instantTicker;
    vq('[data-step="back"]')!.focus();
    await userEvent.tab();
    expect(viewer.shadowRoot!.activeElement).toBe(play);
    await userEvent.keyboard('{Enter}');
    await viewer.idle();
    await settle(line);
    expect(line.result?.winners).toEqual([0]);
    expect(play.getAttribute('aria-label')).toBe('Play');
  }, 180_000);
});
