/**
 * The shipped hint calibration: ai-wasm's `calibrationChecks` (fitted at the kernel's current
 * defaults, monotone, within [0, 1]); progress runs from 0 at the deal to 1 with the matrix empty; and
 * a real hint carries `chance` at the default settings with the default options, and none with
 * another budget or in tournament play.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { calibrationChecks } from '@matrix-arcade/ai-wasm/testing';
import { describe, expect, it } from 'vitest';
import { diceMatrix as game } from '../game.js';
import { observe } from '../observation.js';
import { diceMatrixCalibration as calibration } from './calibration.js';
import { diceMatrixKernel as kernel } from './kernel.js';

describe('the hint calibration of Dice Matrix', () => {
  for (const c of calibrationChecks(kernel)) it(c.name, c.run, c.timeout);

  it('reads progress from the matrix', () => {
    const o = observe(game.setup({}, 3), 0);
    expect(calibration.progress!(o)).toBe(0);
    expect(calibration.progress!({ ...o, matrix: o.matrix.map(() => -1) })).toBe(1);
  });

  it('gives hints a chance at the defaults and default options only', async () => {
    const engine = await createInlineEngine(kernel);
    const o = observe(game.setup({}, 5), 0);
    const hint = engine.hintSync(o, 0, { seed: 1 });
    expect(hint.chance).toBeGreaterThanOrEqual(0);
    expect(hint.chance).toBeLessThanOrEqual(1);
    expect(engine.hintSync(o, 0, { iterations: 500, seed: 1 })).not.toHaveProperty('chance');
    const tournament = observe(game.setup({ tournament: true }, 5), 0);
    expect(engine.hintSync(tournament, 0, { seed: 1 })).not.toHaveProperty('chance');
  });
});
