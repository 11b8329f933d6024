/**
 * CYBERMANCY's types are inferred, not written (issue 39): the edition spec is generic over the
 * edition's state, observation and preview, so `new Match(cybermancy, {}, 1)` in strict mode is a
 * match of `CybermancyState`s with no type argument, `observe` gives a `CybermancyObservation`
 * and `previewAction` a `CybermancyPreview`. The `expectTypeOf` lines are checked by the
 * package's typecheck (tsc over the tests); the runtime lines check the values agree.
 */
import { Match, playGame, randomBot } from '@matrix-arcade/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type CybermancyGame, cybermancy } from './game.js';
import type { CybermancyPreview } from './preview.js';
import type { CybermancyObservation, CybermancyState } from './state.js';

describe('CYBERMANCY types infer', () => {
  it('new Match(cybermancy, {}, 1) is a match of CybermancyState, with no type arguments', () => {
    const match = new Match(cybermancy, {}, 1);
    expectTypeOf(match.state).toEqualTypeOf<CybermancyState>();
    // The edition's fields, typed: no cast needed to read them.
    expect(match.state.setup.mode).toBe('basic');
    expect(Array.isArray(match.state.discard)).toBe(true);
  });

  it("observe, determinize and previewAction carry the edition's own types", () => {
    const s = cybermancy.setup({}, 2);
    expectTypeOf(s).toEqualTypeOf<CybermancyState>();
    const o = cybermancy.observe(s, 0);
    expectTypeOf(o).toEqualTypeOf<CybermancyObservation>();
    expect(o.setup).toEqual(s.setup);
    const action = cybermancy.legalActions(s)[0]!;
    expectTypeOf(cybermancy.previewAction(s, action)).toEqualTypeOf<CybermancyPreview>();
    expectTypeOf(cybermancy.apply).returns.toEqualTypeOf<CybermancyState>();
    expectTypeOf<CybermancyGame['determinize']>().returns.toEqualTypeOf<CybermancyState>();
  });

  it('playGame returns a CybermancyState', async () => {
    const played = await playGame(cybermancy, [randomBot(3)], { seed: 3, maxSteps: 5 });
    expectTypeOf(played.state).toEqualTypeOf<CybermancyState>();
    expect(played.state.setup.mode).toBe('basic');
  });
});
