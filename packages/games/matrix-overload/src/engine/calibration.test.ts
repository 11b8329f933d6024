/**
 * The shipped hint calibration: its map never lowers the chance as the raw value rises, at any
 * progress, and stays in [0, 1]; it was fitted at the kernel's current defaults (a change of
 * defaults without a re-fit would silently drop `chance` from every hint); progress runs from 0
 * at the deal to 1 with the deck empty; and a real hint carries `chance` at the default settings
 * and none with another budget.
 */
import { calibratedChance, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { describe, expect, it } from 'vitest';
import { matrixOverload as game } from '../game.js';
import { observe } from '../observation.js';
import { calibrationTable } from './calibration-table.js';
import { matrixOverloadCalibration as calibration } from './calibration.js';
import { matrixOverloadKernel as kernel } from './kernel.js';

describe('the hint calibration of MATR1X ØVERLØAD', () => {
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
    // A fresh deal: the engine wins about two runs in five, and its raw value is near 0.
    expect(hint.chance).toBeGreaterThan(hint.value);
    expect(engine.hintSync(o, 0, { iterations: 500, seed: 1 })).not.toHaveProperty('chance');
  });
});
