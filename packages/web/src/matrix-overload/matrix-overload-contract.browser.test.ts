/**
 * The embedding contract of `<matrix-overload-game>`, in Chromium: the define entry and typed
 * tag; bad attribute values warn, fire `error` and change nothing; `state` saves and restores a
 * run (a corrupt one is refused the same way); `newGame()` deals by seed and refuses options;
 * theming through custom properties and parts; reduced motion.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import './define.js';
import { legalActions } from '@matrix-arcade/matrix-overload';
import { type ErrorDetail, errorDetail } from '../lib/warn.js';
import { controlButton, settle } from '../../test/helpers.js';
import { boardCells, mountOverload } from '../../test/matrix-overload.js';

afterEach(async () => {
  vi.restoreAllMocks();
  await commands.reducedMotion(false);
});

const labels = (el: Awaited<ReturnType<typeof mountOverload>>) =>
  boardCells(el).map((c) => c.getAttribute('aria-label'));

function playSome(el: Awaited<ReturnType<typeof mountOverload>>, n: number) {
  for (let i = 0; i < n; i++) el.play(legalActions(el.gameState!)[0]!);
}

describe('<matrix-overload-game> contract', () => {
  it('is registered with its tag, and the tag is typed', () => {
    const el: HTMLElementTagNameMap['matrix-overload-game'] =
      document.createElement('matrix-overload-game');
    expect(el.constructor.name).toBe('MatrixOverloadGame');
    expect(customElements.get('matrix-overload-spot')).toBeTruthy();
    expect(customElements.get('arcade-card')).toBeTruthy();
  });

  it('warns, fires error and keeps its last good state on bad attribute values', async () => {
    const el = await mountOverload({ seed: '10', speed: 'fast' });
    playSome(el, 2);
    const before = JSON.stringify(el.state);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors: ErrorDetail[] = [];
    el.addEventListener('error', (e) => errors.push(errorDetail(e)));
    el.setAttribute('seed', 'banana');
    el.setAttribute('ai-seats', '1');
    el.setAttribute('speed', 'warp');
    el.setAttribute('ai-iterations', '-3');
    await settle(el);
    expect(errors.map((e) => e.source)).toEqual(['seed', 'ai-seats', 'speed', 'ai-iterations']);
    expect(errors[1]!.message).toContain('expected seat numbers from 0 to 0');
    expect(warn).toHaveBeenCalledTimes(4);
    expect(el.seed).toBe(10);
    expect(el.aiSeats).toEqual([]);
    expect(el.speed).toBe('fast');
    expect(JSON.stringify(el.state)).toBe(before);
    el.setAttribute('ai-seats', '0');
    el.setAttribute('seed', '11');
    await settle(el);
    expect(el.aiSeats).toEqual([0]);
    expect(el.seed).toBe(11);
    expect(el.state!.actions).toEqual([]);
  });

  it('saves through `state` and restores it in a new element, undo history included', async () => {
    const a = await mountOverload({ seed: '77' });
    playSome(a, 6);
    a.undo();
    const saved = JSON.parse(JSON.stringify(a.state));
    const b = await mountOverload({ seed: '1' });
    b.state = saved;
    await settle(b);
    await settle(a);
    expect(b.seed).toBe(77);
    expect(b.state).toEqual(a.state);
    expect(labels(b)).toEqual(labels(a));
    expect(b.redo()).toBe(true);
    expect(b.state!.cursor).toBe(6);
  });

  it('refuses a corrupt state with a warning and an error event, keeping the run', async () => {
    const el = await mountOverload({ seed: '5' });
    playSome(el, 1);
    const before = JSON.stringify(el.state);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Promise<ErrorDetail>((resolve) =>
      el.addEventListener('error', (e) => resolve(errorDetail(e)), { once: true }),
    );
    el.state = { ...el.state!, actions: [...el.state!.actions, 99] };
    const detail = await error;
    expect(detail.source).toBe('state');
    expect(detail.message).toContain('session.actions[1]');
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(el.state)).toBe(before);
  });

  it('newGame() deals by seed; options are refused and change nothing', async () => {
    const el = await mountOverload({ seed: '1' });
    el.newGame({ seed: 99 });
    expect(el.seed).toBe(99);
    const before = JSON.stringify(el.state);
    expect(() => el.newGame({ seed: 5, decks: 2 })).toThrow(/decks/);
    expect(JSON.stringify(el.state)).toBe(before);
  });
});

describe('<matrix-overload-game> theming and motion', () => {
  it('takes the theme from --arcade-* custom properties and exposes parts', async () => {
    const style = document.createElement('style');
    style.textContent = `
      matrix-overload-game.themed { --arcade-accent: #00ff00; --arcade-matrix-cell-size: 70px; }
      matrix-overload-game.themed::part(log) { display: none; }`;
    document.head.append(style);
    const el = await mountOverload({ seed: '4', class: 'themed' });
    expect(boardCells(el)[0]!.getBoundingClientRect().width).toBe(70);
    expect(getComputedStyle(el.shadowRoot!.querySelector('arcade-move-log')!).display).toBe('none');
    const spot = boardCells(el)[7]!.querySelector('matrix-overload-spot')!;
    expect(getComputedStyle(spot).getPropertyValue('--_w').trim()).toBe('70px');
    style.remove();
  });

  it('turns transitions off under prefers-reduced-motion', async () => {
    await commands.reducedMotion(true);
    const el = await mountOverload({ seed: '4' });
    const button = controlButton(el, 'hint');
    expect(getComputedStyle(button).transitionDuration).toMatch(/^0\.00001s|^1e-05s/);
  });
});
