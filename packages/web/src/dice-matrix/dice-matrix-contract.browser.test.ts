/**
 * The parts of the embedding contract that are `<dice-matrix-game>`'s own, in Chromium: the
 * define entry and typed tag, theming through custom properties and parts. What every game
 * element keeps (attributes, `state`, `newGame`, `hint`, `undo`, events, option attributes) is
 * checked for it by the shared suite, `src/games.browser.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import '../dice-matrix/define.js';
import { matrixCells, mountGame } from './dice-matrix.test-util.js';

describe('<dice-matrix-game> contract', () => {
  it('is registered with its tag, and the tag is typed', () => {
    const el: HTMLElementTagNameMap['dice-matrix-game'] =
      document.createElement('dice-matrix-game');
    expect(el.constructor.name).toBe('DiceMatrixGame');
    expect(customElements.get('arcade-board-grid')).toBeTruthy();
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
