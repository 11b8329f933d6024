/**
 * The shipped hint calibration: ai-wasm's `calibrationChecks` (fitted at the kernel's current
 * defaults, monotone, within [0, 1]); progress runs from 0 at the start to 1 with the stack
 * empty; a real hint carries `chance` at the default settings and none with another budget; and
 * the tables cover the default options only; and each kind of decision (a move between
 * challenges, a choice inside one) is read with its own table.
 */
import { calibratedChance, calibrationTableFor, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { calibrationChecks } from '@matrix-arcade/ai-wasm/testing';
import { playGame, playReplay, randomBot } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { piecepackMatrix as game } from '../game.js';
import { piecepackMatrixCalibration as calibration } from './calibration.js';
import { calibrationTable as moveTable } from './calibration-table.js';
import { calibrationTable as challengeTable } from './calibration-table-challenge.js';
import { piecepackMatrixKernel as kernel } from './kernel.js';

describe('the hint calibration of Matrix (piecepack)', () => {
  for (const c of calibrationChecks(kernel)) it(c.name, c.run, c.timeout);
  // The challenge decisions' table: fitted at the defaults too, monotone, within [0, 1].
  const challengeKernel = { ...kernel, calibration: { ...challengeTable } };
  for (const c of calibrationChecks(challengeKernel)) it(`challenge table: ${c.name}`, c.run);

  it('reads a move decision and the challenge decision after it with their own tables', async () => {
    // A random run's first move decision whose next decision is a challenge's with a choice
    // (spend a power-up or commit), both calibrated: the same observation-to-table path a
    // hint takes, and the two tables read the challenge's value differently (one table for
    // both, as before, gives the move table's reading there).
    const played = await playGame(game, [randomBot(4)], { seed: 4 });
    const states = playReplay(game, played.replay).filter(
      (s) => game.currentPlayer(s) === 0 && game.legalActions(s).length > 1,
    );
    const i = states.findIndex((s, k) => s.phase === 'move' && states[k + 1]?.phase === 'boost');
    expect(i).toBeGreaterThanOrEqual(0);
    const engine = await createInlineEngine(kernel);
    const read = (k: number) => {
      const o = game.observe(states[k]!, 0);
      const hint = engine.hintSync(o, 0, { seed: 1 });
      expect(hint.chanceKind).toBe('calibrated');
      return { o, hint, progress: calibration.progress!(o) };
    };
    const m = read(i);
    const c = read(i + 1);
    expect(m.hint.chance).toBeCloseTo(calibratedChance(moveTable, m.hint.value, m.progress)!, 12);
    const own = calibratedChance(challengeTable, c.hint.value, c.progress)!;
    expect(c.hint.chance).toBeCloseTo(own, 12);
    expect(Math.abs(own - calibratedChance(moveTable, c.hint.value, c.progress)!)).toBeGreaterThan(
      0.002,
    );
    expect(calibration.kind!(m.o)).toBe('move');
    expect(calibration.kind!(c.o)).toBe('challenge');
    expect(calibrationTableFor(calibration, m.o)).toBe(moveTable);
    expect(calibrationTableFor(calibration, c.o)).toBe(challengeTable);
    // Asked for a kind, the table of that kind under the observation's options.
    expect(calibrationTableFor(calibration, m.o, 'challenge')).toBe(challengeTable);
  });

  it('is fitted on runs of the basic game, a table per kind of decision', () => {
    // A table per kind of decision, each fitted at the default options (target 9, the breaker
    // set): a table fitted on runs of another target or of custom breakers would carry their odds.
    for (const [kind, table] of [
      ['move', moveTable],
      ['challenge', challengeTable],
    ] as const) {
      for (const option of ['--option target=9', '--option breakers=set', `--kind ${kind}`]) {
        expect(table.fitted).toContain(option);
      }
      expect(table.fitted).not.toMatch(/target=(?!9\b)/);
      expect(table.curves.length).toBeGreaterThan(0);
    }
  });

  it('covers the default options only: another target or custom breakers show no chance', async () => {
    const engine = await createInlineEngine(kernel);
    const covered = (options: object) =>
      calibrationTableFor(calibration, game.observe(game.setup(options, 5), 0)) !== undefined;
    expect(covered({})).toBe(true);
    expect(covered({ target: 9, breakers: 'set', black: 0 })).toBe(true);
    for (const options of [{ target: 7 }, { black: 3 }, { breakers: 'roll' }]) {
      expect(covered(options), JSON.stringify(options)).toBe(false);
      const o = game.observe(game.setup(options as object, 5), 0);
      for (const kind of ['move', 'challenge'])
        expect(calibrationTableFor(calibration, o, kind), kind).toBeUndefined();
    }
    const o = game.observe(game.setup({ target: 7 }, 5), 0);
    const hint = engine.hintSync(o, 0, { seed: 1 });
    expect(hint).not.toHaveProperty('chance');
    // Said as the options' doing, not the AI's settings (they are the defaults here).
    expect(hint.chanceUnknown).toBe('options');
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
