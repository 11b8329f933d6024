/**
 * Hint calibration: the map's interpolation (between knots, between progress bands, clamped at
 * the ends), and the engines' `chance`, present for a search at the settings the map was fitted
 * for and absent for any other budget, algorithm, exploration or playout depth, for an
 * observation the map does not cover, and for a kernel without a map.
 */
import { DIE_BASE, glitchDeck } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import { calibratedChance } from './calibration.js';
import type { CalibrationTable, HintCalibration } from './calibration-types.js';
import { createEngine } from './engine.js';
import { createInlineEngine } from './inline-engine.js';

const settings = {
  algorithm: 'mcts',
  iterations: 1000,
  exploration: 0.7,
  playoutDepth: -1,
} as const;

const twoBands: CalibrationTable = {
  settings,
  fitted: 'by hand',
  curves: [
    {
      at: 0.2,
      knots: [
        [0.1, 0.2],
        [0.5, 0.6],
      ],
    },
    {
      at: 0.8,
      knots: [
        [0.1, 0],
        [0.5, 0.2],
        [0.9, 1],
      ],
    },
  ],
};

describe('calibratedChance', () => {
  it('interpolates between knots and stays flat beyond the ends', () => {
    expect(calibratedChance(twoBands, 0.3, 0.2)).toBeCloseTo(0.4, 12);
    expect(calibratedChance(twoBands, 0, 0.2)).toBeCloseTo(0.2, 12);
    expect(calibratedChance(twoBands, 1, 0.2)).toBeCloseTo(0.6, 12);
    expect(calibratedChance(twoBands, 0.7, 0.8)).toBeCloseTo(0.6, 12);
  });

  it('blends the bands by progress, and takes the nearest band outside them', () => {
    // At progress 0.5, halfway: (0.4 + 0.1) / 2 at value 0.3.
    expect(calibratedChance(twoBands, 0.3, 0.5)).toBeCloseTo(0.25, 12);
    expect(calibratedChance(twoBands, 0.3, 0)).toBeCloseTo(0.4, 12);
    expect(calibratedChance(twoBands, 0.3, 1)).toBeCloseTo(0.1, 12);
  });

  it('never decreases with the value, at any progress, and stays in [0, 1]', () => {
    for (const progress of [0, 0.2, 0.35, 0.5, 0.8, 1]) {
      let last = -1;
      for (let v = 0; v <= 1; v += 0.01) {
        const c = calibratedChance(twoBands, v, progress)!;
        expect(c).toBeGreaterThanOrEqual(last);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(1);
        last = c;
      }
    }
  });

  it('gives nothing without curves', () => {
    expect(calibratedChance({ ...twoBands, curves: [] }, 0.5)).toBeUndefined();
  });
});

