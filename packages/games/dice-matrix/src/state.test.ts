/**
 * Setup and layouts: a seed fixes the layout, every layout holds ten dice of each colour, and
 * `fromLayout` rejects a layout that is not a full Dice Matrix set, naming the bad entry.
 */
import { OptionsError, ValidationError, createRng } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { colourOf, dieTag } from './dice.js';
import { diceMatrix } from './game.js';
import { determinize, observe } from './observation.js';
import { fromLayout, randomLayout } from './state.js';

const tags = (codes: readonly number[]) => codes.map(dieTag).join(' ');

describe('setup', () => {
  it('is fixed by the seed and differs between seeds', () => {
    expect(diceMatrix.setup({}, 9)).toEqual(diceMatrix.setup({}, 9));
    expect(diceMatrix.setup({}, 9).matrix).not.toEqual(diceMatrix.setup({}, 10).matrix);
  });

  it('lays out 49 dice and a spare, ten of each colour, with every face turning up', () => {
    const rng = createRng(1);
    const faces = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const layout = randomLayout(rng);
      expect(layout).toHaveLength(50);
      const colours = [0, 0, 0, 0, 0];
      for (const d of layout) {
        colours[colourOf(d)]!++;
        faces.add(d % 6);
      }
      expect(colours).toEqual([10, 10, 10, 10, 10]);
    }
    expect(faces.size).toBe(6);
    const s = diceMatrix.setup({}, 1);
    expect(s.left).toBe(49);
    expect(s.matrix.every((d) => d >= 0)).toBe(true);
    expect(s.spare).toBeGreaterThanOrEqual(0);
  });

  it('a perfect-information observation determinizes back to the state', () => {
    const s = diceMatrix.setup({}, 4);
    expect(determinize(observe(s, 1), createRng(0))).toEqual(s);
  });
});

describe('fromLayout', () => {
  const s = diceMatrix.setup({}, 2);
  const layout = { matrix: tags(s.matrix), spare: dieTag(s.spare) };

  it('rebuilds a set-up state from its tags', () => {
    expect(fromLayout(layout)).toEqual(s);
    expect(fromLayout({ matrix: [...s.matrix], spare: s.spare })).toEqual(s);
  });

  it('names a bad die, a wrong count or a missing second layout', () => {
    const bad = layout.matrix.split(' ');
    bad[4] = 'Q9';
    expect(() => fromLayout({ ...layout, matrix: bad.join(' ') })).toThrow(/layout\.matrix\[4\]/);
    expect(() => fromLayout({ ...layout, matrix: bad.slice(1).join(' ') })).toThrow(
      /expected 49 dice/,
    );
    const wrong = layout.matrix.split(' ');
    wrong[0] = wrong[0]!.startsWith('R') ? 'P1' : 'R1';
    expect(() => fromLayout({ ...layout, matrix: wrong.join(' ') })).toThrow(ValidationError);
    expect(() => fromLayout(layout, { tournament: true })).toThrow(/second game/);
    expect(fromLayout(layout, { tournament: true }, layout).nextLayout).toEqual([
      ...s.matrix,
      s.spare,
    ]);
    expect(() => fromLayout(layout, { tournament: 1 } as never)).toThrow(OptionsError);
  });
});
