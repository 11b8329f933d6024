/**
 * The playout estimate (estimate.ts): the family's, and behind the switch `WEIGH_KILLS` (off)
 * campaign chapters 2–6 weighing a kill by the royal. The kernel's copy is held to it by the parity test
 * (engine/conformance.test.ts).
 */
import { POSITIONS, estimateWith } from '@matrix-arcade/matrix-overload';
import { describe, expect, it } from 'vitest';
import { WEIGH_KILLS } from './engine/layout.js';
import { estimateCyber, weighsKills, weightedEstimate } from './estimate.js';
import { cybermancy } from './game.js';
import { cybermancyRules } from './rules.js';
import type { CybermancyState } from './state.js';

const PAIGE = 10;
const KING = 13;

/** A dealt run with a paige of swords at position 0 and a king at 1, one of them dead. */
function withRoyals(options: object, dead: 0 | 1): CybermancyState {
  const s = cybermancy.setup(options as never, 7);
  const royals = Array.from({ length: POSITIONS }, () => -1);
  royals[0] = PAIGE;
  royals[1] = KING;
  return {
    ...s,
    royals,
    dead: royals.map((_, p) => p === dead),
    ice: royals.map(() => []),
  } as unknown as CybermancyState;
}

describe('estimateCyber', () => {
  it('weighs kills in campaign chapters 2 to 6 only', () => {
    const chapters = [1, 2, 3, 4, 5, 6, 7].filter((c) =>
      weighsKills(cybermancy.setup({ mode: 'campaign', chapter: c } as never, 1)),
    );
    expect(chapters).toEqual([2, 3, 4, 5, 6]);
    for (const mode of ['basic', 'advanced', 'challenge']) {
      expect(weighsKills(cybermancy.setup({ mode } as never, 1))).toBe(false);
    }
  });

  it('the weighted estimate values a dead king three times a dead paige', () => {
    const options = { mode: 'campaign', chapter: 4 };
    const paigeDead = weightedEstimate(withRoyals(options, 0))[0];
    const kingDead = weightedEstimate(withRoyals(options, 1))[0];
    // (3/24)² against (1/24)², the rest of the formula equal.
    expect(kingDead / paigeDead).toBeCloseTo(9, 9);
  });

  it('the game uses the weighted estimate in chapter 4 only with the switch on', () => {
    const s = withRoyals({ mode: 'campaign', chapter: 4 }, 1);
    const want =
      (WEIGH_KILLS as number) === 1 ? weightedEstimate(s) : estimateWith(cybermancyRules, s);
    expect(cybermancy.estimateReturns?.(s)).toEqual(want);
    expect(weightedEstimate(s)).not.toEqual(estimateWith(cybermancyRules, s));
  });

  it('keeps the family estimate elsewhere: one kill is one kill', () => {
    for (const options of [{ mode: 'basic' }, { mode: 'campaign', chapter: 7 }]) {
      const a = withRoyals(options, 0);
      const b = withRoyals(options, 1);
      expect(estimateCyber(a)).toEqual(estimateWith(cybermancyRules, a));
      expect(estimateCyber(a)[0]).toBe(estimateCyber(b)[0]);
    }
  });
});
