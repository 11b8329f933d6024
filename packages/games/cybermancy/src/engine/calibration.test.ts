/**
 * The shipped hint calibration of CYBERMANCY: ai-wasm's `calibrationChecks` (fitted at the
 * kernel's current defaults, monotone, within [0, 1]); the basic and the advanced mode each get
 * their own table, the random challenge and the campaign none; a real hint carries `chance` at
 * the default settings in those two modes, and none with another budget.
 */
import { calibrationTableFor, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { calibrationChecks } from '@matrix-arcade/ai-wasm/testing';
import { describe, expect, it } from 'vitest';
import { cybermancy as game } from '../game.js';
import { cybermancyCalibration as calibration } from './calibration.js';
import { cybermancyKernel as kernel } from './kernel.js';

const view = (options: object) => game.observe(game.setup(options, 5), 0);

describe('the hint calibration of CYBERMANCY', () => {
  for (const c of calibrationChecks(kernel)) it(c.name, c.run, c.timeout);

  it('picks the mode’s own table: basic and advanced apart, none for the others', () => {
    const basic = calibrationTableFor(calibration, view({ mode: 'basic' }));
    const advanced = calibrationTableFor(calibration, view({ mode: 'advanced' }));
    expect(basic).toBeDefined();
    expect(advanced).toBeDefined();
    expect(advanced).not.toBe(basic);
    expect(advanced!.fitted).toContain('mode=advanced');
    expect(basic!.fitted).not.toContain('mode=advanced');
    expect(advanced!.settings).toEqual(basic!.settings);
    expect(calibrationTableFor(calibration, view({}))).toBe(basic);
    expect(calibrationTableFor(calibration, view({ mode: 'challenge' }))).toBeUndefined();
    expect(calibrationTableFor(calibration, view({ mode: 'campaign' }))).toBeUndefined();
  });

  it('gives hints a chance at the defaults in the basic and the advanced mode', async () => {
    const engine = await createInlineEngine(kernel);
    for (const mode of ['basic', 'advanced']) {
      const o = view({ mode });
      const hint = engine.hintSync(o, 0, { seed: 1 });
      expect(hint.chance, mode).toBeGreaterThanOrEqual(0);
      expect(hint.chance, mode).toBeLessThanOrEqual(1);
      expect(engine.hintSync(o, 0, { iterations: 500, seed: 1 })).not.toHaveProperty('chance');
    }
    expect(engine.hintSync(view({ mode: 'challenge' }), 0, { seed: 1 })).not.toHaveProperty(
      'chance',
    );
  }, 60_000);
});
