/**
 * "Was this deal winnable?" for MATR1X ØVERLØAD: lost runs whose deals the solver wins get a
 * winning line whose replay the real rules play, step by step, to a win; a budget too small to
 * decide says so; a state gives the same answer as the replay of its deal; progress rises to the
 * whole; bad input is refused with the field named.
 */
import {
  Match,
  OptionsError,
  ValidationError,
  type WinnableProgress,
  playReplay,
  replayOf,
} from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { matrixOverload } from '../game.js';
import { winnable } from './create-solver.js';

/** A run lost by always playing the first legal action. */
function lostRun(seed: number) {
  const m = new Match(matrixOverload, {}, seed);
  while (m.state.ending === null) m.play(matrixOverload.legalActions(m.state)[0]!);
  expect(m.state.ending).not.toBe('win');
  return { replay: replayOf(m), final: m.state };
}

describe('winnable (MATR1X ØVERLØAD)', () => {
  it('answers a lost run with a winning line the rules replay to a win', () => {
    for (const seed of [2, 5]) {
      const { replay } = lostRun(seed);
      const answer = winnable(replay, { nodes: 2_000_000 });
      expect(answer.verdict).toBe('winnable');
      expect(answer.replay).not.toBeNull();
      expect(answer.replay!.actions).toEqual(answer.line);
      expect(answer.replay!.seed).toBe(seed);
      // Step by step: every action legal where it is played, and the last state a win.
      const states = playReplay(matrixOverload, answer.replay!);
      answer.line.forEach((a, i) => {
        expect(matrixOverload.legalActions(states[i]!)).toContain(a);
      });
      expect(states.at(-1)!.ending).toBe('win');
    }
  });

  it('says plainly when the budget is too small to decide', () => {
    const { replay } = lostRun(1);
    const answer = winnable(replay, { nodes: 300 });
    expect(answer).toMatchObject({
      verdict: 'undecided',
      reason: 'budget',
      line: [],
      replay: null,
    });
    expect(answer.nodes).toBeLessThanOrEqual(300);
  });

  it('gives the same answer from the deal’s first state as from its replay; a lost end is not winnable', () => {
    const { replay, final } = lostRun(2);
    const fromReplay = winnable(replay, { nodes: 500_000 });
    const fromState = winnable({ state: matrixOverload.setup({}, 2) }, { nodes: 500_000 });
    expect(fromState.verdict).toBe(fromReplay.verdict);
    expect(fromState.line).toEqual(fromReplay.line);
    expect(fromState.replay).toBeNull();
    expect(winnable({ state: final }, { nodes: 10 })).toMatchObject({ verdict: 'not-winnable' });
  });

  it('reports its progress between rounds, rising to the whole when undecided', () => {
    const seen: WinnableProgress[] = [];
    winnable(lostRun(1).replay, { nodes: 90_000, onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(1);
    const fractions = seen.map((p) => p.fraction);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
    expect(seen.at(-1)!.nodes).toBeGreaterThan(seen[0]!.nodes);
  });

  it('refuses bad input, naming what was wrong', () => {
    const { replay } = lostRun(2);
    expect(() => winnable({ ...replay, game: 'another-game' })).toThrow(ValidationError);
    expect(() => winnable({ ...replay, actions: [9999] })).toThrow(/replay step 0/);
    expect(() => winnable(replay, { budgetMs: -1 })).toThrow(OptionsError);
    expect(() => winnable(replay, { budgetMs: Number.POSITIVE_INFINITY })).toThrow(/budget/);
    expect(() => winnable({ state: { matrix: 3 } as never })).toThrow(ValidationError);
  });
});
