/**
 * The card model, as data. A `DeckDefinition` lists colours, suits, ranks (each with a value and
 * a role) and the cards of the deck; `compileDeck` turns it into flat lookup tables indexed by
 * card code (the card's index in `cards`), which is all the rules ever look at. Nothing in the
 * rules names a suit or a rank: a different deck (a tarot deck, say, with a wild trump suit,
 * pages and knights) is one more definition, plus rules for any new role (an edition spec,
 * edition.ts).
 *
 * Matching works on bit masks: a card's suit mask has the bit of its suit (every bit when the
 * card or its suit is wild), and its colour mask the bits of the colours of those suits. Two
 * cards share a suit when their suit masks meet, a colour when their colour masks meet. An
 * empty matrix cell has both masks 0 and value 0.
 */

/** A colour of suits. */
export interface ColourDef {
  /** Short id used by suits, e.g. `"red"`. */
  readonly id: string;
  readonly name: string;
}

/** A suit. */
export interface SuitDef {
  /** Short id, unique in the deck, e.g. `"S"`. */
  readonly id: string;
  /** Plural name: `"spades"`. */
  readonly name: string;
  /** Glyph printed after the rank: `"♠"`. */
  readonly glyph: string;
  /** One ASCII letter accepted by `parseCard`: `"S"`. */
  readonly letter: string;
  /** Colour id, or `null` for a suit without a colour of its own (only sensible when wild). */
  readonly colour: string | null;
  /** Cards of a wild suit count as every suit, hence every colour. */
  readonly wild?: boolean;
}

/** What a card does when it is drawn. Decks may add roles of their own (rules must handle them). */
export type Role = 'royal' | 'program' | 'soft-reset' | 'hard-reset' | (string & {});

/** How an overload must match a royal: any cards, cards of its colour, or of its suit. */
export type KillRule = 'any' | 'colour' | 'suit';

/** A rank. */
export interface RankDef {
  /** Short id, unique in the deck: `"A"`, `"10"`, `"J"`, `"JK"`. */
  readonly id: string;
  /** Printed before the suit glyph (or alone for a suitless card): `"A"`, `"10"`, `"JK"`. */
  readonly label: string;
  /** Name in words: `"ace"`, `"ten"`, `"joker"`. */
  readonly name: string;
  /** Value showing in the matrix, or a royal's base health. */
  readonly value: number;
  readonly role: Role;
  /** Royals only: what an overload must match to kill it. */
  readonly kill?: KillRule;
  /** Cards of this rank count as every suit and colour (jokers). */
  readonly wild?: boolean;
  /**
   * Cards of this rank are named by the rank alone (`"the fool"`, not `"the fool of trumps"`),
   * though they keep their suit for matching.
   */
  readonly standalone?: boolean;
}

/** One card of the deck: a rank id and a suit id (`null` for a suitless card such as a joker). */
export interface CardDef {
  readonly rank: string;
  readonly suit: string | null;
  /**
   * This one card's wildness, overriding its rank's and its suit's: `true` makes it count as
   * every suit and colour, `false` as its own suit only. (The tarot's 2–10 of trumps are wild
   * while its other trumps are not: a property of the card, not of the rank or the suit.)
   */
  readonly wild?: boolean;
}

/** A deck: everything the rules need to know about cards. Card code = index in `cards`. */
export interface DeckDefinition {
  readonly id: string;
  readonly name: string;
  readonly colours: readonly ColourDef[];
  readonly suits: readonly SuitDef[];
  readonly ranks: readonly RankDef[];
  readonly cards: readonly CardDef[];
}

/** Role codes of the compiled tables. Extra roles of a deck are numbered from `FIRST_EXTRA_ROLE`. */
export const ROYAL = 0;
export const PROGRAM = 1;
export const SOFT_RESET = 2;
export const HARD_RESET = 3;
export const FIRST_EXTRA_ROLE = 4;
const CORE_ROLES: readonly string[] = ['royal', 'program', 'soft-reset', 'hard-reset'];

/** Kill rule codes of the compiled tables. */
export const KILL_ANY = 0;
export const KILL_COLOUR = 1;
export const KILL_SUIT = 2;
const KILL_CODES: Readonly<Record<KillRule, number>> = { any: 0, colour: 1, suit: 2 };

