/**
 * The shipped hint calibration: ai-wasm's `calibrationChecks` (fitted at the kernel's current
 * defaults, monotone, within [0, 1]); a hint carries `chance` at the default settings in the
 * default duel and on each solo map (its own table, whatever a duel's rule options say), none
 * with another budget, on a map played otherwise than it was made for, or with other rules of a
 * duel; the chance of every decision of a turn is read at its last decision, so it holds still
 * while the engine plays the turn.
 */
import { calibrationTableFor, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { calibrationChecks } from '@matrix-arcade/ai-wasm/testing';
import { CHANCE, TERMINAL } from '@matrix-arcade/core';
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

  it('reads the chance at the last decision of a turn: it holds still while the engine plays the turn', async () => {
    const engine = await createInlineEngine(kernel);
    let state = game.setup({ map: 'watchtower' }, 7);
    const turns = new Map<number, { chance: number | undefined; ahead: number }[]>();
    for (let n = 0; n < 40 && game.currentPlayer(state) !== TERMINAL; n++) {
      const seat = game.currentPlayer(state);
      if (seat === CHANCE) {
        state = game.apply(state, game.chanceOutcomes(state)[n % 7]!.action);
        continue;
      }
      const o = observe(state, seat);
      const hint = engine.hintSync(o, seat, { seed: 0 });
      // Read ahead exactly while the seat decides again before the next roll.
      const after = game.apply(state, hint.action);
      const again = game.currentPlayer(after) === seat;
      expect(kernel.calibration!.readAhead!(o, hint.action) !== undefined).toBe(again);
      if (o.phase === PH_TURN && hint.chanceKind === 'calibrated') {
        const turn = turns.get(o.round) ?? [];
        turn.push({ chance: hint.chance, ahead: hint.readAhead?.moves ?? 0 });
        turns.set(o.round, turn);
      }
      state = after;
    }
    const long = [...turns.values()].filter((t) => t.length > 1);
    expect(long.length).toBeGreaterThan(2);
    for (const turn of long) {
      // One chance for the whole turn, read where the turn's last decision is.
      expect(new Set(turn.map((d) => d.chance)).size).toBe(1);
      expect(turn.map((d) => d.ahead)).toEqual(turn.map((_, i) => turn.length - 1 - i));
    }
  }, 60_000);

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
