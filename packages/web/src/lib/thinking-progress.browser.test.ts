/**
 * The thinking indicator follows the engine's progress, in Chromium on the real wasm engines in
 * Web Workers: during a long hint every game's element shows a determinate progress bar
 * (`role="progressbar"`, rising `aria-valuenow`, the percentage in words) while the page's main
 * thread keeps running; a new game cancels the search (the hint rejects with
 * `EngineCancelledError`, the indicator goes) and the next hint works; autoplay stops when
 * switched off. (A search capped in time, the strong level, reports elapsed time over its cap:
 * that is proven on an injected clock in ai-wasm's progress.test.ts, and the bar shows whatever
 * fraction the engine reports, as here.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { HintResult } from './game-events.js';
import { GAMES } from '../games.js';
import { mountTag, settle, until } from '../../test/helpers.js';

interface AiElement extends HTMLElement {
  idle(): Promise<void>;
  hint(): Promise<HintResult>;
  newGame(): void;
  autoplay: boolean;
  aiIterations: number | undefined;
}

/** The indicator's progress bar, or null when it shows none. */
function progressBar(el: Element): HTMLElement | null {
  const thinking = el.shadowRoot!.querySelector('arcade-thinking');
  return thinking?.shadowRoot?.querySelector<HTMLElement>('[role=progressbar]') ?? null;
}

/**
 * Samples the bar every few milliseconds on the page's main thread: the distinct
 * `aria-valuenow` values seen and the words shown with the last.
 */
function watchBar(el: Element) {
  const values: number[] = [];
  let words = '';
  const timer = setInterval(() => {
    const bar = progressBar(el);
    if (!bar) return;
    const v = Number(bar.getAttribute('aria-valuenow'));
    if (values.at(-1) !== v) values.push(v);
    words = bar.textContent ?? '';
  }, 4);
  return {
    values,
    words: () => words,
    stop: () => clearInterval(timer),
  };
}

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

async function mount(tag: string, attrs: Record<string, string>): Promise<AiElement> {
  const el = (await mountTag(tag as keyof HTMLElementTagNameMap, attrs)) as unknown as AiElement;
  mounted.push(el);
  return el;
}

describe('the thinking indicator shows the search progress', () => {
  for (const g of GAMES) {
    it(`${g.id}: a long hint fills the bar, the page stays live, a new game cancels it`, async () => {
      g.define();
      const el = await mount(g.tag, { seed: '7', 'ai-iterations': '1000000' });
      const watch = watchBar(el);
      const long = el.hint();
      let pending = true;
      const outcome = long.then(
        () => 'finished',
        (e: Error) => e.name,
      );
      void outcome.finally(() => {
        pending = false;
      });
      try {
        await until(() => watch.values.length >= 3, 30_000, 'three progress values');
      } finally {
        watch.stop();
      }
      for (let i = 1; i < watch.values.length; i++) {
        expect(watch.values[i]!).toBeGreaterThan(watch.values[i - 1]!);
      }
      expect(watch.values[0]!).toBeGreaterThanOrEqual(0);
      expect(watch.values.at(-1)!).toBeLessThanOrEqual(100);
      expect(watch.words()).toMatch(/\d+%/);
      // The page stays live: the main thread's timer saw the bar rise three times and the hint
      // is still unanswered. A search on the main thread would hold every timer until it ended,
      // so no sample could see it between two values. (No bound in milliseconds: a loaded
      // machine can pause timers on its own, and that says nothing about where the search runs.)
      expect(pending).toBe(true);
      el.newGame();
      expect(await outcome).toBe('EngineCancelledError');
      await settle(el);
      expect(el.shadowRoot!.querySelector('arcade-thinking')?.hasAttribute('active')).not.toBe(
        true,
      );
      expect(progressBar(el)).toBeNull();
      el.aiIterations = 200;
      const next = await el.hint();
      expect(Number.isInteger(next.action)).toBe(true);
    });
  }

  it('matrix-overload: switching autoplay off during a long move search stops it', async () => {
    GAMES.find((g) => g.id === 'matrix-overload')!.define();
    const el = await mount('matrix-overload-game', {
      seed: '3',
      'ai-seats': '0',
      speed: 'instant',
      'ai-iterations': '1000000',
    });
    let moves = 0;
    el.addEventListener('move', () => moves++);
    el.autoplay = true;
    await until(() => progressBar(el) !== null, 30_000, 'the move search to report progress');
    el.autoplay = false;
    await settle(el);
    expect(progressBar(el)).toBeNull();
    await el.idle();
    expect(moves).toBe(0);
  });
});
