/**
 * The rules on positions built for each point: the deal, every choice the rulebook leaves to
 * the player as its own action (joker ties, corner sides, royal and ICE ties), preventative
 * ICE, resets and the order they put cards in, wild jokers and the empty centre, each ending,
 * and illegal actions rejected with their reason.
 */
import { IllegalActionError, TERMINAL } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { CENTRE, POSITIONS, positionAction } from './actions.js';
import { ROYAL, STANDARD_DECK } from './cards.js';
import { codec } from './codec.js';
import { matrixOverload as game } from './game.js';
import { observe } from './observation.js';
import { fromPosition } from './position.js';
import { code, text, tight } from './positions.test-util.js';
import { illegalReason, previewAction, rules } from './rules.js';
import type { MatrixOverloadState } from './state.js';

const snapshot = (s: MatrixOverloadState) => JSON.stringify(codec.toJSON(s));

describe('the deal', () => {
  it('deals 8 non-royal cards around an empty centre and sets royals aside in order', () => {
    let sawAside = false;
    for (let seed = 1; seed <= 200; seed++) {
      const s = game.setup({}, seed);
      expect(s.stacks[CENTRE]).toEqual([]);
      s.stacks.forEach((st, cell) => {
        if (cell === CENTRE) return;
        expect(st).toHaveLength(1);
        expect(STANDARD_DECK.role[st[0]!]).not.toBe(ROYAL);
      });
      if (s.setAside.length > 0) {
        sawAside = true;
        expect(STANDARD_DECK.role[s.hand]).toBe(ROYAL);
      }
      // Everything not dealt is in the deck, all of it unknown, nothing placed yet.
      expect(s.deck.length).toBe(54 - 8 - 1 - s.setAside.length);
      expect(s.unknown).toBe(s.deck.length);
      expect(s.royals.every((r) => r === -1)).toBe(true);
      expect(s.setAside.every((c) => STANDARD_DECK.role[c] === ROYAL)).toBe(true);
      expect(codec.fromJSON(codec.toJSON(s))).toEqual(s);
    }
    expect(sawAside).toBe(true);
  });

  it('is fixed by the seed', () => {
    expect(snapshot(game.setup({}, 42))).toBe(snapshot(game.setup({}, 42)));
    expect(snapshot(game.setup({}, 42))).not.toBe(snapshot(game.setup({}, 43)));
  });

  it('asks for set-aside royals one by one before the first draw', () => {
    let seed = 1;
    let s = game.setup({}, seed);
    while (s.setAside.length < 1) s = game.setup({}, ++seed);
    const order = [s.hand, ...s.setAside];
    const deck = s.deck;
    for (const royal of order) {
      expect(s.hand).toBe(royal);
      expect(s.deck).toBe(deck);
      s = game.apply(s, game.legalActions(s)[0]!);
    }
    expect(s.hand).toBe(deck[0]);
    expect(s.royals.filter((r) => r >= 0).sort()).toEqual([...order].sort());
  });
});

