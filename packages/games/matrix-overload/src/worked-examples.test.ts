/**
 * The rulebook's worked examples, replayed on positions built for them: the setup example
 * (three set-aside royals placed by similarity), the play example (the three places for the
 * 6♣ and what each overload does) and the ICE example (3♠ on the Q♠).
 */
import { IllegalActionError } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { positionAction } from './actions.js';
import { STANDARD_DECK, parseCard } from './cards.js';
import { matrixOverload as game } from './game.js';
import { fromPosition } from './position.js';
import { illegalReason, previewAction, rules } from './rules.js';

const code = (text: string) => parseCard(STANDARD_DECK, text)[0]!;

describe('setup example', () => {
  // 5♥ 2♥ 4♣ / 10♣ · 6♥ / 3♥ 7♣ 5♣, with K♣, Q♦, J♠ set aside in that order.
  const start = fromPosition({
    stacks: ['5♥', '2♥', '4♣', '10♣', '', '6♥', '3♥', '7♣', '5♣'],
    hand: 'K♣',
    setAside: ['Q♦', 'J♠'],
  });

  it('places K♣ next to 10♣, the highest card of its suit (left of the middle row)', () => {
    expect(game.legalActions(start)).toEqual([positionAction(10)]);
    expect(game.describeAction(start, positionAction(10))).toBe('K♣ next to 10♣ (left of row 2)');
  });

  it('places Q♦ next to 6♥: no diamonds, the highest red card', () => {
    const s = game.apply(start, positionAction(10));
    expect(s.hand).toBe(code('Q♦'));
    expect(game.legalActions(s)).toEqual([positionAction(4)]);
    expect(game.describeAction(s, positionAction(4))).toBe('Q♦ next to 6♥ (right of row 2)');
  });

  it('places J♠ next to 7♣: the 10♣ has no free outside position left', () => {
    const s = game.apply(game.apply(start, positionAction(10)), positionAction(4));
    expect(s.hand).toBe(code('J♠'));
    expect(game.legalActions(s)).toEqual([positionAction(7)]);
    expect(illegalReason(s, positionAction(10))).toMatch(/already holds K♣/);
    const done = game.apply(s, positionAction(7));
    expect(done.royals[10]).toBe(code('K♣'));
    expect(done.royals[4]).toBe(code('Q♦'));
    expect(done.royals[7]).toBe(code('J♠'));
    // The set-aside pile is empty: the first card is drawn from the top of the deck.
    expect(done.setAside).toEqual([]);
    expect(done.hand).toBe(s.deck[0]);
    expect(done.deck).toEqual(s.deck.slice(1));
  });
});

