/**
 * The shipped hint calibration: ai-wasm's `calibrationChecks` (fitted at the kernel's current
 * defaults, monotone, within [0, 1]); a hint carries `chance` at the default settings in the
 * default duel and on each solo map (its own table, whatever a duel's rule options say), none
 * with another budget, on a map played otherwise than it was made for, or with other rules of a
 * duel.
 */
import { calibrationTableFor, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { calibrationChecks } from '@matrix-arcade/ai-wasm/testing';
import { describe, expect, it } from 'vitest';
import { PH_TURN } from '../codes.js';
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
  }, 60_000);

  it('picks each map’s own table, and none for a map played otherwise or other rules', () => {
    const cal = kernel.calibration!;
    const table = (options: object) => calibrationTableFor(cal, observe(game.setup(options, 5), 0));
    const solo = ['watchtower', 'data-orchard', 'glass-corridors', 'harvest-grid'];
    const picked = solo.map((map) => table({ map }));
    for (const [i, t] of picked.entries()) {
      expect(t, solo[i]).toBeDefined();
      expect(t!.fitted, solo[i]).toContain(`map=${solo[i]}`);
      expect(t!.settings).toEqual(cal.settings);
    }
    expect(new Set(picked).size).toBe(solo.length);
    expect(table({})).toBe(calibrationTableFor(cal, observe(game.setup({}, 9), 1)));
    expect(table({})!.fitted).toContain('map=neon-junction');
    // The change cost and the round limit are a duel's rules: against a guard the game is the
    // same (its path ends it), so a solo map keeps its table and reads progress as fitted.
    expect(table({ map: 'watchtower', changeCost: 1 })).toBe(picked[0]);
    expect(table({ map: 'watchtower', roundLimit: 60 })).toBe(picked[0]);
    // Round 12's turn, after its roll (half a round on against a guard); the start is 0.
    const played = (options: object) => ({
      ...observe(game.setup(options, 5), 0),
      round: 12,
      phase: PH_TURN,
    });
    expect(cal.progress!(played({ map: 'watchtower', roundLimit: 60 }))).toBe(12.5 / 40);
    expect(cal.progress!(observe(game.setup({ map: 'watchtower' }, 5), 0))).toBe(0);
    expect(cal.progress!(played({ roundLimit: 60 }))).toBe(12 / 60);
    for (const other of [
      { map: 'watchtower', players: 2 }, // a solo map by two: a duel without the guard
      { players: 1 }, // the duel map alone: a practice run
      { changeCost: 1 },
      { roundLimit: 30 },
      { map: 'watchtower', players: 2, roundLimit: 60 },
    ]) {
      expect(table(other), JSON.stringify(other)).toBeUndefined();
    }
  });

  it('gives a solo hint a chance at the defaults', async () => {
    const engine = await createInlineEngine(kernel);
    const solo = observe(game.setup({ map: 'watchtower' }, 5), 0);
    const hint = engine.hintSync(solo, 0, { seed: 1 });
    expect(hint.chance).toBeGreaterThanOrEqual(0);
    expect(hint.chance).toBeLessThanOrEqual(1);
    expect(engine.hintSync(solo, 0, { iterations: 500, seed: 1 })).not.toHaveProperty('chance');
    const twoOnSolo = observe(game.setup({ map: 'watchtower', players: 2 }, 5), 0);
    expect(engine.hintSync(twoOnSolo, 0, { seed: 1 })).not.toHaveProperty('chance');
  }, 60_000);
});
