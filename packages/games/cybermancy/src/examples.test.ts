/**
 * The rulebook's setup and play examples on positions built for them. Setup: the Q♦ goes to the
 * 6 of trumps because that card's suit is wild (it counts as coins), while the P♠ finds the
 * wild card's only outside position taken and goes to the 7♣. Play: the 6♣ has three places;
 * on the 6♠ it kills the Q♦ (7♥ + 10 of trumps = 17 against 12 + 3 ICE = 15, the colour met
 * through the wild suit, ruling 7) and the paige of wands (5♠ + 8♣ = 13 against 11; the "J♣"
 * of the text, ruling 8).
 */
import { describe, expect, it } from 'vitest';
import { positionAction } from '@matrix-arcade/matrix-overload';
import { TAROT_DECK } from './deck.js';
import { cybermancy as game } from './game.js';
import { buildCyberPosition } from './position.js';
import { cybermancyRules as rules } from './rules.js';

const code = (t: string) => {
  const i = TAROT_DECK.text.indexOf(t);
  if (i < 0) throw new Error(`no card ${t}`);
  return i;
};

describe('setup example', () => {
  const start = buildCyberPosition({
    matrix: ['5♥', '2♥', '4♣', '10♣', '', '6♔', '3♥', '7♣', '5♣'],
    hand: 'K♣',
    setAside: 'Q♦ P♠',
    deck: [],
    unnamed: { shuffleIntoDeck: 3 },
  });

  it('places the K♣ next to the 10♣, the highest wand (left of row 2)', () => {
    expect(game.legalActions(start)).toEqual([positionAction(10)]);
    expect(game.describeAction(start, positionAction(10))).toBe('K♣ next to 10♣ (left of row 2)');
  });

  it('places the Q♦ next to the 6 of trumps: no coins, but the wild trump counts as one', () => {
    const s = game.apply(start, positionAction(10));
    expect(s.hand).toBe(code('Q♦'));
    // A plain 6♥ there would only match the colour, like the 5♥: the wild suit decides it.
    expect(rules.placementScore(s, code('Q♦'), 5)).toBeGreaterThan(
      rules.placementScore(s, code('Q♦'), 0),
    );
    expect(game.legalActions(s)).toEqual([positionAction(4)]);
  });

  it('places the P♠ next to the 7♣: the wild 6 of trumps has no free side left', () => {
    const s = game.apply(game.apply(start, positionAction(10)), positionAction(4));
    expect(s.hand).toBe(code('P♠'));
    expect(game.legalActions(s)).toEqual([positionAction(7)]);
    const done = game.apply(s, positionAction(7));
    expect([done.royals[10], done.royals[4], done.royals[7]]).toEqual(['K♣', 'Q♦', 'P♠'].map(code));
  });
});

describe('play example', () => {
  // 6♠ 7♥ 10♔ / 5♠ 8♦ 8♥ / 8♣ A♣ 9♣; living: K♠ above column 1, Q♦ (3♦ ICE) right of row 1,
  // K♥ right of row 2, P♣ below column 1, Q♠ left of row 1; six dead; K♦ still in the deck.
  const start = buildCyberPosition({
    matrix: ['6♠', '7♥', '10♔', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
    royals: {
      0: 'K♠',
      1: { royal: 'P♠', dead: true },
      2: { royal: 'P♥', dead: true },
      3: { royal: 'Q♦', ice: ['3♦'] },
      4: 'K♥',
      5: { royal: 'P♦', dead: true },
      6: 'P♣',
      7: { royal: 'Q♥', dead: true },
      8: { royal: 'Q♣', dead: true },
      9: 'Q♠',
      11: { royal: 'K♣', dead: true },
    },
    hand: '6♣',
    deck: 'K♦',
    unnamed: { shuffleIntoDeck: 5 },
  });

  it('gives the Q♦ health 15 (12 and the 3♦), not the 14 the text says', () => {
    expect(rules.health(start, 3)).toBe(15);
  });

  it('has exactly three places for the 6♣: on the 6♠, the 5♠ and the A♣', () => {
    expect(game.legalActions(start)).toEqual([0, 3, 7]);
  });

  it('on the 5♠ the overload at the K♥ fails: 8♦ and 8♥ are not both cups', () => {
    const pv = game.previewAction(start, 3);
    expect(pv.overloads.map((o) => [o.royal, o.power, o.result])).toEqual([
      [code('K♥'), 16, 'wrong-suit'],
    ]);
    expect(pv.kills).toEqual([]);
  });

  it('on the A♣ nothing fires: the royal above column 2 is dead', () => {
    const pv = game.previewAction(start, 7);
    expect(pv.overloads).toEqual([]);
    expect(pv.opposite).toEqual([]);
  });

  it('on the 6♠ it kills the Q♦ (17 ≥ 15, red through the wild trump) and the P♣ (13 ≥ 11)', () => {
    const pv = game.previewAction(start, 0);
    expect(pv.overloads.map((o) => [o.royal, o.power, o.health, o.result])).toEqual([
      [code('Q♦'), 17, 15, 'kill'],
      [code('P♣'), 13, 11, 'kill'],
    ]);
    const after = game.apply(start, 0);
    expect(after.dead[3]).toBe(true);
    expect(after.dead[6]).toBe(true);
    expect(game.describeAction(start, 0)).toBe('6♣ on 6♠ — overload kills Q♦ and P♣');
  });

  it('would not kill the Q♦ with a plain black 10 there: the wild suit is what matches red', () => {
    const plain = buildCyberPosition({
      matrix: ['6♠', '7♥', '10♠', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
      royals: { 3: { royal: 'Q♦', ice: ['3♦'] } },
      hand: '6♣',
      deck: [],
      unnamed: { shuffleIntoDeck: 5 },
    });
    expect(game.previewAction(plain, 0).overloads[0]!.result).toBe('wrong-colour');
  });
});
