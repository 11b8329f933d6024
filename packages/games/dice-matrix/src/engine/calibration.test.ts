/**
 * The shipped hint calibration: its map never lowers the chance as the raw value rises, at any
 * progress, and stays in [0, 1]; it was fitted at the kernel's current defaults (a change of
 * defaults without a re-fit would silently drop `chance` from every hint); progress runs from 0
 * at the deal to 1 with the matrix empty; and a real hint carries `chance` at the default
 * settings with the default options, and none with another budget or in tournament play.
 */
import { calibratedChance, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { describe, expect, it } from 'vitest';
import { diceMatrix as game } from '../game.js';
import { observe } from '../observation.js';
import { calibrationTable } from './calibration-table.js';
import { diceMatrixCalibration as calibration } from './calibration.js';
import { diceMatrixKernel as kernel } from './kernel.js';

describe('the hint calibration of Dice Matrix', () => {
  it('is fitted, at the kernel defaults', () => {
    expect(calibrationTable.curves.length).toBeGreaterThan(0);
    const depth = kernel.defaults.playoutDepth;
    expect(calibrationTable.settings).toEqual({
      ...kernel.defaults,
      playoutDepth: Number.isFinite(depth) && depth >= 0 ? depth : -1,
    });
  });

  it('is monotone in the value at every progress, within [0, 1]', () => {
    for (let p = 0; p <= 1.0001; p += 0.05) {
      let last = 0;
      for (let v = 0; v <= 1.0001; v += 0.005) {
        const c = calibratedChance(calibration, v, p)!;
        expect(c).toBeGreaterThanOrEqual(last);
        expect(c).toBeLessThanOrEqual(1);
        last = c;
      }
    }
  });

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