describe('choices offered as separate actions', () => {
  const filler = ['9♥', '8♥', '7♥', '9♦', '8♦', '7♦', '6♦', '10♥', '10♦'];

  it('a joker chooses among tied lowest stacks', () => {
    const s = fromPosition({
      stacks: ['9♥', '8♥', 'A♠', '9♦', '8♦', '7♦', 'A♥', '10♥', '10♦'],
      hand: 'JK',
    });
    expect(game.legalActions(s)).toEqual([2, 6]);
    expect(illegalReason(s, 1)).toMatch(/must reset a lowest stack: A♠.*shows 1.*shows 8/);
    expect(game.describeAction(s, 6)).toBe(
      'JK resets the A♥ stack (1 card to the bottom) — no living royal opposite',
    );
    // A joker showing 0 is lower than any ace; the empty centre too.
    const low = fromPosition({ stacks: filler.map((f, i) => (i === 3 ? 'JK' : f)), hand: 'JK' });
    expect(game.legalActions(low)).toEqual([3]);
    const empty = fromPosition({ stacks: filler.map((f, i) => (i === 4 ? '' : f)), hand: 'JK' });
    expect(game.legalActions(empty)).toEqual([4]);
  });

  it('a royal next to a corner card chooses the side', () => {
    const s = fromPosition({
      stacks: ['9♠', '8♥', '7♥', '9♦', '8♦', '7♦', '6♦', '10♥', '10♦'],
      hand: 'K♠',
    });
    // 9♠ is top-left: above column 1 (position 0) or left of row 1 (position 9).
    expect(game.legalActions(s)).toEqual([positionAction(0), positionAction(9)]);
    expect(game.describeAction(s, positionAction(9))).toBe('K♠ next to 9♠ (left of row 1)');
    // With one side taken the other is the only choice.
    const one = fromPosition({
      stacks: ['9♠', '8♥', '7♥', '9♦', '8♦', '7♦', '6♦', '10♥', '10♦'],
      outside: { 0: 'J♥' },
      hand: 'K♠',
    });
    expect(game.legalActions(one)).toEqual([positionAction(9)]);
  });

  it('a royal chooses between equally similar cards', () => {
    // No black card at all: the highest cards of any suit, two 7s, tie.
    const s = fromPosition({
      stacks: ['2♥', '7♥', '3♥', '4♦', '5♦', '6♥', '2♦', '7♦', '3♦'],
      hand: 'K♠',
    });
    expect(game.legalActions(s)).toEqual([positionAction(1), positionAction(7)]);
  });

  it('a joker on top is the suit the player declares: next to it, or to the best other card', () => {
    const s = fromPosition({
      stacks: ['10♠', 'JK', '9♠', '8♠', '7♠', '6♣', '5♣', '4♣', '3♣'],
      hand: 'K♥',
    });
    // No hearts: declared a heart, the joker (top-middle) is the most similar card; declared a
    // black suit, the 10♠ (top-left, two free sides) is. Each is a legal action.
    expect(game.legalActions(s)).toEqual([positionAction(0), positionAction(1), positionAction(9)]);
    expect(game.apply(s, positionAction(1)).royals[1]).toBe(code('K♥'));
    // A heart in the matrix beats the joker whatever it is declared: 2♥ (value 2) > joker (0).
    const hearts = fromPosition({
      stacks: ['10♠', 'JK', '2♥', '8♠', '7♠', '6♣', '5♣', '4♣', '3♣'],
      hand: 'K♥',
    });
    expect(game.legalActions(hearts)).toEqual([positionAction(2), positionAction(9 - 9 + 3)]);
    expect(illegalReason(hearts, positionAction(1))).toMatch(/2♥ \(top-right\) beats JK/);
  });

  it('ICE chooses between equally similar living royals', () => {
    const s = fromPosition({
      stacks: ['9♥', '4♥', '7♥', '10♥', '8♥', '6♥', '5♥', '9♠', '4♠'],
      outside: { 1: 'Q♠', 7: 'Q♣', 4: { royal: 'J♦', dead: true } },
      hand: '3♦',
    });
    // 3♦ fits nowhere; neither queen shares its suit or colour; both are 12: a tie. The dead
    // J♦ (same suit) takes no ICE.
    expect(game.legalActions(s)).toEqual([positionAction(1), positionAction(7)]);
    expect(illegalReason(s, positionAction(4))).toMatch(/only the dead J♦/);
    const after = game.apply(s, positionAction(7));
    expect(after.ice[7]).toEqual([code('3♦')]);
    expect(rules.health(after, 7)).toBe(15);
  });
});

