/**
 * How runs end: win, black ICE, out of time and the loop ruling (idle count and the dead-end
 * test), on hand-written positions.
 */
import { describe, expect, it } from 'vitest';
import { CENTRE, positionAction } from './actions.js';
import { matrixOverload as game } from './game.js';
import { fromPosition } from './position.js';
import { code, text, tight, specOf } from './positions.test-util.js';
import { illegalReason, rules } from './rules.js';

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
