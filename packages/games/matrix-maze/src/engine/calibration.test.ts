/**
 * The shipped hint calibration: ai-wasm's `calibrationChecks` (fitted at the kernel's current
 * defaults, monotone, within [0, 1]); a hint in the default duel carries `chance` at the default
 * settings, none with another budget or on a solo map.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { calibrationChecks } from '@matrix-arcade/ai-wasm/testing';
import { describe, expect, it } from 'vitest';
import { matrixMaze as game } from '../game.js';
import { observe } from '../observation.js';
import { matrixMazeKernel as kernel } from './kernel.js';

describe('the hint calibration of Matrix Maze', () => {
  for (const c of calibrationChecks(kernel)) it(c.name, c.run, c.timeout);

  it('gives hints a chance in the default duel at the defaults only', async () => {
    const engine = await createInlineEngine(kernel);
    const o = observe(game.setup({}, 5), 0);
    const hint = engine.hintSync(o, 0, { seed: 1 });
    expect(hint.chance).toBeGreaterThanOrEqual(0);
    expect(hint.chance).toBeLessThanOrEqual(1);
    expect(engine.hintSync(o, 0, { iterations: 500, seed: 1 })).not.toHaveProperty('chance');
    const solo = observe(game.setup({ map: 'watchtower' }, 5), 0);
    expect(engine.hintSync(solo, 0, { seed: 1 })).not.toHaveProperty('chance');
  }, 60_000);
});
