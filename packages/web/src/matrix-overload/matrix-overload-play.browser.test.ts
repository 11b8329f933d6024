/**
 * Playing `<matrix-overload-game>` as a person would, in Chromium: the deal of a seed as the
 * rules deal it, the setup phase (set-aside royals placed one by one, a corner's two sides as
 * two marked places), cards played with the mouse and with the keyboard only, an illegal place
 * explained, the preview of the rulebook's play example (the 6♣ on the 6♠ kills the J♦ and the
 * J♣; on the 5♠ it fails against the K♥), undo and redo.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import {
  cellAction,
  legalActions,
  matrixOverload,
  positionAction,
  rules,
} from '@matrix-arcade/matrix-overload';
import type { MoveDetail } from '../lib/game-element.js';
import { controlButton, deepActive, part, settle } from '../../test/helpers.js';
import {
  board,
  boardCells,
  cellOf,
  mountOverload,
  playExampleSave,
} from './matrix-overload.test-util.js';
import { cellLabel, indexOfAction, indexOfPosition, positionLabel } from './board.js';

const label = (c: HTMLElement) => c.getAttribute('aria-label') ?? '';
const marked = (el: Awaited<ReturnType<typeof mountOverload>>) =>
  boardCells(el)
    .map((c, i) => ((c.getAttribute('part') ?? '').includes('target') ? i : -1))
    .filter((i) => i >= 0);

describe('<matrix-overload-game> played by a person', () => {
  it('deals the layout of its seed, as the rules deal it', async () => {
    const a = await mountOverload({ seed: '42' });
    const b = await mountOverload({ seed: '42' });
    const s = matrixOverload.setup({}, 42);
    const cells = boardCells(a);
    for (let c = 0; c < 9; c++) {
      expect(label(cells[indexOfAction(cellAction(c))]!).startsWith(cellLabel(rules, s, c))).toBe(
        true,
      );
    }
    expect(label(cells[indexOfAction(cellAction(4))]!)).toMatch(/^centre stack: empty, shows 0/);
    expect(label(cells[0]!)).toBe('corner: nothing here');
    expect(boardCells(b).map(label)).toEqual(cells.map(label));
    expect(a.gameState).toEqual(s);
    expect(part(a, '[part=deck]').textContent).toContain(`${s.deck.length} cards in the deck`);
    expect(board(a).shadowRoot!.querySelector('[role=grid]')!.getAttribute('aria-label')).toMatch(
      /5 by 5/,
    );
  });

  it('places the set-aside royals first, a corner offering both its sides', async () => {
    // Seed 2 sets aside three royals. The K♥ goes beside the bottom-left joker, a corner (the
    // joker named ♥ is its best match), or, the joker named any other suit, beside the 8♦ (same
    // colour): ruling 10, the joker's suit is the player's choice.
    const el = await mountOverload({ seed: '2' });
    const s = el.gameState!;
    expect(s.setAside).toHaveLength(2);
    expect(part(el, '.status').textContent).toContain('Setup');
    expect(part(el, '[part=hand]').textContent).toContain('K♥: a royal (king, health 13)');
    expect(part(el, '[part=hand]').textContent).toContain('Then, still set aside');
    const legal = legalActions(s);
    expect(legal).toEqual([5, 6, 8, 11].map(positionAction));
    expect(marked(el)).toEqual(legal.map(indexOfAction).sort((x, y) => x - y));
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    await userEvent.click(cellOf(el, positionAction(11)));
    await settle(el);
    expect(moves[0]).toMatchObject({ seat: 0, action: positionAction(11), by: 'human' });
    expect(el.gameState!.royals[11]).toBe(s.hand);
    // What the spot shows ("K♥ hp 13") first, then the words: the name contains the label seen.
    expect(label(boardCells(el)[indexOfPosition(11)]!)).toBe(
      `K♥ hp 13: ${positionLabel(rules, el.gameState!, 11)}`,
    );
    expect(label(boardCells(el)[indexOfPosition(11)]!)).toMatch(
      /^K♥ hp 13: left of row 3: K♥, health 13, no ICE; only ♥ cards kill it/,
    );
    // The other two, then the first card drawn from the deck ends the setup.
    el.play(legalActions(el.gameState!)[0]!);
    el.play(legalActions(el.gameState!)[0]!);
    await settle(el);
    expect(part(el, '.status').textContent).toContain('Your move');
    expect(part(el, '[part=hand]').textContent).toContain('You drew');
  });

  it('plays with the mouse, and explains a place that is not legal', async () => {
    const el = await mountOverload({ seed: '3' });
    el.play(legalActions(el.gameState!)[0]!); // the Q♠ of the deal
    await settle(el);
    const s = el.gameState!;
    const legal = legalActions(s);
    const illegal = Array.from({ length: 21 }, (_, a) => a).find((a) => !legal.includes(a))!;
    await userEvent.click(cellOf(el, illegal));
    await settle(el);
    expect(el.gameState).toBe(s);
    expect(part(el, '[role=status]').textContent).toMatch(/^Not there: /);
    const move = new Promise<MoveDetail>((r) =>
      el.addEventListener('move', (e) => r((e as CustomEvent<MoveDetail>).detail), { once: true }),
    );
    await userEvent.click(cellOf(el, legal[legal.length - 1]!));
    const detail = await move;
    expect(detail.action).toBe(legal[legal.length - 1]);
    expect(detail.description).toBe(matrixOverload.describeAction(s, detail.action));
    await settle(el);
    expect(part(el, 'arcade-move-log').shadowRoot!.textContent).toContain(detail.description);
    expect(part(el, '[role=status]').textContent).toMatch(/^You: .*Next: /);
  });

  it('plays with the keyboard only: Tab to the board, arrow keys, Enter', async () => {
    const el = await mountOverload({ seed: '42' });
    const s = el.gameState!;
    const target = legalActions(s)[0]!; // a place for the K♥ of the deal
    const goal = indexOfAction(target);
    board(el).focusCell(0);
    await settle(el);
    expect(deepActive()?.getAttribute('data-index')).toBe('0');
    const row = Math.floor(goal / 5);
    const col = goal % 5;
    await userEvent.keyboard('{ArrowDown}'.repeat(row) + '{ArrowRight}'.repeat(col));
    expect(deepActive()?.getAttribute('data-index')).toBe(String(goal));
    expect(boardCells(el).filter((c) => c.tabIndex === 0)).toHaveLength(1);
    // Focus on a legal place previews it.
    await settle(el);
    expect(part(el, '[part=preview]').getAttribute('data-preview-action')).toBe(String(target));
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(el.state!.actions).toEqual([target]);
    expect(deepActive()?.getAttribute('data-index')).toBe(String(goal));
    // Tab from outside reaches the board's single tab stop.
    (deepActive() as HTMLElement).blur();
    const controls = part(el, 'arcade-game-controls');
    controls.shadowRoot!.querySelector<HTMLButtonElement>('[data-command=new-game]')!.focus();
    await userEvent.tab({ shift: true });
    expect(deepActive()?.getAttribute('role')).toBe('gridcell');
    expect(deepActive()?.getAttribute('data-index')).toBe(String(goal));
  });

  it('previews the play example: the 6♣ on the 6♠ kills the J♦ and the J♣', async () => {
    const el = await mountOverload({ seed: '1' });
    el.state = playExampleSave();
    await settle(el);
    expect(marked(el)).toEqual(
      [0, 3, 7].map((a) => indexOfAction(cellAction(a))).sort((x, y) => x - y),
    );
    expect(label(cellOf(el, cellAction(0)))).toContain(
      'Play here: 6♣ on 6♠ — overload kills J♦ and J♣',
    );
    await userEvent.hover(cellOf(el, cellAction(0)));
    await settle(el);
    const preview = part(el, '[part=preview]');
    expect(preview.textContent).toContain('Preview: 6♣ on 6♠ (top-left)');
    expect(preview.textContent).toContain('☠ J♦ dies: 7♣ + 10♦ = 17, health 14');
    expect(preview.textContent).toContain('☠ J♣ dies: 5♠ + 8♣ = 13, health 11');
    const spot = (p: number) =>
      boardCells(el)[indexOfPosition(p)]!.querySelector('matrix-overload-spot')!.shadowRoot!;
    expect(spot(3).querySelector('.fx-kill .badge')!.textContent).toBe('☠');
    expect(spot(6).querySelector('.fx-kill')).not.toBeNull();
    expect(spot(4).querySelector('.fx-kill')).toBeNull();
    // On the 5♠ the overload reaches the K♥ with 8♦ and 8♥: strong enough, but not all ♥.
    await userEvent.hover(cellOf(el, cellAction(3)));
    await settle(el);
    expect(part(el, '[part=preview]').textContent).toContain(
      '✗ K♥ survives: 8♦ + 8♥ = 16, not all ♥',
    );
    expect(spot(4).querySelector('.fx-miss .badge')!.textContent).toBe('✗');
    // A place that is not legal says why.
    await userEvent.hover(cellOf(el, cellAction(2)));
    await settle(el);
    expect(part(el, '[part=preview]').textContent).toContain('Not a place for this card');
    // Play it: both jacks die, and the known bottom of the deck is listed.
    await userEvent.click(cellOf(el, cellAction(0)));
    await settle(el);
    expect(el.gameState!.dead[3] && el.gameState!.dead[6]).toBe(true);
    expect(label(boardCells(el)[indexOfPosition(3)]!)).toBe('right of row 1: J♦, dead (ICE 3♦)');
    expect(part(el, '[data-kills]').textContent).toBe('8');
    expect(part(el, '[part=deck]').textContent).toContain('Known at the bottom');
    expect(part(el, '[part=deck]').textContent).toContain('4♥, 2♦');
  });

  it('undoes and redoes with the buttons', async () => {
    const el = await mountOverload({ seed: '9' });
    el.play(legalActions(el.gameState!)[0]!);
    el.play(legalActions(el.gameState!)[0]!);
    await settle(el);
    const after = el.gameState;
    await userEvent.click(controlButton(el, 'undo'));
    await settle(el);
    expect(el.state!.cursor).toBe(1);
    expect(part(el, 'arcade-move-log').shadowRoot!.textContent).toContain('(undone)');
    await userEvent.click(controlButton(el, 'redo'));
    await settle(el);
    expect(el.gameState).toEqual(after);
  });
});
