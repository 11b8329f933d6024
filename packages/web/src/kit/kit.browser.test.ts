/**
 * The shared kit in Chromium: each element's own define entry, what it draws (pips, letters,
 * suits, hidden scores), the board grid's roving tabindex and activation rules, and the
 * controls' requests.
 */
import { describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import './board-grid.define.js';
import './card.define.js';
import './die.define.js';
import './game-controls.define.js';
import './score-panel.define.js';
import './thinking-indicator.define.js';
import './tile.define.js';
import type { CellActivateDetail } from './board-grid.js';
import type { ControlDetail } from './game-controls.js';
import { deepActive, settle } from '../../test/helpers.js';
import { axeFindings, describeFindings } from '../../test/axe.js';

async function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
) {
  const el = Object.assign(document.createElement(tag), props);
  document.body.append(el);
  await settle(el);
  return el;
}

describe('kit', () => {
  it('<arcade-die> draws its face in pips, its letter and its stack, and is decorative without a label', async () => {
    const die = await make('arcade-die', { face: 5, colour: 'green', letter: 'G', count: 3 });
    expect(die.shadowRoot!.querySelectorAll('.pip.on')).toHaveLength(5);
    expect(die.shadowRoot!.querySelector('[part=letter]')!.textContent).toBe('G');
    expect(die.shadowRoot!.querySelector('[part=count]')!.textContent).toBe('×3');
    expect(die.getAttribute('aria-hidden')).toBe('true');
    die.label = 'green 5';
    await die.updateComplete;
    expect(die.getAttribute('role')).toBe('img');
    expect(getComputedStyle(die.shadowRoot!.querySelector('.die')!).backgroundColor).toBe(
      'rgb(43, 217, 107)',
    );
  });

  it('a taken <arcade-die> leaves a fading ghost that adds no text to its cell (Label in Name)', async () => {
    // (Motion as the system has it: the file's default, not reduced.)
    // A cell whose name says what it shows: the last move took the P2 from it.
    const cell = document.createElement('div');
    cell.setAttribute('role', 'gridcell');
    cell.setAttribute('aria-label', 'Row 1, column 1: empty, took P2, pink 2, here last move');
    cell.innerHTML = '<span>P2</span>';
    const die = Object.assign(document.createElement('arcade-die'), {
      face: 2,
      colour: 'green',
      letter: 'G',
    });
    cell.append(die);
    document.body.append(cell);
    await settle(die);
    die.remove();
    const ghost = cell.querySelector<HTMLElement>('arcade-die[data-ghost]');
    expect(ghost, 'the ghost fades where the die was').not.toBeNull();
    // Held mid-fade (no clock): it stays in the cell while axe reads it.
    for (const a of ghost!.getAnimations()) a.pause();
    await settle(ghost!);
    const letter = ghost!.shadowRoot!.querySelector('[part=letter]')!;
    expect(letter.textContent, 'no text of its own').toBe('');
    expect(getComputedStyle(letter, '::before').content, 'still drawn').toBe('"G"');
    const findings = await axeFindings(cell);
    expect(describeFindings(findings.filter((f) => f.id === 'label-content-name-mismatch'))).toBe(
      '',
    );
    cell.remove();
  });

  it('<arcade-card> and <arcade-tile> show glyphs, not colour alone, and their backs', async () => {
    const card = await make('arcade-card', { rank: 'Q', suit: 'hearts' });
    expect(card.shadowRoot!.querySelector('[part=rank]')!.textContent).toBe('Q♥');
    expect(card.red).toBe(true);
    card.faceDown = true;
    await card.updateComplete;
    expect(card.shadowRoot!.querySelector('[part=back]')).not.toBeNull();
    // A tarot trump: numeral, its own glyph and its name on a banner, in the wild ink.
    const trump = await make('arcade-card', {
      rank: '16',
      suit: 'trumps',
      glyph: '♔',
      name: 'the tower',
    });
    expect(trump.shadowRoot!.querySelector('[part=rank]')!.textContent).toBe('16♔');
    expect(trump.shadowRoot!.querySelector('[part=name]')!.textContent).toBe('the tower');
    expect(trump.wild && !trump.red).toBe(true);
    const cups = await make('arcade-card', { rank: 'N', suit: 'cups' });
    expect(cups.shadowRoot!.querySelector('[part=rank]')!.textContent).toBe('N♥');
    expect(cups.shadowRoot!.querySelector('[part=name]')).toBeNull();
    expect(cups.red).toBe(true);
    const tile = await make('arcade-tile', { glyph: '⌬', text: 'ICE', rotation: 5 });
    expect(tile.shadowRoot!.querySelector('[part=tile]')!.getAttribute('style')).toContain(
      'rotate(90deg)',
    );
  });

  it('<arcade-score-panel> marks the player to move in words and shows hidden scores as such', async () => {
    const panel = await make('arcade-score-panel', {
      players: [
        { name: 'Ada', score: 12, active: true },
        { name: 'Bob', score: null },
      ],
    });
    const text = panel.shadowRoot!.textContent!;
    expect(text).toContain('▶ to move');
    expect(
      [...panel.shadowRoot!.querySelectorAll('.score')].map((s) => s.textContent!.trim()),
    ).toEqual(['12', 'hidden']);
  });

  it('<arcade-board-grid> keeps one tab stop, moves with arrows, and activates enabled cells only', async () => {
    const cells = Array.from({ length: 6 }, (_, i) => ({ label: `cell ${i}`, disabled: i === 4 }));
    const grid = await make('arcade-board-grid', { rows: 2, cols: 3, cells, label: 'test grid' });
    const seen: number[] = [];
    grid.addEventListener('cell-activate', (e) =>
      seen.push((e as CustomEvent<CellActivateDetail>).detail.index),
    );
    expect(grid.shadowRoot!.querySelector('[role=grid]')!.getAttribute('aria-label')).toBe(
      'test grid',
    );
    grid.focusCell(0);
    await grid.updateComplete;
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(deepActive()?.getAttribute('data-index')).toBe('4');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(deepActive()?.getAttribute('data-index')).toBe('5');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(deepActive()?.getAttribute('data-index')).toBe('0');
    await userEvent.click(grid.cellElement(2)!);
    expect(seen).toEqual([5, 2]);
    const stops = [...grid.shadowRoot!.querySelectorAll('[role=gridcell]')].filter(
      (c) => (c as HTMLElement).tabIndex === 0,
    );
    expect(stops).toHaveLength(1);
  });

  it('<arcade-game-controls> sends one request per use', async () => {
    const controls = await make('arcade-game-controls', {
      seats: ['Player 1', 'Player 2'],
      aiSeats: [1],
      canUndo: true,
    });
    const seen: ControlDetail[] = [];
    controls.addEventListener('arcade-control', (e) =>
      seen.push((e as CustomEvent<ControlDetail>).detail),
    );
    const root = controls.shadowRoot!;
    await userEvent.click(root.querySelector<HTMLElement>('[data-command=undo]')!);
    await userEvent.click(root.querySelector<HTMLElement>('[data-seat="0"]')!);
    await userEvent.click(root.querySelector<HTMLElement>('[data-command=autoplay]')!);
    await userEvent.selectOptions(root.querySelector('select')!, 'fast');
    expect(seen).toEqual([
      { command: 'undo' },
      { command: 'ai-seat', value: { seat: 0, ai: true } },
      { command: 'autoplay', value: true },
      { command: 'speed', value: 'fast' },
    ]);
    // Unavailable buttons stay focusable (aria-disabled) and send nothing.
    const redo = root.querySelector<HTMLButtonElement>('[data-command=redo]')!;
    expect(redo.getAttribute('aria-disabled')).toBe('true');
    redo.click(); // (playwright's click waits for an enabled button: a DOM click, as a script would)
    expect(seen).toHaveLength(4);
  });

  it('shows a determinate, accessible bar once the search reports its progress', async () => {
    const thinking = await make('arcade-thinking', { active: true, label: 'Looking for a hint…' });
    const root = thinking.shadowRoot!;
    expect(root.querySelector('[role=progressbar]')).toBeNull();
    expect(root.textContent).not.toMatch(/%/);
    thinking.progress = 0.424;
    await thinking.updateComplete;
    const bar = root.querySelector<HTMLElement>('[role=progressbar]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-label')).toBe('Looking for a hint…');
    expect(bar.textContent).toContain('Looking for a hint… 42%');
    expect(root.querySelector<HTMLElement>('.fill')!.style.width).toBe('42%');
    thinking.progress = 7; // out of range: shown as full, never past 100%
    await thinking.updateComplete;
    expect(root.querySelector('[role=progressbar]')!.getAttribute('aria-valuenow')).toBe('100');
    thinking.progress = null;
    await thinking.updateComplete;
    expect(root.querySelector('[role=progressbar]')).toBeNull();
  });

  it('stops animations when the user prefers reduced motion', async () => {
    const thinking = await make('arcade-thinking', {
      active: true,
      label: 'Player 2 (AI) is thinking…',
    });
    const bar = () => getComputedStyle(thinking.shadowRoot!.querySelector('.bar')!);
    expect(thinking.shadowRoot!.textContent).toContain('is thinking…');
    expect(bar().animationDuration).toBe('1.1s');
    await commands.reducedMotion(true);
    try {
      expect(Number.parseFloat(bar().animationDuration)).toBeLessThan(0.001);
      expect(bar().animationIterationCount).toBe('1');
    } finally {
      await commands.reducedMotion(false);
    }
  });
});