describe('the chance in hints', () => {
  // The identity map: chance = value.
  const identity: HintCalibration<unknown> = {
    settings,
    fitted: 'test',
    curves: [
      {
        at: 0,
        knots: [
          [0, 0],
          [1, 1],
        ],
      },
    ],
  };
  // It lists alpha-beta among its algorithms so that a search at another algorithm can be asked.
  const kernel = {
    ...glitchDeckKernel,
    calibration: identity,
    algorithms: ['mcts', 'alphabeta'] as const,
  };
  const o = glitchDeck.observe(glitchDeck.apply(glitchDeck.setup({}, 8), DIE_BASE + 2), 0);

  it('is given at the fitted settings, and the value is unchanged', async () => {
    const inline = await createInlineEngine(kernel);
    const plain = await createInlineEngine(glitchDeckKernel);
    for (const options of [{ seed: 3 }, { iterations: 1000, seed: 3 }]) {
      const hint = inline.hintSync(o, 0, options);
      expect(hint.chance).toBeCloseTo(hint.value, 12);
      const { chance, chanceKind, ...rest } = hint;
      expect(chanceKind).toBe('calibrated');
      const { chanceKind: none, ...plainRest } = plain.hintSync(o, 0, options);
      expect(none).toBe('unknown');
      expect(rest).toEqual(plainRest);
    }
    const worker = createEngine(kernel);
    try {
      const hint = await worker.hint(o, 0, { seed: 3 });
      expect(hint).toEqual(inline.hintSync(o, 0, { seed: 3 }));
      expect(hint.chance).toBeDefined();
      expect((await worker.hint(o, 0, { iterations: 999, seed: 3 })).chance).toBeUndefined();
    } finally {
      worker.dispose();
    }
  });

  it('is given to a depth-first search that saw its whole tree before its node budget', async () => {
    // The search the table was fitted on, only done sooner: not a search at other settings
    // (a maze's last turns said "no chance at these settings" in a won position).
    const deep = { ...settings, algorithm: 'alphabeta', iterations: 1_000_000 } as const;
    const engine = await createInlineEngine({
      ...glitchDeckKernel,
      defaults: deep,
      algorithms: ['mcts', 'alphabeta'],
      calibration: { ...identity, settings: deep },
    });
    const hint = engine.hintSync(o, 0, { seed: 1 });
    expect(hint.iterations).toBeLessThan(deep.iterations);
    expect(hint).not.toHaveProperty('solved');
    expect(hint.chanceKind).toBe('calibrated');
    expect(hint.chance).toBeCloseTo(hint.value, 12);
  });

  it('is absent for other settings, other observations, or no map', async () => {
    const inline = await createInlineEngine(kernel);
    for (const options of [
      { iterations: 999 },
      { budgetMs: 5 },
      { iterations: 1000, budgetMs: 10_000 },
      { exploration: 0.5 },
      { playoutDepth: 3 },
      { algorithm: 'alphabeta' as const },
    ]) {
      const hint = inline.hintSync(o, 0, options);
      expect(hint).not.toHaveProperty('chance');
      expect(hint.chanceKind).toBe('unknown');
      // The table covers the game's options; the settings are what it was not fitted for.
      expect(hint.chanceUnknown).toBe('settings');
    }
    const narrow = await createInlineEngine({
      ...glitchDeckKernel,
      calibration: { ...identity, covers: () => false },
    });
    expect(narrow.hintSync(o, 0)).not.toHaveProperty('chance');
    // No table for this option set (`covers` says no): unknown because of the game's options.
    expect(narrow.hintSync(o, 0).chanceUnknown).toBe('options');
    const plain = await createInlineEngine(glitchDeckKernel);
    expect(plain.hintSync(o, 0)).not.toHaveProperty('chance');
  });

  it('takes the table tableFor picks for the observation, and none when it picks none', async () => {
    const constant = (c: number): CalibrationTable => ({
      settings,
      fitted: 'test',
      curves: [{ at: 0, knots: [[0, c]] }],
    });
    const other = glitchDeck.observe(glitchDeck.setup({}, 9), 0);
    const picking = await createInlineEngine({
      ...glitchDeckKernel,
      calibration: {
        ...identity,
        covers: () => false, // not asked when tableFor is given
        tableFor: (x) => (x === o ? constant(0.3) : x === other ? constant(0.8) : undefined),
      },
    });
    expect(picking.hintSync(o, 0).chance).toBeCloseTo(0.3, 12);
    expect(picking.hintSync(other, 0).chance).toBeCloseTo(0.8, 12);
    const third = glitchDeck.observe(glitchDeck.setup({}, 10), 0);
    expect(picking.hintSync(third, 0)).not.toHaveProperty('chance');
    // A picked table counts only at the settings it was fitted for.
    const elsewhere = await createInlineEngine({
      ...glitchDeckKernel,
      calibration: {
        ...identity,
        tableFor: () => ({ ...constant(0.3), settings: { ...settings, iterations: 7 } }),
      },
    });
    expect(elsewhere.hintSync(o, 0)).not.toHaveProperty('chance');
  });

  it('reads the progress of the observation', async () => {
    const banded = await createInlineEngine({
      ...glitchDeckKernel,
      calibration: {
        ...identity,
        curves: [
          { at: 0, knots: [[0, 0.25]] },
          { at: 1, knots: [[0, 0.75]] },
        ],
        progress: () => 0.5,
      },
    });
    expect(banded.hintSync(o, 0).chance).toBeCloseTo(0.5, 12);
  });
});
