/**
 * One worked case per card of the codex, on positions built for it: every reset, program,
 * haunt and burner, what it may target and what it does. Each case asserts what a wrong rule
 * would get wrong (a knight that fires, a burner with no target that is kept, a wild strength,
 * a world that leaves the royals at its ends).
 */
import { IllegalActionError } from '@matrix-arcade/core';
import { positionAction } from '@matrix-arcade/matrix-overload';
import { describe, expect, it } from 'vitest';
import { DISCARD, columnAction, rowAction, swapAction } from './actions.js';
import { TAROT_DECK, cardFace } from './deck.js';
import { cybermancy as game } from './game.js';
import { type CyberPositionSpec, buildCyberPosition } from './position.js';
import { cybermancyRules as rules } from './rules.js';
import type { CybermancyState } from './state.js';

const code = (t: string) => {
  const i = TAROT_DECK.text.indexOf(t);
  if (i < 0) throw new Error(`no card ${t}`);
  return i;
};
const cards = (s: string) => s.split(' ').map(code);
const MATRIX = ['9♠', '9♥', '9♦', '9♣', '3♠', '8♠', '8♥', '8♦', '8♣'];
const at = (spec: Partial<CyberPositionSpec> & { hand: string }): CybermancyState =>
  buildCyberPosition({ matrix: MATRIX, deck: [], unnamed: { shuffleIntoDeck: 1 }, ...spec });
const apply = (s: CybermancyState, a: number) => game.apply(s, a) as CybermancyState;

