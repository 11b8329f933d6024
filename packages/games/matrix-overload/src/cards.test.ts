/**
 * The card model: the standard deck's tables, card text and parsing, and a deck that extends
 * the model the way the tarot edition will (a wild trump suit, a fool and a magician as hard
 * resets, pages for jacks, an extra role) running on the same rules, with the tarot edition's
 * versions of the setup and play examples.
 */
import { describe, expect, it } from 'vitest';
import { positionAction } from './actions.js';
import {
  type DeckDefinition,
  FIRST_EXTRA_ROLE,
  HARD_RESET,
  JOKERS,
  KILL_ANY,
  KILL_COLOUR,
  KILL_SUIT,
  PROGRAM,
  ROYAL,
  SOFT_RESET,
  STANDARD_DECK,
  STANDARD_DECK_DEFINITION,
  cardCode,
  compileDeck,
  parseCard,
} from './cards.js';
import { createCodec } from './codec.js';
import { createGame } from './game.js';
import { fromPosition } from './position.js';
import { DEFAULT_SETTINGS } from './edition.js';
import { createRules } from './rules.js';

const D = STANDARD_DECK;

describe('the standard deck', () => {
  it('has 54 cards: 12 royals, 36 programs, 4 aces, 2 jokers', () => {
    expect(D.size).toBe(54);
    const count = (role: number) => Array.from(D.role).filter((r) => r === role).length;
    expect([count(ROYAL), count(PROGRAM), count(SOFT_RESET), count(HARD_RESET)]).toEqual([
      12, 36, 4, 2,
    ]);
    expect(D.royals.map((c) => D.text[c])).toEqual([
      'J♠',
      'Q♠',
      'K♠',
      'J♥',
      'Q♥',
      'K♥',
      'J♦',
      'Q♦',
      'K♦',
      'J♣',
      'Q♣',
      'K♣',
    ]);
  });

  it('codes are suit × 13 + rank − 1, jokers 52 and 53', () => {
    expect(D.text[cardCode(0, 1)]).toBe('A♠');
    expect(D.text[cardCode(1, 10)]).toBe('10♥');
    expect(D.text[cardCode(2, 12)]).toBe('Q♦');
    expect(D.text[cardCode(3, 13)]).toBe('K♣');
    expect(JOKERS.map((c) => D.text[c])).toEqual(['JK', 'JK']);
    expect(D.words[cardCode(3, 6)]).toBe('six of clubs');
    expect(D.words[52]).toBe('joker');
  });

  it('values, kill rules and masks', () => {
    const c = (t: string) => parseCard(D, t)[0]!;
    expect([c('A♥'), c('7♣'), c('J♦'), c('Q♠'), c('K♥'), 52].map((x) => D.value[x])).toEqual([
      1, 7, 11, 12, 13, 0,
    ]);
    expect([D.kill[c('J♦')], D.kill[c('Q♠')], D.kill[c('K♥')]]).toEqual([
      KILL_ANY,
      KILL_COLOUR,
      KILL_SUIT,
    ]);
    // ♠ and ♣ are black, ♥ and ♦ red; the joker matches everything.
    expect(D.colourMask[c('2♠')]).toBe(D.colourMask[c('2♣')]);
    expect(D.colourMask[c('2♥')]).toBe(D.colourMask[c('2♦')]);
    expect(D.colourMask[c('2♠')]! & D.colourMask[c('2♥')]!).toBe(0);
    expect(D.suitMask[52]).toBe(0b1111);
    expect(D.colourMask[52]).toBe(0b11);
  });

  it('text always carries rank and suit glyph; parsing accepts glyphs and letters', () => {
    for (let code = 0; code < 52; code++)
      expect(D.text[code]).toMatch(/^(A|[2-9]|10|J|Q|K)[♠♥♦♣]$/);
    expect(parseCard(D, '6♣')).toEqual([cardCode(3, 6)]);
    expect(parseCard(D, '10d')).toEqual([cardCode(2, 10)]);
    expect(parseCard(D, 'TD')).toEqual([cardCode(2, 10)]);
    expect(parseCard(D, 'qs')).toEqual([cardCode(0, 12)]);
    expect(parseCard(D, '♥️'.length > 1 ? 'A♥️' : 'A♥')).toEqual([cardCode(1, 1)]);
    expect(parseCard(D, 'JK')).toEqual([52, 53]);
    expect(parseCard(D, '🃏')).toEqual([52, 53]);
    expect(parseCard(D, 'joker')).toEqual([52, 53]);
    expect(parseCard(D, '11♠')).toEqual([]);
    for (let code = 0; code < 54; code++) expect(parseCard(D, D.text[code]!)).toContain(code);
  });

  it('refuses inconsistent definitions', () => {
    const bad = (patch: Partial<DeckDefinition>) => () =>
      compileDeck({ ...STANDARD_DECK_DEFINITION, ...patch });
    expect(bad({ cards: [{ rank: 'Z', suit: 'S' }] })).toThrow(/unknown rank Z/);
    expect(bad({ cards: [{ rank: 'A', suit: 'X' }] })).toThrow(/unknown suit X/);
    expect(bad({ cards: [{ rank: 'K', suit: null }] })).toThrow(/royal needs a suit/);
    expect(
      bad({ ranks: [{ id: 'K', label: 'K', name: 'king', value: 13, role: 'royal' }] }),
    ).toThrow(/kill rule/);
  });
});

