/**
 * CYBERMANCY's types are inferred, not written (issue 39): the edition spec is generic over the
 * edition's state, observation and preview, so `new Match(cybermancy, {}, 1)` in strict mode is a
 * match of `CybermancyState`s with no type argument, `observe` gives a `CybermancyObservation`
 * and `previewAction` a `CybermancyPreview`, as does the rules object's `preview` (what the web's
 * family board reads), whose `kind` tells the family's previews from the new kinds. The
 * `expectTypeOf` lines and the uncast calls are checked by the
 * package's typecheck (tsc over the tests); the runtime lines check the values agree.
 */
import { Match, playGame, randomBot } from '@matrix-arcade/core';
import { type ActionPreview, describePreview } from '@matrix-arcade/matrix-overload';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type CybermancyGame, cybermancy } from './game.js';
import type { BurnerEffect, CybermancyPreview } from './preview.js';
import { buildCyberPosition } from './position.js';
import { cybermancyRules } from './rules.js';
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

  it("the rules' preview is CYBERMANCY's; a family kind narrows it to the family's preview", () => {
    expectTypeOf(cybermancyRules.preview).returns.toEqualTypeOf<CybermancyPreview>();
    const matrix = ['9♠', '9♥', '9♦', '9♣', '3♠', '8♠', '8♥', '8♦', '8♣'];
    const at = (hand: string) =>
      buildCyberPosition({ matrix, hand, deck: [], unnamed: { shuffleIntoDeck: 1 } });
    // Kinds seen: an ace resets (a family kind), a knight haunts (a new one), on every stack.
    const kinds = (hand: string) => {
      const s = at(hand);
      expectTypeOf(s).toEqualTypeOf<CybermancyState>();
      const seen = { family: 0, cyber: 0 };
      for (const action of cybermancy.legalActions(s)) {
        const pv = cybermancyRules.preview(s, action);
        // An `if` ruling out the new kinds narrows as the `switch` below does.
        const newKind =
          pv.kind === 'haunt' ||
          pv.kind === 'revive' ||
          pv.kind === 'kill' ||
          pv.kind === 'swap' ||
          pv.kind === 'world' ||
          pv.kind === 'discard';
        if (!newKind) expectTypeOf(pv).toExtend<ActionPreview>();
        switch (pv.kind) {
          case 'haunt':
          case 'revive':
          case 'kill':
          case 'swap':
          case 'world':
          case 'discard':
            expectTypeOf(pv.burner).toEqualTypeOf<BurnerEffect | null>();
            seen.cyber++;
            break;
          default:
            // No cast: the family's words take it as it is, and say what the game says.
            expectTypeOf(pv).toExtend<ActionPreview>();
            expect(pv.burner).toBeNull();
            expect(describePreview(cybermancyRules, pv)).toBe(cybermancy.describeAction(s, action));
            seen.family++;
        }
      }
      return seen;
    };
    expect(kinds('A♦')).toEqual({ family: 9, cyber: 0 });
    expect(kinds('N♥')).toEqual({ family: 0, cyber: 9 });
  });
});
