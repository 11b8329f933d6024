/**
 * Matrix (piecepack)'s "was this deal winnable?": lost runs whose deals the solver wins get a
 * winning line that the rules replay to a win with the match's own dice; a budget too small says
 * so; the deal's first state with its seed gives the same answer; a later state is refused.
 */
import {
  CHANCE,
  Match,
  ValidationError,
  chanceRng,
  playReplay,
  replayOf,
  sampleChance,
} from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { piecepackMatrix } from '../game.js';
import { winnable } from './winnable.js';

/** A run lost by always playing the first legal action (dice from the match's own stream). */
function lostRun(seed: number) {
  const m = new Match(piecepackMatrix, {}, seed);
  let guard = 0;
  while (m.state.ending === null && guard++ < 5000) {
    m.play(piecepackMatrix.legalActions(m.state)[0]!);
  }
  expect(m.state.ending).not.toBe('win');
  expect(m.state.ending).not.toBeNull();
  return replayOf(m);
}

describe('winnable (Matrix, piecepack)', () => {
  it('answers a lost run with a winning line replayed by the rules with the match’s dice', () => {
    // Deals 4 and 7 are won by the solver within 3,000 nodes.
    for (const seed of [4, 7]) {
      const replay = lostRun(seed);
      const answer = winnable(replay, { nodes: 20_000 });
      expect(answer.verdict).toBe('winnable');
      const states = playReplay(piecepackMatrix, answer.replay!);
      expect(states.at(-1)!.ending).toBe('win');
      // The dice in the line are the ones a match with this seed rolls, in order.
      const rng = chanceRng(seed);
      answer.line.forEach((a, i) => {
        const s = states[i]!;
        if (piecepackMatrix.currentPlayer(s) === CHANCE) {
          expect(a).toBe(sampleChance(piecepackMatrix.chanceOutcomes(s), rng));
        } else {
          expect(piecepackMatrix.legalActions(s)).toContain(a);
        }
      });
    }
  });

  it('says plainly when the budget is too small to decide', () => {
    const answer = winnable(lostRun(1), { nodes: 50 });
    expect(answer).toMatchObject({
      verdict: 'undecided',
      reason: 'budget',
      line: [],
      replay: null,
    });
  });

  it('answers the same from a deal’s first state and its seed, and refuses a later state', () => {
    const replay = lostRun(4);
    const a = winnable(replay, { nodes: 20_000 });
    const b = winnable({ state: piecepackMatrix.setup({}, 4), seed: 4 }, { nodes: 20_000 });
    expect(b.verdict).toBe(a.verdict);
    expect(b.line).toEqual(a.line);
    const later = playReplay(piecepackMatrix, replay).at(-1)!;
    expect(() => winnable({ state: later, seed: 4 })).toThrow(ValidationError);
    expect(() => winnable({ state: later, seed: 4 })).toThrow(/first state of the deal of seed 4/);
  });
});