describe('resets', () => {
  it('the fool (0, wild) must reset a lowest stack: here the knight-topped one, worth 0', () => {
    const s = at({ hand: '0♔', matrix: { ...MATRIX, 4: '3♠ N♥' } });
    expect(game.legalActions(s)).toEqual([4]);
    expect(() => game.apply(s, 0)).toThrow(IllegalActionError);
    const after = apply(s, 4);
    expect(after.stacks[4]).toEqual([code('0♔')]);
    expect(after.deck.slice(-2)).toEqual(cards('3♠ N♥'));
    expect(cardFace(code('0♔')).wild).toBe(true);
  });

  it('the magician (1, wild) resets a lowest stack and then shows 1', () => {
    const s = at({ hand: '1♔' });
    expect(game.legalActions(s)).toEqual([4]); // the 3♠ is the lowest
    const after = apply(s, 4);
    expect(rules.topValue(after, 4)).toBe(1);
    expect(cardFace(code('1♔')).wild).toBe(true);
  });

  it('an ace resets any stack of cards, not an empty cell', () => {
    const s = at({ hand: 'A♦', matrix: { ...MATRIX, 4: '' } });
    expect(game.legalActions(s)).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
  });

  for (const [n, name] of [
    [17, 'the star'],
    [18, 'the moon'],
    [19, 'the sun'],
  ] as const) {
    it(`${name} resets any stack like an ace and shows 1 there (ruling 4)`, () => {
      const s = at({ hand: `${n}♔` });
      expect(game.legalActions(s)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      const after = apply(s, 8);
      expect(after.stacks[8]).toEqual([code(`${n}♔`)]);
      expect(rules.topValue(after, 8)).toBe(1);
      expect(game.describeAction(s, 8)).toMatch(/resets the 8♣ stack \(1 card to the bottom\)/);
    });
  }
});

describe('programs', () => {
  it('a minor 2–10 goes on a stack showing its value or less, else it is ICE', () => {
    const s = at({ hand: '7♥', royals: { 0: 'Q♥' } });
    expect(game.legalActions(s)).toEqual([4]);
    const low = at({ hand: '2♥', royals: { 0: 'Q♥', 3: 'K♠' } });
    expect(game.legalActions(low)).toEqual([positionAction(0)]); // ICE on the queen of cups
  });

  it('a 2–10 of trumps is wild: as ICE it matches any royal’s suit', () => {
    const s = at({ hand: '2♔', royals: { 0: 'K♠', 3: 'Q♥' } });
    // Both royals match the wild card's suit: the closer value (the queen, 12) takes it.
    expect(game.legalActions(s)).toEqual([positionAction(3)]);
    expect(cardFace(code('2♔')).wild).toBe(true);
  });

  it('strength (11) goes on a 10 and is not wild: with a 2♥ it cannot kill the Q♥', () => {
    const s = at({ hand: '11♔', matrix: { ...MATRIX, 1: '9♥', 2: '2♥' }, royals: { 3: 'Q♥' } });
    expect(game.legalActions(s)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(cardFace(code('11♔')).wild).toBe(false);
    const onZero = at({
      hand: '7♥',
      matrix: { ...MATRIX, 0: '5♥', 1: '4♠ 11♔', 2: '2♥' },
      royals: { 3: 'Q♥' },
    });
    expect(game.previewAction(onZero, 0).overloads[0]!.result).toBe('wrong-colour');
  });

  it('the hanged man (12) goes on strength and counts 12 in an overload', () => {
    const s = at({ hand: '12♔', matrix: { ...MATRIX, 0: '4♣ 11♔' } });
    expect(game.legalActions(s)).toContain(0);
    const fired = at({
      hand: '5♣',
      matrix: { ...MATRIX, 0: '4♠', 1: '4♣ 12♔', 2: '2♥' },
      royals: { 3: 'P♥' },
    });
    const pv = game.previewAction(fired, 0);
    expect(pv.overloads[0]!.power).toBe(14);
    expect(pv.kills).toEqual([code('P♥')]);
  });
});

describe('knights (haunts)', () => {
  it('go on any stack of cards, whatever its value, and fire no overload', () => {
    const s = at({
      hand: 'N♠',
      matrix: { ...MATRIX, 0: '2♠', 1: '9♥', 2: '10♥' },
      royals: { 3: 'P♦' },
    });
    expect(game.legalActions(s)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const after = apply(s, 0);
    expect(after.dead[3]).toBe(false); // 9♥ + 10♥ = 19 would kill the paige: a knight fires nothing
    expect(after.stacks[0]).toEqual(cards('2♠ N♠'));
    expect(game.describeAction(s, 0)).toMatch(/haunts 2♠ \(top-left\): programs are blocked/);
  });

  it('block programs from their stack; a program that fits nowhere else is ICE', () => {
    const s = at({ hand: '2♣', matrix: { ...MATRIX, 4: '', 0: '2♦ N♣' }, royals: { 3: 'K♣' } });
    expect(game.legalActions(s)).toEqual([4]);
    expect(game.previewAction).toBeDefined();
    const blocked = at({ hand: '2♣', matrix: { ...MATRIX, 0: '2♦ N♣' }, royals: { 3: 'K♣' } });
    expect(game.legalActions(blocked)).toEqual([positionAction(3)]);
    expect(rules.illegalReason(blocked, 0)).toMatch(/N♣ blocks programs from its stack/);
  });

  it('show 0 in an overload (10 + knight = 10 does not kill a paige) and may be covered by a knight', () => {
    const s = at({
      hand: '10♣',
      matrix: { ...MATRIX, 1: '10♥', 2: '2♥ N♦' },
      royals: { 3: 'P♦' },
    });
    const pv = game.previewAction(s, 0);
    expect(pv.overloads[0]!.power).toBe(10);
    expect(pv.overloads[0]!.result).toBe('too-weak');
    const again = at({ hand: 'N♥', matrix: { ...MATRIX, 2: '2♥ N♦' } });
    expect(game.legalActions(again)).toContain(2);
    expect(apply(again, 2).stacks[2]).toEqual(cards('2♥ N♦ N♥'));
  });
});

describe('burners', () => {
  const dead = { royal: 'Q♦', dead: true, ice: ['4♦'] };

  for (const b of ['13♔', '15♔']) {
    it(`${cardFace(code(b)).words} revives a dead royal with its ICE; with none it is discarded`, () => {
      const s = at({ hand: b, royals: { 3: dead, 0: 'K♠' } });
      expect(game.legalActions(s)).toEqual([positionAction(3)]);
      const after = apply(s, positionAction(3));
      expect(after.dead[3]).toBe(false);
      expect(rules.health(after, 3)).toBe(16);
      expect(after.discard).toEqual([code(b)]);
      expect(game.describeAction(s, positionAction(3))).toMatch(
        /revives Q♦ \(right of row 1, health 16\)/,
      );
      const none = at({ hand: b, royals: { 0: 'K♠' } });
      expect(game.legalActions(none)).toEqual([DISCARD]);
      const gone = apply(none, DISCARD);
      expect(gone.discard).toEqual([code(b)]);
      expect(gone.royals).toEqual(none.royals);
    });
  }

  for (const b of ['14♔', '20♔']) {
    it(`${cardFace(code(b)).words} kills any living royal, ICE and all; the last kill wins`, () => {
      const s = at({ hand: b, royals: { 3: dead, 0: { royal: 'K♠', ice: ['6♠'] }, 5: 'P♥' } });
      expect(game.legalActions(s)).toEqual([positionAction(0), positionAction(5)]);
      expect(() => game.apply(s, DISCARD)).toThrow(/must be used/);
      const after = apply(s, positionAction(0));
      expect(after.dead[0]).toBe(true);
      expect(after.discard).toEqual([code(b)]);
      // Every other royal dead: the kill wins the run.
      const others = 'P♠ P♥ P♦ P♣ Q♠ Q♥ Q♦ Q♣ K♥ K♦ K♣'.split(' ');
      const last = at({
        hand: b,
        royals: Object.fromEntries([
          ['0', 'K♠'],
          ...others.map((r, i) => [String(i + 1), { royal: r, dead: true }]),
        ]),
      });
      expect(apply(last, positionAction(0)).ending).toBe('win');
    });
  }

  it('the tower swaps two living royals with their ICE; with fewer than two it is discarded', () => {
    const s = at({ hand: '16♔', royals: { 0: { royal: 'K♠', ice: ['5♠'] }, 5: 'P♥', 3: dead } });
    expect(game.legalActions(s)).toEqual([swapAction(0, 5)]);
    const after = apply(s, swapAction(0, 5));
    expect(after.royals[0]).toBe(code('P♥'));
    expect(after.royals[5]).toBe(code('K♠'));
    expect(after.ice[5]).toEqual([code('5♠')]);
    expect(rules.health(after, 5)).toBe(18);
    const one = at({ hand: '16♔', royals: { 0: 'K♠', 3: dead } });
    expect(game.legalActions(one)).toEqual([DISCARD]);
  });

  it('the world resets a row: its stacks, then the living royal at an end with its ICE, go under the deck; the dead stay', () => {
    const s = at({
      hand: '21♔',
      matrix: { ...MATRIX, 3: '2♣ 9♣' },
      royals: { 10: { royal: 'K♣', ice: ['3♣'] }, 4: { royal: 'P♦', dead: true } },
    });
    expect(game.legalActions(s)).toEqual(
      [0, 1, 2, 3, 4, 5].map((l) => (l < 3 ? rowAction(l) : columnAction(l - 3))),
    );
    const before = s.deck.length;
    const after = apply(s, rowAction(1));
    expect([after.stacks[3], after.stacks[4], after.stacks[5]]).toEqual([[], [], []]);
    expect(after.deck.length).toBe(before - 1 + 6); // one drawn, 4 stack cards + K♣ + 3♣ under
    expect(after.deck.slice(-6)).toEqual(cards('2♣ 9♣ 3♠ 8♠ K♣ 3♣'));
    expect(after.royals[10]).toBe(-1);
    expect(after.ice[10]).toEqual([]);
    expect(after.royals[4]).toBe(code('P♦'));
    expect(after.dead[4]).toBe(true);
    expect(after.discard).toEqual([code('21♔')]);
    expect(game.describeAction(s, rowAction(1))).toMatch(
      /resets row 2: 6 cards go under the deck, K♣ among them/,
    );
  });

  it('burners met while dealing are discarded without effect and never reach the matrix', () => {
    let found = false;
    for (let seed = 1; seed < 200 && !found; seed++) {
      const s = game.setup({ mode: 'advanced' }, seed) as CybermancyState;
      for (const st of s.stacks) for (const c of st) expect(cardFace(c).burner).toBe(false);
      if (s.discard.length > 0) {
        found = true;
        for (const c of s.discard) expect(cardFace(c).burner).toBe(true);
        expect(s.deck).not.toContain(s.discard[0]);
      }
    }
    expect(found).toBe(true);
  });
});