/** A compiled deck: lookup tables by card code, and text helpers. */
export interface Deck {
  readonly definition: DeckDefinition;
  /** Number of cards; codes run from 0 to `size - 1`. */
  readonly size: number;
  /** Value by card code. */
  readonly value: Int8Array;
  /** Role code by card code (`ROYAL`, `PROGRAM`, ... or an extra role). */
  readonly role: Uint8Array;
  /** Role names by role code: the four core roles, then the deck's extra roles. */
  readonly roleNames: readonly string[];
  /** Suit index by card code, -1 for suitless cards. */
  readonly suit: Int8Array;
  /** Suit bit mask by card code (every suit bit for wild cards). */
  readonly suitMask: Int32Array;
  /** Colour bit mask by card code (every colour bit for wild cards). */
  readonly colourMask: Int32Array;
  /** Kill rule code by card code (royals; `KILL_ANY` otherwise). */
  readonly kill: Uint8Array;
  /** Short text by card code: rank label and suit glyph, `"10♦"`, `"JK"`. */
  readonly text: readonly string[];
  /** Words by card code: `"ten of diamonds"`, `"joker"`. */
  readonly words: readonly string[];
  /** Codes of the royals, ascending. */
  readonly royals: readonly number[];
}

function fail(where: string, message: string): never {
  throw new Error(`deck definition ${where}: ${message}`);
}

/** Checks a deck definition and builds its lookup tables. Throws on an inconsistent definition. */
export function compileDeck(def: DeckDefinition): Deck {
  const colourIndex = new Map(def.colours.map((c, i) => [c.id, i]));
  const suitIndex = new Map(def.suits.map((s, i) => [s.id, i]));
  const rankIndex = new Map(def.ranks.map((r, i) => [r.id, i]));
  if (def.colours.length > 30 || def.suits.length > 30)
    fail(def.id, 'at most 30 colours and suits');
  if (def.cards.length > 127) fail(def.id, 'at most 127 cards');
  const allSuits = (1 << def.suits.length) - 1;
  const allColours = (1 << def.colours.length) - 1;
  const roleNames = [...CORE_ROLES];
  for (const r of def.ranks) {
    if (!roleNames.includes(r.role)) roleNames.push(r.role);
    if (r.role === 'royal' && !r.kill) fail(`rank ${r.id}`, 'a royal needs a kill rule');
    if (!Number.isInteger(r.value) || r.value < 0 || r.value > 63) {
      fail(`rank ${r.id}`, 'values are integers from 0 to 63');
    }
  }
  for (const s of def.suits) {
    if (s.colour !== null && !colourIndex.has(s.colour)) fail(`suit ${s.id}`, 'unknown colour');
    // A suit without a colour of its own (the tarot's trumps) matches no colour; its cards
    // match other colours only when they are wild.
  }
  const n = def.cards.length;
  const value = new Int8Array(n);
  const role = new Uint8Array(n);
  const suit = new Int8Array(n);
  const suitMask = new Int32Array(n);
  const colourMask = new Int32Array(n);
  const kill = new Uint8Array(n);
  const text: string[] = [];
  const words: string[] = [];
  const royals: number[] = [];
  def.cards.forEach((card, code) => {
    const ri = rankIndex.get(card.rank);
    if (ri === undefined) fail(`card ${code}`, `unknown rank ${card.rank}`);
    const rank = def.ranks[ri]!;
    value[code] = rank.value;
    role[code] = roleNames.indexOf(rank.role);
    kill[code] = rank.kill ? KILL_CODES[rank.kill] : KILL_ANY;
    if (rank.role === 'royal') royals.push(code);
    if (card.suit === null) {
      suit[code] = -1;
      text.push(rank.label);
      words.push(rank.name);
    } else {
      const si = suitIndex.get(card.suit);
      if (si === undefined) fail(`card ${code}`, `unknown suit ${card.suit}`);
      const s = def.suits[si]!;
      suit[code] = si;
      text.push(`${rank.label}${s.glyph}`);
      words.push(rank.standalone ? rank.name : `${rank.name} of ${s.name}`);
    }
    const wild =
      card.wild ??
      (rank.wild === true ||
        (card.suit !== null && suit[code]! >= 0 && def.suits[suit[code]!]!.wild === true));
    if (wild) {
      suitMask[code] = allSuits;
      colourMask[code] = allColours;
    } else if (card.suit !== null) {
      const s = def.suits[suit[code]!]!;
      suitMask[code] = 1 << suit[code]!;
      colourMask[code] = s.colour === null ? 0 : 1 << colourIndex.get(s.colour)!;
    }
    if (rank.role === 'royal' && (wild || card.suit === null)) {
      fail(`card ${code}`, 'a royal needs a suit of its own');
    }
  });
  return {
    definition: def,
    size: n,
    value,
    role,
    roleNames,
    suit,
    suitMask,
    colourMask,
    kill,
    text,
    words,
    royals,
  };
}

