/**
 * Playing `<dice-matrix-game>` as a person would, in Chromium: a seeded deal, the opening, moves
 * with the mouse and with the keyboard only (the opening's faces one Tab stop, arrow keys between
 * them), hints, undo and redo, the hidden-score variant.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../dice-matrix/define.js';
import {
  diceMatrix,
  dieName,
  dieTag,
  legalActions,
  openingAction,
  pairAction,
  singleAction,
} from '@matrix-arcade/dice-matrix';
import type { MoveDetail } from '../lib/game-element.js';
import { controlButton, deepActive, part, settle, waitFor } from '../../test/helpers.js';
import { matrixCells, mountGame } from './dice-matrix.test-util.js';

describe('<dice-matrix-game> played by people', () => {
  it('deals the layout of its seed, and the same seed deals the same game', async () => {
    const a = await mountGame({ seed: '42' });
    const b = await mountGame({ seed: '42' });
    const c = await mountGame({ seed: '43' });
    const labels = (el: typeof a) => matrixCells(el).map((x) => x.getAttribute('aria-label'));
    const s = diceMatrix.setup({}, 42);
    expect(labels(a)[0]).toBe(
      `Row 1, column 1: ${dieTag(s.matrix[0]!)[0]}, ${dieName(s.matrix[0]!)}`,
    );
    expect(labels(a)[48]).toBe(
      `Row 7, column 7: ${dieTag(s.matrix[48]!)[0]}, ${dieName(s.matrix[48]!)}`,
    );
    expect(labels(b)).toEqual(labels(a));
    expect(labels(c)).not.toEqual(labels(a));
    expect(a.seed).toBe(42);
    expect(part(a, '.status').textContent).toContain('Player 1 opens');
  });

  it('plays the opening and a pair with the mouse', async () => {
    const el = await mountGame({ seed: '7' });
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    await userEvent.click(part(el, '[data-face="4"]'));
    await settle(el);
    expect(moves[0]).toMatchObject({ seat: 0, action: openingAction(4), by: 'human' });
    expect(moves[0]!.description).toContain('to 4');

    const state = el.gameState!;
    const pair = legalActions(state).find((a) => a >= 49)!;
    const a = Math.floor((pair - 49) / 49);
    const b = (pair - 49) % 49;
    await userEvent.click(matrixCells(el)[a]!);
    await settle(el);
    expect(matrixCells(el)[a]!.getAttribute('aria-selected')).toBe('true');
    expect(matrixCells(el)[b]!.getAttribute('part')).toContain('target');
    expect(matrixCells(el)[b]!.getAttribute('aria-label')).toContain('pairs with the selected die');
    await userEvent.click(matrixCells(el)[b]!);
    await settle(el);
    expect(moves[1]).toMatchObject({ seat: 1, action: pairAction(a, b) });
    expect(matrixCells(el)[a]!.getAttribute('aria-label')).toMatch(/: empty, Player 2 took/);
    expect(matrixCells(el)[b]!.getAttribute('aria-label')).toMatch(/: empty, Player 2 took/);
    expect(part(el, 'arcade-move-log').shadowRoot!.textContent).toContain(moves[1]!.description);
  });

  it('plays with the keyboard only: Tab, arrow keys, Enter and Space', async () => {
    const el = await mountGame({ seed: '11' });
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    await userEvent.tab();
    expect(deepActive()?.getAttribute('data-face')).toBe('1');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(moves[0]!.action).toBe(openingAction(2));
    // Focus moved to the matrix, on its first cell.
    expect(deepActive()?.getAttribute('data-index')).toBe('0');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(deepActive()?.getAttribute('data-index')).toBe('9');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(deepActive()?.getAttribute('data-index')).toBe('0');
    await userEvent.keyboard('{End}');
    expect(deepActive()?.getAttribute('data-index')).toBe('6');
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(deepActive()?.getAttribute('data-index')).toBe('7');
    // Only one cell is in the tab order.
    const tabbable = matrixCells(el).filter((c) => c.tabIndex === 0);
    expect(tabbable.map((c) => c.dataset.index)).toEqual(['7']);
    await userEvent.keyboard(' ');
    await settle(el);
    expect(matrixCells(el)[7]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(moves[1]).toMatchObject({ seat: 1, action: singleAction(7), by: 'human' });
    expect(deepActive()?.getAttribute('data-index')).toBe('7');
  });

  it('moves between the six faces of the opening with the arrow keys, one Tab stop', async () => {
    const el = await mountGame({ seed: '11' });
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    const face = () => deepActive()?.getAttribute('data-face');
    const stops = () =>
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-face]')]
        .filter((b) => b.tabIndex === 0)
        .map((b) => b.dataset.face);
    expect(el.shadowRoot!.querySelector('[part=opening] [role=toolbar]')).not.toBeNull();
    expect(stops()).toEqual(['1']);
    await userEvent.tab();
    expect(face()).toBe('1');
    // Wrapping at both ends; Up and Down move like Left and Right.
    await userEvent.keyboard('{ArrowLeft}');
    expect(face()).toBe('6');
    await userEvent.keyboard('{ArrowRight}');
    expect(face()).toBe('1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(face()).toBe('3');
    await userEvent.keyboard('{ArrowUp}');
    expect(face()).toBe('2');
    await userEvent.keyboard('{End}');
    expect(face()).toBe('6');
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(face()).toBe('4');
    expect(stops()).toEqual(['4']);
    // Tab leaves the faces for the matrix; Shift+Tab comes back to the face last focused.
    await userEvent.tab();
    expect(deepActive()?.getAttribute('role')).toBe('gridcell');
    await userEvent.tab({ shift: true });
    expect(face()).toBe('4');
    expect(moves).toEqual([]);
    await userEvent.keyboard(' ');
    await settle(el);
    expect(moves.map((m) => m.action)).toEqual([openingAction(4)]);
  });

  it('gives a legal hint, marks it on the board and says it in words', async () => {
    const el = await mountGame({ seed: '5', 'ai-iterations': '400' });
    el.play(openingAction(3));
    await settle(el);
    await userEvent.click(controlButton(el, 'hint'));
    const hintPanel = () => el.shadowRoot!.querySelector('[part=hint]');
    await waitFor(hintPanel, 'the hint panel');
    await settle(el);
    const action = Number(hintPanel()!.getAttribute('data-hint-action'));
    expect(legalActions(el.gameState!)).toContain(action);
    expect(hintPanel()!.textContent).toContain(diceMatrix.describeAction(el.gameState!, action));
    expect(hintPanel()!.textContent).toContain('win chance unknown at these AI settings');
    const marked = matrixCells(el).filter((c) => (c.getAttribute('part') ?? '').includes('hint'));
    expect(marked.length).toBe(action < 49 ? 1 : 2);
    const direct = await el.hint();
    expect(legalActions(el.gameState!)).toContain(direct.action);
    expect(direct.value).toBeGreaterThanOrEqual(0);
    expect(direct.value).toBeLessThanOrEqual(1);
  });

  it('undoes and redoes with the buttons', async () => {
    const el = await mountGame({ seed: '9' });
    el.play(openingAction(1));
    el.play(singleAction(0));
    await settle(el);
    expect(controlButton(el, 'redo').getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(controlButton(el, 'undo'));
    await settle(el);
    expect(el.gameState!.matrix[0]).toBeGreaterThanOrEqual(0);
    expect(el.state!.cursor).toBe(1);
    expect(part(el, 'arcade-move-log').shadowRoot!.textContent).toContain('(undone)');
    await userEvent.click(controlButton(el, 'redo'));
    await settle(el);
    expect(el.gameState!.matrix[0]).toBe(-1);
    expect(el.state!.cursor).toBe(2);
  });

  it('hides the scores under the recount-at-end variant', async () => {
    const el = await mountGame({ seed: '3', 'recount-at-end': '' });
    el.play(openingAction(6));
    await settle(el);
    const scores = () =>
      [...part(el, 'arcade-score-panel').shadowRoot!.querySelectorAll('.score')].map((x) =>
        x.textContent!.trim(),
      );
    expect(scores()).toEqual(['hidden', 'hidden']);
    expect(el.gameState!.options.recountAtEnd).toBe(true);
    // The same element without the variant shows the 2 points of the opening.
    el.removeAttribute('recount-at-end');
    await settle(el);
    el.play(openingAction(6));
    await settle(el);
    expect(scores()).toEqual(['2', '0']);
  });
});