/** A tarot deck the way the tarot edition describes it: four suits and a wild trump suit. */
const TAROT: DeckDefinition = {
  id: 'tarot-test',
  name: 'tarot (test subset)',
  colours: STANDARD_DECK_DEFINITION.colours,
  suits: [
    { id: 'S', name: 'swords', glyph: '♠', letter: 'S', colour: 'black' },
    { id: 'H', name: 'cups', glyph: '♥', letter: 'H', colour: 'red' },
    { id: 'D', name: 'coins', glyph: '♦', letter: 'D', colour: 'red' },
    { id: 'C', name: 'wands', glyph: '♣', letter: 'C', colour: 'black' },
    { id: 'T', name: 'trumps', glyph: 't', letter: 'T', colour: null, wild: true },
  ],
  ranks: [
    { id: '0', label: '0', name: 'the fool', value: 0, role: 'hard-reset' },
    { id: '1', label: '1', name: 'the magician', value: 1, role: 'hard-reset' },
    { id: 'A', label: 'A', name: 'ace', value: 1, role: 'soft-reset' },
    ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].map((name, i) => ({
      id: String(i + 2),
      label: String(i + 2),
      name,
      value: i + 2,
      role: 'program' as const,
    })),
    { id: 'P', label: 'P', name: 'page', value: 11, role: 'royal', kill: 'any' },
    { id: 'N', label: 'N', name: 'knight', value: 0, role: 'haunt' },
    { id: 'Q', label: 'Q', name: 'queen', value: 12, role: 'royal', kill: 'colour' },
    { id: 'K', label: 'K', name: 'king', value: 13, role: 'royal', kill: 'suit' },
  ],
  cards: [
    ...['S', 'H', 'D', 'C'].flatMap((suit) =>
      ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'N', 'Q', 'K'].map((rank) => ({
        rank,
        suit,
      })),
    ),
    ...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((rank) => ({
      rank,
      suit: 'T',
    })),
  ],
};

