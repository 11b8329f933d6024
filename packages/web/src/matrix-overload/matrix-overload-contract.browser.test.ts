/**
 * The parts of the embedding contract that are `<matrix-overload-game>`'s own, in Chromium: the
 * define entry and typed tag, theming through custom properties and parts, reduced motion. What
 * every game element keeps (attributes, `state`, `newGame`, `hint`, `undo`, events, option
 * attributes) is checked for it by the shared suite, `src/games.browser.test.ts`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import './define.js';
import { controlButton } from '../../test/helpers.js';
import { boardCells, mountOverload } from './matrix-overload.test-util.js';

afterEach(async () => {
  await commands.reducedMotion(false);
});

describe('<matrix-overload-game> contract', () => {
  it('is registered with its tag, and the tag is typed', () => {
    const el: HTMLElementTagNameMap['matrix-overload-game'] =
      document.createElement('matrix-overload-game');
    expect(el.constructor.name).toBe('MatrixOverloadGame');
    expect(customElements.get('matrix-overload-spot')).toBeTruthy();
    expect(customElements.get('arcade-card')).toBeTruthy();
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
    // No transition at all (theme/tokens.ts: a brief one would draw a new size a frame late).
    expect(getComputedStyle(button).transitionProperty).toBe('none');
    expect(getComputedStyle(button).transitionDuration).toBe('0s');
  });
});
