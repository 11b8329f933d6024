/**
 * Partial layouts: the dice named stay where they are named, the others are drawn from the
 * dice of the set not named (so every layout is still ten dice of each colour), the same seed
 * gives the same layout, and bad entries are rejected naming the entry.
 */
import { ValidationError } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { CELLS } from './actions.js';
import { colourOf, dieTag, parseDie } from './dice.js';
import { fillLayout } from './layout-fill.js';
import { fromLayout } from './state.js';

const colours = (codes: readonly number[]) => {
  const n = [0, 0, 0, 0, 0];
  for (const c of codes) n[colourOf(c)]!++;
  return n;
};

describe('fillLayout', () => {
  it('keeps the named dice and draws the rest, ten of each colour, the same for a seed', () => {
    const spec = { cells: { 0: 'R3', 24: 'K1', 48: 'g6' }, spare: 'B2', seed: 5 };
    const codes = fillLayout(spec);
    expect(codes).toHaveLength(50);
    expect([codes[0], codes[24], codes[48], codes[CELLS]].map((c) => dieTag(c!))).toEqual([
      'R3',
      'K1',
      'G6',
      'B2',
    ]);
    expect(colours(codes)).toEqual([10, 10, 10, 10, 10]);
    expect(fillLayout(spec)).toEqual(codes);
    const other = fillLayout({ ...spec, seed: 6 });
    expect(other).not.toEqual(codes);
    expect(other[24]).toBe(parseDie('K1'));
  });

  it('draws only from the dice not named: ten named reds leave no red to draw', () => {
    const reds = 'R1 R2 R3 R4 R5 R6 R1 R2 R3 R4'.split(' ');
    const cells = Object.fromEntries(reds.map((t, i) => [i * 4, t]));
    for (const seed of [1, 2, 3]) {
      const codes = fillLayout({ cells, seed });
      const redCells = codes.flatMap((c, i) => (colourOf(c) === 0 ? [i] : []));
      expect(redCells).toEqual(reds.map((_, i) => i * 4));
    }
  });

  it('accepts the full matrix with "?" (or null) for the dice to draw, and a drawn spare', () => {
    const entries: (string | null)[] = new Array(CELLS).fill('?');
    entries[6] = 'P4';
    entries[7] = null;
    const codes = fillLayout({ matrix: entries, seed: 9 });
    expect(dieTag(codes[6]!)).toBe('P4');
    expect(colours(codes)).toEqual([10, 10, 10, 10, 10]);
    const text = fillLayout({ matrix: entries.map((e) => e ?? '?').join(' '), seed: 9 });
    expect(text).toEqual(codes);
  });

  it('fromLayout takes a partial layout when it has a seed, and refuses "?" without one', () => {
    const s = fromLayout({ cells: { 10: 'K6' }, spare: 'R1', seed: 3 });
    expect(dieTag(s.matrix[10]!)).toBe('K6');
    expect(dieTag(s.spare)).toBe('R1');
    expect(s.left).toBe(49);
    const full = fillLayout({ cells: { 10: 'K6' }, spare: 'R1', seed: 3 });
    expect(s.matrix).toEqual(full.slice(0, CELLS));
    const t = fromLayout({ cells: { 0: 'R1' }, seed: 1 }, { tournament: true }, { seed: 2 });
    expect(t.nextLayout).toEqual(fillLayout({ seed: 2 }));
    expect(() => fromLayout({ matrix: new Array(CELLS).fill('?').join(' '), spare: 'R1' })).toThrow(
      /layout\.matrix\[0\]: expected a die .*give a seed/,
    );
  });

  it('rejects too many dice of a colour, bad tags, bad cells, a cell named twice', () => {
    const reds = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, 'R2']));
    expect(() => fillLayout({ cells: reds, seed: 1 })).toThrow(
      'layout: 11 red dice named, but the set has 10 of each colour',
    );
    expect(() => fillLayout({ cells: { 3: 'X9' }, seed: 1 })).toThrow(
      /^layout\.cells\[3\]: expected a die such as "R5"/,
    );
    expect(() => fillLayout({ cells: { 49: 'R1' }, seed: 1 })).toThrow(
      'layout.cells[49]: cells are numbered 0 to 48',
    );
    const matrix = ['R5', ...new Array(CELLS - 1).fill('?')];
    expect(() => fillLayout({ matrix, cells: { 0: 'K1' }, seed: 1 })).toThrow(
      'layout.cells[0]: cell 0 (row 1, col 1) is already R5 in layout.matrix',
    );
    expect(() => fillLayout({ matrix: 'R1 R2', seed: 1 })).toThrow(/expected 49 entries .*got 2/);
    expect(() => fillLayout({ spare: 'Q', seed: 1 })).toThrow(ValidationError);
    expect(() => fillLayout({ seed: 1.5 })).toThrow('layout.seed: expected an integer seed');
  });
});
