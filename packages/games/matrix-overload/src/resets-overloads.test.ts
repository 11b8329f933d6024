/**
 * Resets (aces and jokers, the empty centre) and the details of overloads (who fires at whom,
 * colour and suit, the preview's fields), on hand-written positions.
 */
import { describe, expect, it } from 'vitest';
import { CENTRE } from './actions.js';
import { matrixOverload as game } from './game.js';
import { observe } from './observation.js';
import { fromPosition } from './position.js';
import { code, text, tight, specOf } from './positions.test-util.js';
import { illegalReason, previewAction } from './rules.js';

describe('resets', () => {
  const base = ['9♥', '8♥', '7♥', '2♣ 5♣ 9♣', '8♦', '7♦', '6♦', '10♥', '10♦'];

  it('send the stack to the bottom of the deck, first played first, as known cards', () => {
    const s = fromPosition({ stacks: base, hand: 'A♥', deckTop: ['4♠'] });
    const unknownBefore = s.unknown;
    expect(game.describeAction(s, 3)).toBe(
      'A♥ resets the 9♣ stack (3 cards to the bottom) — no living royal opposite',
    );
    expect(previewAction(s, 3).resetCards).toEqual([code('2♣'), code('5♣'), code('9♣')]);
    const after = game.apply(s, 3);
    expect(after.stacks[3]).toEqual([code('A♥')]);
    expect(after.hand).toBe(code('4♠'));
    expect(after.deck.slice(-3)).toEqual([code('2♣'), code('5♣'), code('9♣')]);
    expect(after.unknown).toBe(unknownBefore - 1);
    const o = observe(after);
    expect(o.knownBottom).toEqual([code('2♣'), code('5♣'), code('9♣')]);
    expect(o.unknownCount).toBe(after.deck.length - 3);
    expect(o.unknownCards).not.toContain(code('9♣'));
  });

  it('are drawn back in that order once the unknown cards are gone', () => {
    const s = tight({
      stacks: ['9♥', 'JK', '7♥', '2♣ 5♣ 9♣', '8♦', 'A♠', 'A♦', 'JK', 'A♣'],
      outside: { 0: 'K♥' },
      hand: 'A♥',
    });
    expect(s.deck).toEqual([]);
    let t = game.apply(s, 3);
    const drawn: string[] = [];
    for (let i = 0; i < 3; i++) {
      drawn.push(text(t.hand));
      expect(t.unknown).toBe(0);
      t = game.apply(t, game.legalActions(t).at(-1)!);
    }
    expect(drawn).toEqual(['2♣', '5♣', '9♣']);
  });

  it('an ace needs a stack of cards: not the empty centre; a joker may take it (value 0)', () => {
    const s = fromPosition({
      stacks: ['9♥', '8♥', '7♥', '10♣', '', '7♦', '6♦', '10♥', '10♦'],
      hand: 'A♠',
    });
    expect(game.legalActions(s)).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
    expect(illegalReason(s, CENTRE)).toBe(
      'A♠ resets a stack of cards, and the empty centre holds none',
    );
    const before = JSON.stringify(s);
    expect(() => game.apply(s, CENTRE)).toThrow(/the empty centre holds none/);
    expect(JSON.stringify(s)).toBe(before);
    const joker = fromPosition({ ...specOf(s), hand: 'JK' });
    expect(game.legalActions(joker)).toEqual([CENTRE]);
    const after = game.apply(joker, CENTRE);
    expect(after.stacks[CENTRE]).toEqual([code('JK')]);
    expect(after.deck.length).toBe(joker.deck.length - 1);
  });

  it('fire an overload from the reset cell', () => {
    const s = fromPosition({
      stacks: ['9♥', '8♥', '7♥', '4♣', '10♠', '9♣', '6♦', '10♥', '10♦'],
      outside: { 4: 'J♦', 10: 'K♣' },
      hand: 'A♠',
    });
    // Resetting the 4♣ (middle-left) fires at J♦ right of row 2 across 10♠ + 9♣ = 19.
    expect(game.describeAction(s, 3)).toBe(
      'A♠ resets the 4♣ stack (1 card to the bottom) — overload kills J♦',
    );
    // Resetting the 9♣ (middle-right) fires at K♣ across 10♠ + 4♣: not all ♣.
    expect(game.describeAction(s, 5)).toBe(
      'A♠ resets the 9♣ stack (1 card to the bottom) — overload 14 on K♣ fails (10♠ and 4♣ are not all ♣)',
    );
  });
});

describe('overload details', () => {
  it('a wild joker matches the king, but its 0 leaves the overload too weak', () => {
    const s = fromPosition({
      stacks: ['9♥', '8♥', '7♥', '2♣', 'JK', '10♥', '6♦', '10♣', '10♦'],
      outside: { 4: 'K♥' },
      hand: '3♣',
    });
    const o = previewAction(s, 3).overloads[0]!;
    expect([o.power, o.health, o.result]).toEqual([10, 13, 'too-weak']);
  });

  it('a line through the empty centre holds no two cards in a row: no overload, nothing said', () => {
    const s = fromPosition({
      stacks: ['9♥', '8♥', '7♥', '2♣', '', '10♥', '6♦', '10♣', '10♦'],
      outside: { 4: 'Q♦' },
      hand: '3♣',
    });
    const pv = previewAction(s, 3);
    expect(pv.overloads).toEqual([]);
    expect(pv.opposite).toEqual([4]);
    expect(game.describeAction(s, 3)).toBe('3♣ on 2♣');
    // With a card in the centre the same play fires: 5♥ + 10♥ = 15, all red, kills Q♦.
    const full = fromPosition({
      ...specOf(s),
      stacks: s.stacks.map((st, c) => (c === CENTRE ? ['5♥'] : st.map(text))),
    });
    expect(previewAction(full, 3).kills).toEqual([code('Q♦')]);
    // With no living royal at the far end, it says so.
    const none = fromPosition({ ...specOf(s), outside: {} });
    expect(game.describeAction(none, 3)).toBe('3♣ on 2♣ — no living royal opposite');
  });

  it('queens need their colour, kings their suit, jacks only power', () => {
    const s = fromPosition({
      stacks: ['2♠', '9♥', '4♦', '9♦', '8♥', '7♥', '6♦', '10♣', '10♦'],
      outside: { 3: 'Q♦', 6: 'K♦' },
      hand: '3♣',
    });
    // From the top-left: right of row 1 across 9♥ + 4♦ = 13 (both red) kills the Q♦; below
    // column 1 across 9♦ + 6♦ = 15 (both ♦) kills the K♦.
    expect(previewAction(s, 0).kills.map(text)).toEqual(['Q♦', 'K♦']);
    const weak = fromPosition({
      stacks: ['2♠', '9♥', '2♦', '9♦', '8♥', '7♥', '3♥', '10♣', '10♦'],
      outside: { 3: 'Q♦', 6: 'K♦' },
      hand: '3♣',
    });
    expect(previewAction(weak, 0).overloads.map((o) => o.result)).toEqual([
      'too-weak',
      'wrong-suit',
    ]);
  });
});
