/**
 * The embedding contract of `<dice-matrix-game>`, in Chromium: bad attribute values warn, fire
 * `error` and change nothing; `state` saves and restores a game (a corrupt one is refused the
 * same way); `newGame()` deals by seed; events bubble out of shadow roots.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../dice-matrix/define.js';
import { openingAction, singleAction } from '@matrix-arcade/dice-matrix';
import { type ErrorDetail, errorDetail } from '../lib/warn.js';
import { matrixCells, mountGame, settle } from '../../test/helpers.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<dice-matrix-game> contract', () => {
  it('is registered with its tag, and the tag is typed', () => {
    const el: HTMLElementTagNameMap['dice-matrix-game'] =
      document.createElement('dice-matrix-game');
    expect(el.constructor.name).toBe('DiceMatrixGame');
    expect(customElements.get('arcade-board-grid')).toBeTruthy();
  });

  it('warns, fires error and keeps its last good state on bad attribute values', async () => {
    const el = await mountGame({ seed: '10', 'ai-seats': '1', speed: 'fast' });
    el.play(openingAction(2));
    const before = JSON.stringify(el.state);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors: ErrorDetail[] = [];
    el.addEventListener('error', (e) => errors.push(errorDetail(e)));
    el.setAttribute('seed', 'banana');
    el.setAttribute('ai-seats', '0,7');
    el.setAttribute('speed', 'warp');
    el.setAttribute('ai-iterations', '-3');
    await settle(el);
    expect(errors.map((e) => e.source)).toEqual(['seed', 'ai-seats', 'speed', 'ai-iterations']);
    expect(errors[0]!.message).toContain('seed="banana" ignored');
    expect(warn).toHaveBeenCalledTimes(4);
    expect(el.seed).toBe(10);
    expect(el.aiSeats).toEqual([1]);
    expect(el.speed).toBe('fast');
    expect(JSON.stringify(el.state)).toBe(before);
    // A good value afterwards still works.
    el.setAttribute('seed', '11');
    await settle(el);
    expect(el.seed).toBe(11);
    expect(el.state!.actions).toEqual([]);
  });

  it('saves through `state` and restores it in a new element, undo history included', async () => {
    const a = await mountGame({ seed: '77' });
    a.play(openingAction(3));
    a.play(singleAction(10));
    a.play(singleAction(20));
    a.undo();
    const saved = JSON.parse(JSON.stringify(a.state));
    const b = await mountGame({ seed: '1' });
    b.state = saved;
    await settle(b);
    expect(b.seed).toBe(77);
    expect(b.state).toEqual(a.state);
    const labels = (el: typeof a) => matrixCells(el).map((c) => c.getAttribute('aria-label'));
    expect(labels(b)).toEqual(labels(a));
    expect(b.redo()).toBe(true);
    expect(b.gameState!.matrix[20]).toBe(-1);
  });

  it('refuses a corrupt state with a warning and an error event, keeping the game', async () => {
    const el = await mountGame({ seed: '5' });
    el.play(openingAction(1));
    const before = JSON.stringify(el.state);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Promise<ErrorDetail>((resolve) =>
      el.addEventListener('error', (e) => resolve(errorDetail(e)), { once: true }),
    );
    el.state = { ...el.state!, actions: [openingAction(1), 9999] };
    const detail = await error;
    expect(detail.source).toBe('state');
    expect(detail.message).toContain('session.actions[1]');
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(el.state)).toBe(before);
    el.state = 'not json at all';
    expect(JSON.stringify(el.state)).toBe(before);
  });

  it('newGame() deals by seed and options; bad options throw and change nothing', async () => {
    const el = await mountGame({ seed: '1' });
    el.newGame({ seed: 99, recountAtEnd: true });
    expect(el.seed).toBe(99);
    expect(el.gameState!.options.recountAtEnd).toBe(true);
    const before = JSON.stringify(el.state);
    expect(() => el.newGame({ seed: 5, colours: 9 })).toThrow(/colours/);
    expect(JSON.stringify(el.state)).toBe(before);
  });

  it('fires error on the element only (it must not reach window as an uncaught error)', async () => {
    const el = await mountGame({ seed: '1' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onWindow = vi.fn();
    window.addEventListener('error', onWindow);
    const onElement = vi.fn();
    el.addEventListener('error', onElement);
    el.setAttribute('seed', 'x');
    window.removeEventListener('error', onWindow);
    expect(onElement).toHaveBeenCalledOnce();
    expect(onWindow).not.toHaveBeenCalled();
  });

  it('fires move events that bubble and cross shadow roots', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    const el = document.createElement('dice-matrix-game');
    el.setAttribute('seed', '3');
    root.append(el);
    await settle(el);
    const seen: string[] = [];
    document.addEventListener('move', (e) => seen.push(e.type));
    el.play(openingAction(2));
    expect(seen).toEqual(['move']);
  });
});

describe('<dice-matrix-game> theming', () => {
  it('takes the theme from --arcade-* custom properties and exposes parts', async () => {
    const style = document.createElement('style');
    style.textContent = `
      dice-matrix-game.themed { --arcade-accent: #00ff00; --arcade-matrix-cell-size: 40px; }
      dice-matrix-game.themed::part(log) { display: none; }`;
    document.head.append(style);
    const el = await mountGame({ seed: '4', class: 'themed' });
    const scores = el.shadowRoot!.querySelector('arcade-score-panel')!;
    const score = scores.shadowRoot!.querySelector('.score')!;
    expect(getComputedStyle(score).color).toBe('rgb(0, 255, 0)');
    expect(getComputedStyle(el.shadowRoot!.querySelector('arcade-move-log')!).display).toBe('none');
    expect(matrixCells(el)[0]!.getBoundingClientRect().width).toBe(40);
    style.remove();
  });
});