const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Black and red, the colours of the French suits (shared by the family's decks). */
export const BLACK_AND_RED: readonly ColourDef[] = [
  { id: 'black', name: 'black' },
  { id: 'red', name: 'red' },
];

/** The ace (a soft reset worth 1) and the programs 2–10, ranks shared by the family's decks. */
export const ACE_TO_TEN: readonly RankDef[] = [
  { id: 'A', label: 'A', name: 'ace', value: 1, role: 'soft-reset' },
  ...NUMBER_WORDS.map((name, i) => ({
    id: String(i + 2),
    label: String(i + 2),
    name,
    value: i + 2,
    role: 'program' as const,
  })),
];

/** The 54-card deck of MATR1X ØVERLØAD: four suits A–K and two jokers. */
export const STANDARD_DECK_DEFINITION: DeckDefinition = {
  id: 'standard',
  name: 'playing cards, jokers loaded',
  colours: BLACK_AND_RED,
  suits: [
    { id: 'S', name: 'spades', glyph: '♠', letter: 'S', colour: 'black' },
    { id: 'H', name: 'hearts', glyph: '♥', letter: 'H', colour: 'red' },
    { id: 'D', name: 'diamonds', glyph: '♦', letter: 'D', colour: 'red' },
    { id: 'C', name: 'clubs', glyph: '♣', letter: 'C', colour: 'black' },
  ],
  ranks: [
    ...ACE_TO_TEN,
    { id: 'J', label: 'J', name: 'jack', value: 11, role: 'royal', kill: 'any' },
    { id: 'Q', label: 'Q', name: 'queen', value: 12, role: 'royal', kill: 'colour' },
    { id: 'K', label: 'K', name: 'king', value: 13, role: 'royal', kill: 'suit' },
    { id: 'JK', label: 'JK', name: 'joker', value: 0, role: 'hard-reset', wild: true },
  ],
  // Code = suit * 13 + rank (A=0 … K=12) for ♠ ♥ ♦ ♣; the jokers are 52 and 53.
  cards: [
    ...['S', 'H', 'D', 'C'].flatMap((suit) =>
      ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((rank) => ({
        rank,
        suit,
      })),
    ),
    { rank: 'JK', suit: null },
    { rank: 'JK', suit: null },
  ],
};

/** The compiled standard deck. */
export const STANDARD_DECK: Deck = compileDeck(STANDARD_DECK_DEFINITION);

/** Number of cards in the standard deck. */
export const CARD_COUNT = 54;
/** Code of a standard card: `suit` 0–3 (♠ ♥ ♦ ♣), `rank` 1–13 (A=1, J=11, Q=12, K=13). */
export function cardCode(suit: number, rank: number): number {
  return suit * 13 + rank - 1;
}
/** Codes of the two jokers of the standard deck. */
export const JOKERS: readonly number[] = [52, 53];

/**
 * Every code of a card written as text: `"6♣"`, `"10♦"`, `"6c"`, `"QS"`, `"JK"`, `"🃏"`.
 * Identical cards (the two jokers) give several codes, in ascending order; unknown text gives
 * `[]`. Case and spaces do not matter; `T` stands for 10.
 */
export function parseCard(deck: Deck, text: string): number[] {
  const t = text
    .replace(/\s+/g, '')
    .replace(/\uFE0F/g, '')
    .toUpperCase()
    .replace(/🃏/gu, 'JK')
    .replace(/^JOKER$/, 'JK');
  const def = deck.definition;
  const out: number[] = [];
  def.cards.forEach((card, code) => {
    const rank = def.ranks.find((r) => r.id === card.rank)!;
    const labels = [rank.label.toUpperCase(), rank.id.toUpperCase()];
    if (rank.label === '10') labels.push('T');
    if (card.suit === null) {
      if (labels.includes(t)) out.push(code);
      return;
    }
    const s = def.suits.find((x) => x.id === card.suit)!;
    for (const l of labels) {
      if (t === `${l}${s.glyph}`.toUpperCase() || t === `${l}${s.letter}`.toUpperCase()) {
        out.push(code);
        return;
      }
    }
  });
  return out;
}
