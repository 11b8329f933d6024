/**
 * The shipped hint calibration: ai-wasm's `calibrationChecks` (fitted at the kernel's current
 * defaults, monotone, within [0, 1]); progress runs from 0 at the start to 1 with the stack
 * empty; a real hint carries `chance` at the default settings and none with another budget; and
 * the table covers the default options only.
 */
import { calibrationTableFor, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { CHANCE } from '@matrix-arcade/core';
import { calibrationChecks } from '@matrix-arcade/ai-wasm/testing';
import { describe, expect, it } from 'vitest';
import { piecepackMatrix as game } from '../game.js';
import { piecepackMatrixCalibration as calibration, isStart, startTable } from './calibration.js';
import { piecepackMatrixKernel as kernel } from './kernel.js';

describe('the hint calibration of Matrix (piecepack)', () => {
  for (const c of calibrationChecks(kernel)) it(c.name, c.run, c.timeout);

  it('is fitted on runs of the basic game', () => {
    // One table serves every hint, fitted at the default options (target 9, the breaker set):
    // a table fitted on runs of another target or of custom breakers would carry their odds.
    for (const option of ['--option target=9', '--option breakers=set']) {
      expect(calibration.fitted).toContain(option);
    }
    expect(calibration.fitted).not.toMatch(/target=(?!9\b)/);
    expect(calibration.curves.length).toBeGreaterThan(0);
  });

  it('covers the default options only: another target or custom breakers show no chance', async () => {
    const engine = await createInlineEngine(kernel);
    const covered = (options: object) =>
      calibrationTableFor(calibration, game.observe(game.setup(options, 5), 0)) !== undefined;
    expect(covered({})).toBe(true);
    expect(covered({ target: 9, breakers: 'set', black: 0 })).toBe(true);
    for (const options of [{ target: 7 }, { black: 3 }, { breakers: 'roll' }]) {
      expect(covered(options), JSON.stringify(options)).toBe(false);
    }
    const o = game.observe(game.setup({ target: 7 }, 5), 0);
    const hint = engine.hintSync(o, 0, { seed: 1 });
    expect(hint).not.toHaveProperty('chance');
    // Said as the options' doing, not the AI's settings (they are the defaults here).
    expect(hint.chanceUnknown).toBe('options');
  });

  it('reads the start on its own: the same chance whatever the search seed or the deal', async () => {
    const engine = await createInlineEngine(kernel);
    // Every deal starts from the same observation (nothing seen), so the search's raw value
    // there differs only by its own noise; through the first band it read 0.45 to 0.68.
    const chances = new Set<number>();
    const values = new Set<number>();
    for (const [deal, seed] of [
      [5, 0],
      [6, 1],
      [7, 2],
      [8, 3],
    ] as const) {
      const o = game.observe(game.setup({}, deal), 0);
      expect(isStart(o)).toBe(true);
      const hint = engine.hintSync(o, 0, { seed });
      expect(hint.chanceKind).toBe('calibrated');
      chances.add(hint.chance!);
      values.add(hint.value);
    }
    expect(values.size).toBeGreaterThan(1); // the raw values differ …
    expect([...chances]).toEqual([startTable.curves[0]!.knots[0]![1]]); // … the chance does not
    // The engine won 183 of the 300 runs of the fit that start there (seed 912).
    expect(startTable.curves[0]!.knots[0]![1]).toBeCloseTo(183 / 300, 6);
    // After the first move the position is read through the fitted table again.
    const s = game.setup({}, 5);
    const moved = game.apply(s, game.legalActions(s)[0]!);
    let next = moved;
    while (game.currentPlayer(next) === CHANCE) {
      next = game.apply(next, game.chanceOutcomes(next)[0]!.action);
    }
    const o = game.observe(next, 0);
    expect(isStart(o)).toBe(false);
    expect(calibrationTableFor(calibration, o)).not.toBe(startTable);
    expect(calibrationTableFor(calibration, o)?.curves.length).toBe(calibration.curves.length);
  });

  it('reads progress from the tiles installed', () => {
    const o = game.observe(game.setup({}, 3), 0);
    expect(calibration.progress!(o)).toBe(0);
    expect(calibration.progress!({ ...o, unseen: [] })).toBe(1);
    expect(calibration.progress!({ ...o, unseen: o.unseen.slice(12) })).toBe(0.5);
  });

  it('gives hints a chance at the defaults only', async () => {
    const engine = await createInlineEngine(kernel);
    const o = game.observe(game.setup({}, 5), 0);
    const hint = engine.hintSync(o, 0, { seed: 1 });
    expect(hint.chance).toBeGreaterThanOrEqual(0);
    expect(hint.chance).toBeLessThanOrEqual(1);
    const other = engine.hintSync(o, 0, { iterations: 500, seed: 1 });
    expect(other).not.toHaveProperty('chance');
    expect(other.chanceUnknown).toBe('settings');
  });
});