describe('play example', () => {
  // Before the move: 6♠ 7♣ 10♦ / 5♠ 8♦ 8♥ / 8♣ A♣ 9♣. Living royals: K♠ above column 1, J♦
  // (with 3♦ as ICE) right of row 1, K♥ right of row 2, J♣ below column 1, Q♠ left of row 1.
  // Six dead royals; the left of the middle row is empty; the K♣ is still in the deck.
  const start = fromPosition({
    stacks: ['6♠', '7♣', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
    outside: {
      0: 'K♠',
      1: { royal: 'J♠', dead: true },
      2: { royal: 'J♥', dead: true },
      3: { royal: 'J♦', ice: ['3♦'] },
      4: 'K♥',
      5: { royal: 'Q♥', dead: true },
      6: 'J♣',
      7: { royal: 'Q♦', dead: true },
      8: { royal: 'Q♣', dead: true },
      9: 'Q♠',
      11: { royal: 'K♦', dead: true },
    },
    hand: '6♣',
  });

  it('the position matches the description: 6 dead, 5 alive, one royal in the deck', () => {
    expect(rules.kills(start)).toBe(6);
    expect(start.royals.filter((r, p) => r >= 0 && !start.dead[p])).toHaveLength(5);
    expect(start.deck).toContain(code('K♣'));
    expect(rules.health(start, 3)).toBe(14);
  });

  it('the 6♣ has exactly three places: on the 6♠, the 5♠ and the A♣', () => {
    expect(game.legalActions(start)).toEqual([0, 3, 7]);
    expect(illegalReason(start, 1)).toMatch(/cannot go on 7♣/);
  });

  it('on the 5♠ it overloads the K♥ with 8♦ + 8♥ and fails on suit', () => {
    const pv = previewAction(start, 3);
    expect(pv.overloads).toEqual([
      {
        position: 4,
        royal: code('K♥'),
        cells: [4, 5],
        cards: [code('8♦'), code('8♥')],
        power: 16,
        health: 13,
        strong: true,
        result: 'wrong-suit',
      },
    ]);
    expect(pv.kills).toEqual([]);
    expect(game.describeAction(start, 3)).toBe(
      '6♣ on 5♠ — overload 16 on K♥ fails (8♦ and 8♥ are not all ♥)',
    );
    const s = game.apply(start, 3);
    expect(s.dead[4]).toBe(false);
    expect(s.idle).toBe(1);
  });

  it('on the A♣ it fires at nothing: the royal opposite is dead', () => {
    const pv = previewAction(start, 7);
    expect(pv.overloads).toEqual([]);
    expect(game.describeAction(start, 7)).toBe('6♣ on A♣ — no living royal opposite');
    expect(rules.kills(game.apply(start, 7))).toBe(6);
  });

  it('on the 6♠ it kills J♦ (7♣ + 10♦ = 17 ≥ 14) and J♣ (5♠ + 8♣ = 13 ≥ 11)', () => {
    const pv = previewAction(start, 0);
    expect(
      pv.overloads.map((o) => [rules.deck.text[o.royal], o.power, o.health, o.result]),
    ).toEqual([
      ['J♦', 17, 14, 'kill'],
      ['J♣', 13, 11, 'kill'],
    ]);
    expect(game.describeAction(start, 0)).toBe('6♣ on 6♠ — overload kills J♦ and J♣');
    const s = game.apply(start, 0);
    expect(s.dead[3]).toBe(true);
    expect(s.dead[6]).toBe(true);
    expect(rules.kills(s)).toBe(8);
    expect(s.stacks[0]).toEqual([code('6♠'), code('6♣')]);
    // The ICE stays with its dead royal.
    expect(s.ice[3]).toEqual([code('3♦')]);
    expect(s.idle).toBe(0);
    expect(s.ending).toBeNull();
  });

  it('rejects a royal position for a program that fits', () => {
    expect(() => game.apply(start, positionAction(10))).toThrow(IllegalActionError);
    expect(illegalReason(start, positionAction(10))).toMatch(/fits on 6♠.*cannot become ICE/);
  });
});

describe('ICE example', () => {
  // Every top shows 4 or more, so the 3♠ fits nowhere. K♠ and Q♠ are alive with no ICE; a J♣
  // (closer in value, but only the same colour) and a J♥ are alive too.
  const start = fromPosition({
    stacks: ['9♥', '4♦', '7♦', '10♥', '8♥', '6♦', '5♦', '9♦', '4♥'],
    outside: { 0: 'K♠', 4: 'Q♠', 7: 'J♣', 10: 'J♥' },
    hand: '3♠',
  });

  it('the 3♠ can only be ICE on the Q♠: same suit, and 12 is closer to 3 than 13', () => {
    expect(game.legalActions(start)).toEqual([positionAction(4)]);
    expect(illegalReason(start, positionAction(0))).toMatch(/Q♠ beats K♠/);
    expect(illegalReason(start, positionAction(7))).toMatch(/beats J♣/);
    expect(illegalReason(start, 0)).toMatch(/3♠ cannot go on 9♥/);
    expect(game.describeAction(start, positionAction(4))).toBe('ICE 3♠ on Q♠ (health 15)');
    const s = game.apply(start, positionAction(4));
    expect(s.ice[4]).toEqual([code('3♠')]);
    expect(rules.health(s, 4)).toBe(15);
    expect(s.idle).toBe(0);
  });
});
