/**
 * The shipped hint calibration: ai-wasm's `calibrationChecks` (fitted at the kernel's current
 * defaults, monotone, within [0, 1]); progress runs from 0 at the deal to 1 with the deck empty; and
 * a real hint carries `chance` at the default settings and none with another budget.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { calibrationChecks } from '@matrix-arcade/ai-wasm/testing';
import { describe, expect, it } from 'vitest';
import { matrixOverload as game } from '../game.js';
import { observe } from '../observation.js';
import { matrixOverloadCalibration as calibration } from './calibration.js';
import { matrixOverloadKernel as kernel } from './kernel.js';

describe('the hint calibration of MATR1X ØVERLØAD', () => {
  for (const c of calibrationChecks(kernel)) it(c.name, c.run, c.timeout);

  it('reads progress from the deck', () => {
    const s = game.setup({}, 3);
    const start = calibration.progress!(observe(s, 0));
    expect(start).toBeGreaterThanOrEqual(0);
    expect(start).toBeLessThan(0.3);
    expect(calibration.progress!({ ...observe(s, 0), deckSize: 0 })).toBe(1);
  });

  it('gives hints a chance at the defaults only', async () => {
    const engine = await createInlineEngine(kernel);
    const o = observe(game.setup({}, 5), 0);
    const hint = engine.hintSync(o, 0, { seed: 1 });
    expect(hint.chance).toBeGreaterThanOrEqual(0);
    expect(hint.chance).toBeLessThanOrEqual(1);
    // A fresh deal: the engine wins about five runs in six, and its raw value is well below that.
    expect(hint.chance).toBeGreaterThan(hint.value);
    expect(engine.hintSync(o, 0, { iterations: 500, seed: 1 })).not.toHaveProperty('chance');
  });
});
