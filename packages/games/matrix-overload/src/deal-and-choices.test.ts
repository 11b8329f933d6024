/**
 * The standard game's deal, the choices the rules offer as separate actions (ties, corners,
 * wild declarations) and preventative ICE, on hand-written positions.
 */
import { TERMINAL } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { CENTRE, positionAction } from './actions.js';
import { ROYAL, STANDARD_DECK } from './cards.js';
import { codec } from './codec.js';
import { matrixOverload as game } from './game.js';
import { fromPosition } from './position.js';
import { code, tight } from './positions.test-util.js';
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
