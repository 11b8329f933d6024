/**
 * What a package user meets first: the game typed over `CybermancyState`, the royal health
 * function, a retired position's unnamed knights, resets and burners, and position specs that
 * refuse keys they do not know.
 */
import { ValidationError } from '@matrix-arcade/core';
import { outside } from '@matrix-arcade/matrix-overload';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { TAROT_DECK } from './deck.js';
import { cybermancy, cybermancyHealth } from './game.js';
import { buildCyberPosition } from './position.js';
import { cybermancyRules } from './rules.js';
import type { CybermancyState, SetupInfo } from './state.js';

const code = (t: string) => {
  const i = TAROT_DECK.text.indexOf(t);
  if (i < 0) throw new Error(`no card ${t}`);
  return i;
};
const MATRIX = ['9♠', '9♥', '9♦', '9♣', '3♠', '8♠', '8♥', '8♦', '8♣'];

function refusal(f: () => unknown): ValidationError {
  try {
    f();
  } catch (e) {
    if (ValidationError.is(e)) return e;
    throw e;
  }
  throw new Error('expected a ValidationError');
}

describe('the CYBERMANCY game is typed over CybermancyState', () => {
  it("lets a user read the setup's challenge card (the README's example)", () => {
    const s = cybermancy.setup({ mode: 'challenge' }, 42);
    expectTypeOf(s).toEqualTypeOf<CybermancyState>();
    expectTypeOf(s.setup).toEqualTypeOf<SetupInfo>();
    expect(TAROT_DECK.role[s.setup.challenge]).toBeGreaterThan(0);
    const next = cybermancy.apply(s, cybermancy.legalActions(s)[0]!);
    expectTypeOf(next).toEqualTypeOf<CybermancyState>();
    expect(next.discard).toEqual(s.discard);
    expectTypeOf(cybermancy.observe(s, 0).discard).toEqualTypeOf<readonly number[]>();
  });
});

describe("a royal's health is on the game", () => {
  const s = buildCyberPosition({
    matrix: MATRIX,
    royals: { [outside.right(1)]: { royal: 'Q♦', ice: ['5♦', '2♣'] }, [outside.above(1)]: 'K♠' },
    hand: 'P♥',
    deck: [],
    unnamed: { shuffleIntoDeck: 3 },
  });

  it('is the base value plus the ICE, -1 where no royal is', () => {
    expect(cybermancy.royalHealth(s, outside.right(1))).toBe(12 + 5 + 2);
    expect(cybermancyHealth(s, outside.above(1))).toBe(13);
    expect(cybermancy.royalHealth(s, outside.left(2))).toBe(-1);
  });

  it('refuses a position that is not one', () => {
    expect(() => cybermancy.royalHealth(s, 12)).toThrow(RangeError);
  });
});

describe("buildCyberPosition with unnamed: 'retire'", () => {
  const s = buildCyberPosition({
    matrix: MATRIX,
    royals: { [outside.right(1)]: 'Q♦' },
    hand: '5♥',
    deck: ['6♥', 'N♠', '13♔'],
    unnamed: 'retire',
  });

  it('takes unnamed knights, burners and the star, moon and sun out of the run', () => {
    const retired = s.setup.retired ?? [];
    for (const t of ['N♥', 'N♦', 'N♣', '14♔', '21♔', '17♔', '18♔', '19♔', 'A♠', '0♔']) {
      expect(retired).toContain(code(t));
    }
    // Named cards stay in play; royals and programs retire as in the family (dead, ICE).
    expect(retired).not.toContain(code('N♠'));
    expect(retired).not.toContain(code('13♔'));
    expect(retired.some((c) => TAROT_DECK.role[c] === 0)).toBe(false);
    expect(cybermancyRules.cardsInGame(s)![code('N♥')]).toBe(false);
  });

  it('gives a state that saves, loads and plays', () => {
    const json = cybermancy.codec!.toJSON(s);
    expect(cybermancy.codec!.fromJSON(json)).toEqual(s);
    expect(cybermancy.legalActions(s).length).toBeGreaterThan(0);
  });
});

describe('position specs refuse keys they do not know', () => {
  it('names a stray key and the keys allowed', () => {
    const e = refusal(() =>
      buildCyberPosition({
        matrix: MATRIX,
        hand: '5♥',
        deck: [],
        unnamed: 'retire',
        seed: 5,
      } as never),
    );
    expect(e.code).toBe('VALIDATION');
    expect(e.path).toBe('position.seed');
    expect(e.message).toMatch(/allowed keys are .*matrix.*setup.*discard/);
    expect(e.message).not.toMatch(/extra/);
  });

  it('checks the details of an outside position too', () => {
    const e = refusal(() =>
      buildCyberPosition({
        matrix: MATRIX,
        royals: { [outside.right(1)]: { royal: 'Q♦', health: 12 } as never },
        hand: '5♥',
        deck: [],
        unnamed: 'retire',
      }),
    );
    expect(e.path).toBe(`position.royals["${outside.right(1)}"].health`);
    expect(e.message).toMatch(/royal, dead, ice/);
  });
});
