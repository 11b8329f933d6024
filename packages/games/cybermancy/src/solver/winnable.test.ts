/**
 * CYBERMANCY's "was this deal winnable?": lost runs (basic and advanced mode) whose deals the
 * solver wins get a winning line the rules replay to a win; a tiny budget is undecided, said so.
 */
import { Match, playReplay, replayOf } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { cybermancy } from '../game.js';
import type { CybermancyOptions } from '../modes.js';
import { cybermancyWinnable } from './winnable.js';

function lostRun(seed: number, options: Partial<CybermancyOptions>) {
  const m = new Match(cybermancy, options, seed);
  while (m.state.ending === null) m.play(cybermancy.legalActions(m.state)[0]!);
  expect(m.state.ending).not.toBe('win');
  return replayOf(m);
}

describe('cybermancyWinnable', () => {
  it('answers lost runs with winning lines the rules replay to a win', () => {
    for (const [seed, options] of [
      [2, {}],
      [4, { mode: 'advanced' }],
    ] as const) {
      const replay = lostRun(seed, options);
      const answer = cybermancyWinnable(replay, { nodes: 3_000_000 });
      expect(answer.verdict).toBe('winnable');
      expect(answer.replay!.options).toEqual(replay.options);
      const states = playReplay(cybermancy, answer.replay!);
      answer.line.forEach((a, i) => {
        expect(cybermancy.legalActions(states[i]!)).toContain(a);
      });
      expect(states.at(-1)!.ending).toBe('win');
    }
  });

  it('says plainly when the budget is too small to decide', () => {
    const answer = cybermancyWinnable(lostRun(2, {}), { nodes: 200 });
    expect(answer).toMatchObject({
      verdict: 'undecided',
      reason: 'budget',
      line: [],
      replay: null,
    });
  });
});