describe('a tarot deck on the same rules', () => {
  const deck = compileDeck(TAROT);
  // The tarot edition's wild cards count as every suit at once: no declared suit.
  const tarot = createRules({
    title: 'a tarot test deck',
    deck,
    settings: { ...DEFAULT_SETTINGS, wildSuitChosen: false },
  });
  const game = createGame(tarot, { id: 'tarot-test', title: 'tarot test' });
  const c = (t: string) => parseCard(deck, t)[0]!;

  it('compiles wild trumps, extra roles and the fool and magician', () => {
    expect(deck.size).toBe(67);
    expect(deck.text[c('6t')]).toBe('6t');
    expect(deck.suitMask[c('6t')]).toBe(0b11111);
    expect(deck.colourMask[c('6t')]).toBe(0b11);
    expect([deck.role[c('0t')], deck.value[c('0t')]]).toEqual([HARD_RESET, 0]);
    expect([deck.role[c('1t')], deck.value[c('1t')]]).toEqual([HARD_RESET, 1]);
    expect(deck.roleNames[FIRST_EXTRA_ROLE]).toBe('haunt');
    expect(deck.words[c('P♠')]).toBe('page of swords');
  });

  it("plays the tarot edition's setup example: Q♦ goes to the wild 6t", () => {
    const start = fromPosition(
      {
        stacks: ['5♥', '2♥', '4♣', '10♣', '', '6t', '3♥', '7♣', '5♣'],
        hand: 'K♣',
        setAside: ['Q♦', 'P♠'],
      },
      tarot,
    );
    const s1 = game.apply(start, positionAction(10));
    expect(game.legalActions(s1)).toEqual([positionAction(4)]);
    const s2 = game.apply(s1, positionAction(4));
    expect(game.legalActions(s2)).toEqual([positionAction(7)]);
    expect(game.describeAction(s2, positionAction(7))).toBe('P♠ next to 7♣ (below column 2)');
  });

  it("plays the tarot edition's play example: 7♥ + 10t match the Q♦'s colour", () => {
    const s = fromPosition(
      {
        stacks: ['6♠', '7♥', '10t', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
        outside: {
          0: 'K♠',
          1: { royal: 'P♠', dead: true },
          3: { royal: 'Q♦', ice: ['3♦'] },
          4: 'K♥',
          6: 'P♣',
          9: 'Q♠',
        },
        hand: '6♣',
      },
      tarot,
    );
    expect(game.legalActions(s)).toEqual([0, 3, 7]);
    expect(game.describeAction(s, 0)).toBe('6♣ on 6♠ — overload kills Q♦ and P♣');
    const json = JSON.parse(JSON.stringify(game.codec.toJSON(s)));
    expect(createCodec(tarot).fromJSON(json)).toEqual(s);
  });

  it('leaves a role it has no rule for to the edition that adds it', () => {
    const s = fromPosition(
      { stacks: ['6♠', '7♥', '10t', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'], hand: 'N♠' },
      tarot,
    );
    expect(game.legalActions(s)).toEqual([]);
    expect(tarot.illegalReason(s, 0)).toBe('no rule for a haunt card (N♠)');
  });
});

describe('per-card wildness (issue 9)', () => {
  // One suit without a colour: some of its cards wild (said per card), one not.
  const deck = compileDeck({
    ...STANDARD_DECK_DEFINITION,
    id: 'per-card',
    suits: [
      ...STANDARD_DECK_DEFINITION.suits,
      { id: 'T', name: 'trumps', glyph: 't', letter: 'T', colour: null },
    ],
    ranks: [
      ...STANDARD_DECK_DEFINITION.ranks,
      { id: 'T11', label: '11', name: 'strength', value: 11, role: 'program', standalone: true },
    ],
    cards: [
      { rank: '2', suit: 'T', wild: true },
      { rank: 'T11', suit: 'T' },
      { rank: 'JK', suit: null, wild: false },
    ],
  });

  it('makes a card wild, or not, whatever its rank and suit say', () => {
    expect(deck.suitMask[0]).toBe(31);
    expect(deck.colourMask[0]).toBe(3);
    expect(deck.suitMask[1]).toBe(16);
    expect(deck.colourMask[1]).toBe(0);
    // The joker's rank is wild, the card says otherwise: it matches nothing.
    expect(deck.suitMask[2]).toBe(0);
  });

  it('names a standalone rank alone', () => {
    expect(deck.words[1]).toBe('strength');
    expect(deck.text[1]).toBe('11t');
    expect(deck.words[0]).toBe('two of trumps');
  });
});
