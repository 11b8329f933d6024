/**
 * The shipped hint calibration of CYBERMANCY: ai-wasm's `calibrationChecks` (fitted at the
 * kernel's current defaults, monotone, within [0, 1]); each mode gets its own table (the basic
 * game MATR1X ØVERLØAD's, whose deck, rules and search it shares), the
 * campaign's chapters 1 and 7 the basic and the advanced one (they deal those decks), its
 * chapters 2, 5 and 6 their own, chapters 3–4 one table; a real hint carries `chance` at the default settings in every
 * mode, and none with another budget.
 */
import {
  calibratedChance,
  calibrationTableFor,
  createInlineEngine,
  kernelSettings,
} from '@matrix-arcade/ai-wasm';
import { calibrationChecks } from '@matrix-arcade/ai-wasm/testing';
import { matrixOverloadCalibration } from '@matrix-arcade/matrix-overload/engine';
import { describe, expect, it } from 'vitest';
import { cardsOf } from '../cards-of.js';
import { cybermancyCalibration as calibration } from './calibration.js';
import { cybermancyKernel as kernel } from './kernel.js';
import { EVERY_SETUP, view } from './setups.test-util.js';

describe('the hint calibration of CYBERMANCY', () => {
  for (const c of calibrationChecks(kernel)) it(c.name, c.run, c.timeout);

  it('picks the mode’s own table, and the campaign’s by chapter', () => {
    const table = (options: object) => calibrationTableFor(calibration, view(options));
    const basic = table({ mode: 'basic' });
    const advanced = table({ mode: 'advanced' });
    const challenge = table({ mode: 'challenge' });
    const campaign = table({ mode: 'campaign', chapter: 4 });
    const knights = table({ mode: 'campaign', chapter: 2 });
    const five = table({ mode: 'campaign', chapter: 5 });
    const six = table({ mode: 'campaign', chapter: 6 });
    const all = [basic, advanced, challenge, campaign, knights, five, six];
    for (const t of all) expect(t).toBeDefined();
    expect(new Set(all).size).toBe(7);
    // The basic game reads MATR1X ØVERLØAD's table (its own deck and rules), curve for curve.
    expect(basic!.fitted).toContain('pnpm calibrate matrix-overload');
    expect(basic!.curves).toBe(matrixOverloadCalibration.curves);
    expect(advanced!.fitted).toContain('mode=advanced');
    expect(challenge!.fitted).toContain('mode=challenge');
    for (const c of [2, 3, 4])
      expect(campaign!.fitted).toContain(`chapter=${c} --option mode=campaign`);
    expect(campaign!.fitted).not.toMatch(/chapter=[^234]/);
    // Chapter 2 reads a table fitted on chapter 2's runs alone.
    expect(knights!.fitted).toContain('--option chapter=2 --option mode=campaign');
    expect(knights!.fitted).not.toMatch(/chapter=[^2]/);
    // So do chapters 5 and 6, each on its own runs.
    expect(five!.fitted).toContain('--option chapter=5 --option mode=campaign');
    expect(five!.fitted).not.toMatch(/chapter=[^5]/);
    expect(six!.fitted).toContain('--option chapter=6 --option mode=campaign');
    expect(six!.fitted).not.toMatch(/chapter=[^6]/);
    expect(table({})).toBe(basic);
    // Every challenge card reads the one challenge table.
    for (const card of ['strength', 'tower', 'judgement']) {
      expect(table({ mode: 'challenge', challenge: card })).toBe(challenge);
    }
    // Chapter 1 deals the basic game and chapter 7 the advanced one; 3 and 4 share a table.
    const cards = (options: object) => cardsOf(view(options).setup);
    expect(cards({ mode: 'campaign', chapter: 1 })).toEqual(cards({ mode: 'basic' }));
    expect(cards({ mode: 'campaign', chapter: 7 })).toEqual(cards({ mode: 'advanced' }));
    expect(table({ mode: 'campaign', chapter: 1 })).toBe(basic);
    expect(table({ mode: 'campaign', chapter: 7 })).toBe(advanced);
    expect(table({ mode: 'campaign', chapter: 3 })).toBe(campaign);
  });

  it('fits every table at the settings its mode and chapter are searched with', () => {
    for (const options of EVERY_SETUP) {
      const o = view(options);
      const wanted = kernelSettings(kernel, o).defaults;
      expect(calibrationTableFor(calibration, o)!.settings, JSON.stringify(options)).toEqual({
        ...wanted,
        playoutDepth: Number.isFinite(wanted.playoutDepth) ? wanted.playoutDepth : -1,
      });
    }
    // The campaign's chapters 2–4 search with longer playouts than every other deck.
    const depth = (options: object) => kernelSettings(kernel, view(options)).defaults.playoutDepth;
    expect(depth({ mode: 'campaign', chapter: 4 })).toBeGreaterThan(depth({ mode: 'basic' }));
    expect(depth({ mode: 'campaign', chapter: 5 })).toBe(depth({ mode: 'basic' }));
  });

  it('keeps every mode’s table monotone in the value and within [0, 1] at every progress', () => {
    const modes = [
      { mode: 'basic' },
      { mode: 'advanced' },
      { mode: 'challenge' },
      { mode: 'campaign', chapter: 2 },
      { mode: 'campaign', chapter: 3 },
      { mode: 'campaign', chapter: 5 },
      { mode: 'campaign', chapter: 6 },
    ];
    for (const options of modes) {
      const t = calibrationTableFor(calibration, view(options))!;
      // Progress bands: four in most tables, six in the campaign 2–4 one.
      expect(t.curves.length, JSON.stringify(options)).toBeGreaterThanOrEqual(4);
      for (let p = 0; p <= 1.0001; p += 0.05) {
        let last = 0;
        for (let v = 0; v <= 1.0001; v += 0.01) {
          const chance = calibratedChance(t, v, p)!;
          expect(chance).toBeGreaterThanOrEqual(last);
          expect(chance).toBeLessThanOrEqual(1);
          last = chance;
        }
      }
    }
    // Halfway through a run, a weak search value (0.05) means far less in the campaign's
    // chapters 3–4 (about 40%) than in chapter 6 (above 75%), whose extra resets let a run recover
    // (tables swapped would fail).
    const early = calibrationTableFor(calibration, view({ mode: 'campaign', chapter: 4 }))!;
    const late = calibrationTableFor(calibration, view({ mode: 'campaign', chapter: 6 }))!;
    expect(calibratedChance(early, 0.05, 0.5)! + 0.2).toBeLessThan(
      calibratedChance(late, 0.05, 0.5)!,
    );
  });

  it('reads progress as the share of the run’s cards dealt', () => {
    // Basic: 54 cards, advanced: 78; the same number dealt is a larger share of the smaller deck.
    for (const mode of ['basic', 'advanced', 'challenge'] as const) {
      const o = view({ mode });
      const cards = cardsOf(o.setup).length;
      expect(calibration.progress!(o)).toBeCloseTo(1 - o.deckSize / cards, 12);
      expect(calibration.progress!(o)).toBeGreaterThan(0);
      expect(calibration.progress!(o)).toBeLessThan(0.5);
    }
    expect(calibration.progress!({ ...view({ mode: 'basic' }), deckSize: 0 })).toBe(1);
  });

  it('gives hints a chance at the defaults in every mode', async () => {
    const engine = await createInlineEngine(kernel);
    for (const options of [
      { mode: 'basic' },
      { mode: 'advanced' },
      { mode: 'challenge' },
      { mode: 'campaign', chapter: 4 },
    ]) {
      const mode = JSON.stringify(options);
      const o = view(options);
      const hint = engine.hintSync(o, 0, { seed: 1 });
      expect(hint.chance, mode).toBeGreaterThanOrEqual(0);
      expect(hint.chance, mode).toBeLessThanOrEqual(1);
      expect(engine.hintSync(o, 0, { iterations: 500, seed: 1 })).not.toHaveProperty('chance');
    }
  }, 60_000);
});
