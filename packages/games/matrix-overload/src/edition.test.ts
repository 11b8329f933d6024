/**
 * The edition spec: what `compileEdition` makes of a spec (the traits as per-card tables, the
 * hooks' defaults) and what it refuses (a role the deck does not have).
 */
import { describe, expect, it } from 'vitest';
import { CENTRE } from './actions.js';
import { STANDARD_DECK } from './cards.js';
import { STANDARD_EDITION, compileEdition } from './edition.js';
import { createRules } from './rules.js';

describe('compileEdition', () => {
  it('gives the standard game no traits, no roles of its own and the family hooks', () => {
    const e = compileEdition(STANDARD_EDITION);
    expect(e.blocks.every((b) => b === 0)).toBe(true);
    expect(e.neverInMatrix.every((b) => b === 0)).toBe(true);
    expect(e.escape.every((b) => b === 0)).toBe(true);
    expect(e.roles.every((r) => r === undefined)).toBe(true);
    expect(e.actionCount).toBe(21);
    expect(e.mayBeEmpty(CENTRE)).toBe(true);
    expect(e.mayBeEmpty(0)).toBe(false);
    expect(e.retire).toBeNull();
  });

  it('turns a trait, given by role name, into a table by card code', () => {
    const e = compileEdition({ ...STANDARD_EDITION, traits: { blocks: ['hard-reset'] } });
    const jokers = [52, 53];
    for (let c = 0; c < STANDARD_DECK.size; c++) {
      expect(e.blocks[c]).toBe(jokers.includes(c) ? 1 : 0);
    }
    // The rules read it: a joker on top keeps every program off its stack.
    const rules = createRules({ ...STANDARD_EDITION, traits: { blocks: ['hard-reset'] } });
    const s = rules.newState(3);
    const withJoker = { ...s, stacks: s.stacks.map((st, i) => (i === 0 ? [...st, 52] : st)) };
    expect(rules.accepts(withJoker, 0, 9)).toBe(false);
    expect(rules.accepts(withJoker, 4, 9)).toBe(true);
  });

  it('refuses a role the deck does not have, naming it', () => {
    expect(() => compileEdition({ ...STANDARD_EDITION, traits: { escape: ['burner'] } })).toThrow(
      /traits.escape: the deck has no role "burner"/,
    );
    expect(() =>
      compileEdition({
        ...STANDARD_EDITION,
        roles: { haunt: { legal: () => [], illegal: () => '', resolve: (_e, s) => s } },
      }),
    ).toThrow(/roles: the deck has no role "haunt"/);
  });
});