describe('preventative ICE', () => {
  const stacks = ['9♥', '9♠', '7♥', '10♥', '8♥', '6♥', '5♥', '9♦', '4♦'];
  // The same tops with every ace and joker underneath, for positions where all else is out.
  const withResets = ['A♠ 9♥', 'A♥ 9♠', 'A♦ 7♥', 'A♣ 10♥', 'JK 8♥', 'JK 6♥', '5♥', '9♦', '4♦'];

  it('goes next to the most similar card when no royal is alive, and a royal takes it up', () => {
    const s = tight({
      stacks: withResets,
      outside: {},
      hand: '3♠',
      deck: ['K♠', '2♣'],
    });
    // Every royal but K♠ is dead and out of the way; K♠ is in the deck.
    expect(s.royals.filter((r) => r >= 0)).toHaveLength(11);
    expect(s.dead.filter(Boolean)).toHaveLength(11);
    const free = s.royals.flatMap((r, p) => (r < 0 ? [p] : []));
    expect(free).toEqual([11]);
    // Only position 11 is free; the 3♠ goes there whatever the similarity.
    expect(game.legalActions(s)).toEqual([positionAction(11)]);
    const pv = previewAction(s, positionAction(11));
    expect(pv.kind).toBe('preventative-ice');
    expect(game.describeAction(s, positionAction(11))).toBe(
      'preventative ICE 3♠ next to 5♥ (left of row 3)',
    );
    const s2 = game.apply(s, positionAction(11));
    expect(s2.ice[11]).toEqual([code('3♠')]);
    expect(s2.hand).toBe(code('K♠'));
    expect(game.legalActions(s2)).toEqual([positionAction(11)]);
    expect(game.describeAction(s2, positionAction(11))).toBe(
      'K♠ next to 5♥ (left of row 3), taking up preventative ICE 3♠ (health 16) — caught in an infinite loop: the run is lost',
    );
    const s3 = game.apply(s2, positionAction(11));
    expect(rules.health(s3, 11)).toBe(16);
    // The last royal is placed and the only spades left in play, 9♠ and A♠, make 10 < 16: no
    // kill can ever come, so the run is stuck at once (ruling 29).
    expect(s3.ending).toBe('infinite-loop');
    expect(game.outcome(s3)!.summary).toMatch(/no two cards left in play can kill a living royal/);
  });

  it('follows royal placement: the highest card of the same suit, with a free position', () => {
    const s = fromPosition({ stacks, outside: { 1: { royal: 'Q♥', dead: true } }, hand: '3♠' });
    // The 9♠ (top-middle) has its only outside position taken by a dead royal, and no other
    // card is black: the highest card then, the 10♥ (middle-left).
    expect(game.legalActions(s)).toEqual([positionAction(10)]);
    const pile = game.apply(s, positionAction(10));
    expect(pile.royals[10]).toBe(-1);
    expect(pile.ice[10]).toEqual([code('3♠')]);
  });

  it('a royal placed on preventative ICE above 20 is black ICE', () => {
    const s = tight({
      stacks: withResets,
      outside: { 11: { ice: ['5♠', '4♠'] } },
      hand: '2♣',
      deck: ['K♠', '2♠'],
    });
    const s2 = game.apply(s, positionAction(11));
    expect(s2.ice[11]).toEqual([code('5♠'), code('4♠'), code('2♣')]);
    expect(s2.hand).toBe(code('K♠'));
    expect(previewAction(s2, positionAction(11)).health).toBe(24);
    expect(game.describeAction(s2, positionAction(11))).toMatch(
      /taking up preventative ICE 5♠, 4♠ and 2♣ \(health 24\) — black ICE: the run is lost$/,
    );
    const end = game.apply(s2, positionAction(11));
    expect(end.ending).toBe('black-ice');
    expect(game.currentPlayer(end)).toBe(TERMINAL);
    expect(game.returns(end)).toEqual([0]);
    expect(game.outcome(end)!.summary).toMatch(/K♠ reached health 24/);
  });
});

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

