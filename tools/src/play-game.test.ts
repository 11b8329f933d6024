/**
 * Series bookkeeping: paired series give games 2k and 2k + 1 the same deal (and the seats
 * swap every other game either way); unpaired series give every game its own deal; a game
 * still running at the step budget is stopped, neither won nor lost.
 */
import { Match } from '@matrix-arcade/core';
import { diceMatrix } from '@matrix-arcade/dice-matrix';
import { piecepackMatrix } from '@matrix-arcade/piecepack-matrix';
import { expect, it } from 'vitest';
import { dealSeed, playOut, playSeriesGame } from './play-game.js';

const spec = {
  gameId: 'dice-matrix',
  bots: ['greedy', 'random'],
  seed: 5,
  options: {},
  settings: {},
};

it('pairs deals only when asked', () => {
  const paired = { ...spec, paired: true };
  expect(dealSeed(paired, 0)).toBe(dealSeed(paired, 1));
  expect(dealSeed(paired, 2)).toBe(dealSeed(paired, 3));
  expect(dealSeed(paired, 1)).not.toBe(dealSeed(paired, 2));
  expect(dealSeed(paired, 2)).toBe(dealSeed(spec, 1));
  expect(new Set([0, 1, 2, 3].map((i) => dealSeed(spec, i))).size).toBe(4);
  // A solitaire never pairs.
  expect(dealSeed(paired, 1, 1)).not.toBe(dealSeed(paired, 0, 1));
});

it('records each bot’s decisions, per bot and not per seat', () => {
  const a = playSeriesGame(diceMatrix, { ...spec, paired: true }, 0);
  const b = playSeriesGame(diceMatrix, { ...spec, paired: true }, 1);
  // Seat 0 opens (the spare) and so plays one more turn or as many: the bots swap that role.
  for (const r of [a, b]) {
    expect(r.decisionMs).toHaveLength(2);
    expect(r.decisionMs.every((ms) => ms.every((x) => x >= 0))).toBe(true);
  }
  expect(a.decisionMs[0]!.length).toBeGreaterThanOrEqual(a.decisionMs[1]!.length);
  expect(b.decisionMs[1]!.length).toBeGreaterThanOrEqual(b.decisionMs[0]!.length);
});

it('stops a game at the step budget: no ending, not a win, every decision timed', () => {
  const solo = { ...spec, gameId: 'piecepack-matrix', bots: ['greedy'], maxSteps: 5 };
  const r = playSeriesGame(piecepackMatrix, solo, 0);
  expect(r.ending).toBeNull();
  expect(r.returns).toEqual([0]);
  expect(r.decisionMs[0]).toHaveLength(5);
  const whole = playSeriesGame(piecepackMatrix, { ...solo, maxSteps: undefined }, 0);
  expect(whole.ending).not.toBeNull();
});

it('playOut: true when the game ends, false when the budget comes first', () => {
  const first = (m: Match<unknown>) => () => diceMatrix.legalActions(m.state as never)[0]!;
  const m = new Match(diceMatrix, {}, 3);
  expect(playOut(m, first(m), 3)).toBe(false);
  expect(m.actions.length).toBeGreaterThanOrEqual(3);
  expect(playOut(m, first(m))).toBe(true);
  expect(playOut(m, first(m), 0)).toBe(true); // already over: nothing to stop
});