describe('endings', () => {
  it('win: the last royal dies', () => {
    const s = tight({
      stacks: ['6♠', '7♣', '10♦', 'JK 5♠', 'A♠ 8♦', 'A♥ 8♥', 'A♣', 'JK', 'A♦ 9♣'],
      outside: { 3: { royal: 'J♦', ice: ['3♦'] } },
      hand: '6♣',
      deck: ['4♠', '4♥'],
    });
    expect(game.describeAction(s, 0)).toBe(
      '6♣ on 6♠ — overload kills J♦; every royal is dead: the run is won',
    );
    const end = game.apply(s, 0);
    expect(end.ending).toBe('win');
    expect(end.hand).toBe(-1);
    expect(game.returns(end)).toEqual([1]);
    expect(game.outcome(end)).toEqual({
      ending: 'win',
      winners: [0],
      scores: [12],
      summary: 'Every royal is dead: the run is won (12 of 12 royals killed).',
    });
    expect(game.legalActions(end)).toEqual([]);
    expect(illegalReason(end, 0)).toBe('the run is over');
  });

  it('out of time: the card that empties the deck is resolved first', () => {
    const s = tight({
      stacks: ['9♥', 'JK', '7♥', 'A♠', '8♦', 'A♣', 'A♦', 'JK', 'A♥'],
      outside: { 0: 'K♥' },
      hand: '2♣',
    });
    expect(s.deck).toEqual([]);
    const end = game.apply(s, 1);
    expect(end.ending).toBe('out-of-time');
    expect(end.stacks[1]!.map(text)).toEqual(['JK', '2♣']);
    expect(game.returns(end)).toEqual([0]);
    expect(game.outcome(end)!.scores).toEqual([11]);
    // A reset that empties nothing... but refills the deck goes on.
    const reset = tight({
      stacks: ['9♥', 'JK', '7♥', '2♣ 3♣', '8♦', 'A♣', 'A♦', 'JK', 'A♥'],
      outside: { 0: 'K♥' },
      hand: 'A♠',
    });
    const on = game.apply(reset, 3);
    expect(on.ending).toBeNull();
    expect(on.hand).toBe(code('2♣'));
  });

  it('a kill with the last card of the deck wins rather than running out of time', () => {
    const s = tight({
      stacks: ['6♠', '7♣', '10♦', 'JK 5♠', 'A♠ 8♦', 'A♥ 8♥', 'A♣', 'JK', 'A♦ 9♣'],
      outside: { 3: { royal: 'J♦', ice: ['3♦'] } },
      hand: '6♣',
    });
    expect(s.deck).toEqual([]);
    expect(game.apply(s, 0).ending).toBe('win');
    expect(game.apply(s, 7).ending).toBe('out-of-time');
  });

  it('black ICE: health above 20 ends the run; exactly 20 does not', () => {
    const stacks = ['9♥', '4♥', '7♥', '10♥', '8♥', '6♥', '5♥', '9♠', '4♠'];
    const at20 = fromPosition({ stacks, outside: { 0: { royal: 'K♠', ice: ['4♣'] } }, hand: '3♠' });
    const ok = game.apply(at20, positionAction(0));
    expect(rules.health(ok, 0)).toBe(20);
    expect(ok.ending).toBeNull();
    const at21 = fromPosition({ stacks, outside: { 0: { royal: 'K♠', ice: ['5♣'] } }, hand: '3♠' });
    expect(game.describeAction(at21, positionAction(0))).toBe(
      'ICE 3♠ on K♠ (health 21) — black ICE: the run is lost',
    );
    const end = game.apply(at21, positionAction(0));
    expect(end.ending).toBe('black-ice');
    expect(end.hand).toBe(-1);
    expect(end.deck).toEqual(at21.deck);
  });

  it('infinite loop: reset, replay, reset, caught after twice the cards in circulation', () => {
    // Only K♥ lives; the centre holds A♠ 10♠ 10♣ and the A♦ in hand resets it again and
    // again: the same four cards cycle forever.
    const start = tight({
      stacks: ['A♥', '2♠', 'A♣', 'JK', 'A♠ 10♠ 10♣', 'JK', '3♠', '4♠', '5♠'],
      outside: { 0: 'K♥' },
      hand: 'A♦',
    });
    expect(rules.circulation(start) + 1).toBe(12);
    expect(rules.loopLimit(start)).toBe(24);
    let s = start;
    const seen: string[] = [];
    for (let i = 0; i < 24; i++) {
      expect(s.ending).toBeNull();
      expect(s.idle).toBe(i);
      if (i % 4 === 0) seen.push(JSON.stringify([s.stacks, s.deck, s.hand]));
      s = game.apply(s, CENTRE);
    }
    expect(new Set(seen).size).toBe(1);
    expect(s.ending).toBe('infinite-loop');
    expect(s.idle).toBe(24);
    expect(game.outcome(s)!.summary).toBe(
      'Caught in an infinite loop: 24 cards without progress (11 of 12 royals killed).',
    );
  });

  it('infinite loop: stuck at once when no two cards left in play can kill any living royal', () => {
    const resets = ['A♠', 'A♥', 'A♦', 'JK', 'JK'];
    const spec = {
      stacks: ['6♠', '7♣', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
      outside: { 3: 'J♦', 4: 'K♥' },
      hand: '6♣',
    };
    const s = tight({ ...spec, deck: resets });
    // Every royal is placed; 6♣ on the 6♠ kills J♦ (7♣ + 10♦ = 17). K♥ is left, and the only
    // hearts in play, 8♥ and A♥, make 9 < 13: no kill can ever come.
    const after = game.apply(s, 0);
    expect(after.dead[3]).toBe(true);
    expect(after.ending).toBe('infinite-loop');
    expect(after.idle).toBe(0);
    // With the 5♥ in play (8♥ + 5♥ = 13) the K♥ can still die: the run goes on.
    expect(game.apply(tight({ ...spec, deck: [...resets, '5♥'] }), 0).ending).toBeNull();
    // Without progress nothing is judged: 6♣ on the 5♠ fires 8♦ + 8♥ at K♥ (not all ♥).
    expect(game.apply(s, 3).ending).toBeNull();
    // A royal still to come keeps the run open: it is progress waiting in the deck.
    const waiting = tight({
      ...spec,
      outside: { 3: 'J♦', 4: 'K♥', 5: { royal: 'K♠', dead: true } },
      deck: [...resets, 'Q♠'],
    });
    expect(game.apply(waiting, 0).ending).toBeNull();
  });

  it('infinite loop: any progress resets the count', () => {
    const s = fromPosition({
      stacks: ['6♠', '7♣', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
      outside: { 3: { royal: 'J♦', ice: ['3♦'] }, 4: 'K♥' },
      hand: '6♣',
      idle: 80,
    });
    const limit = rules.loopLimit(s);
    expect(limit).toBe(2 * (54 - 2 - 1));
    expect(game.apply(s, 0).idle).toBe(0); // kills J♦
    expect(game.apply(s, 3).idle).toBe(81); // fails on K♥
    const edge = fromPosition({ ...specOf(s), idle: limit - 1 });
    const lost = game.apply(edge, 3);
    expect(lost.ending).toBe('infinite-loop');
    expect(game.describeAction(edge, 3)).toMatch(/caught in an infinite loop: the run is lost$/);
    expect(game.apply(edge, 0).ending).toBeNull();
    expect(() => fromPosition({ ...specOf(s), idle: limit })).toThrow(/state.idle/);
  });
});

function specOf(s: MatrixOverloadState) {
  const outside: Record<number, { royal?: string; dead?: boolean; ice?: string[] }> = {};
  for (let p = 0; p < POSITIONS; p++) {
    if (s.royals[p]! >= 0 || s.ice[p]!.length > 0) {
      outside[p] = {
        ...(s.royals[p]! >= 0 ? { royal: text(s.royals[p]!) } : {}),
        dead: s.dead[p]!,
        ice: s.ice[p]!.map(text),
      };
    }
  }
  return {
    stacks: s.stacks.map((st) => st.map(text)),
    outside,
    hand: text(s.hand),
  };
}

describe('illegal actions', () => {
  const s = fromPosition({
    stacks: ['6♠', '7♣', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
    outside: { 3: { royal: 'J♦', ice: ['3♦'] }, 4: 'K♥', 1: { royal: 'J♠', dead: true } },
    hand: '6♣',
  });

  it('are rejected with their reason and leave the state untouched', () => {
    const before = snapshot(s);
    const cases: [number, RegExp][] = [
      [-1, /not a MATR1X ØVERLØAD action/],
      [21, /codes run from 0 to 20/],
      [1.5, /not a MATR1X/],
      [2, /6♣ cannot go on 10♦ \(top-right\)/],
      [positionAction(4), /fits on 6♠ \(top-left\), so it cannot become ICE/],
    ];
    for (const [a, why] of cases) {
      let thrown: unknown;
      try {
        game.apply(s, a);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(IllegalActionError);
      expect((thrown as Error).message).toMatch(why);
      expect(() => game.describeAction(s, a)).toThrow(IllegalActionError);
      expect(() => previewAction(s, a)).toThrow(IllegalActionError);
    }
    expect(snapshot(s)).toBe(before);
  });

  it('royals and resets refuse the wrong kind of place', () => {
    const royal = fromPosition({ ...specOf(s), hand: 'K♣' });
    expect(illegalReason(royal, 0)).toMatch(/K♣ is a royal: it goes outside the matrix/);
    expect(illegalReason(royal, positionAction(3))).toMatch(/already holds J♦/);
    expect(illegalReason(royal, positionAction(1))).toMatch(/already holds J♠ \(dead\)/);
    expect(illegalReason(royal, positionAction(10))).toMatch(/beats/);
    const ace = fromPosition({ ...specOf(s), hand: 'A♥' });
    expect(illegalReason(ace, positionAction(0))).toMatch(/resets a stack in the matrix/);
    expect(game.legalActions(ace)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
