/**
 * The 78-card tarot deck of MATR1X ØVERLØAD: CYBERMANCY as a `DeckDefinition` of the family's
 * card model (matrix-overload's cards.ts). Four minor suits, swords ♠, cups ♥, coins ♦ and wands
 * ♣ (ace to 10, paige, knight, queen, king), and the 22 trumps ♔ 0–21. Only some trumps are
 * wild, a property of the card: the 2–10 of trumps (`wild` on each card) and the fool and the
 * magician (their ranks); strength, the hanged man and the other named trumps are trumps only,
 * a suit without a colour that matches no royal.
 *
 * Card codes are the same in every mode: minor card = suit × 14 + rank (ace 0, 2–10 1–9,
 * paige 10, knight 11, queen 12, king 13) for ♠ ♥ ♦ ♣, trump n = 56 + n. A mode plays a subset.
 */
import {
  ACE_TO_TEN,
  BLACK_AND_RED,
  type CardDef,
  type DeckDefinition,
  FIRST_EXTRA_ROLE,
  type RankDef,
  compileDeck,
} from '@matrix-arcade/matrix-overload';

/** Role codes of the new card kinds (the compiled deck numbers them in this order). */
export const HAUNT = FIRST_EXTRA_ROLE;
export const REVIVE = FIRST_EXTRA_ROLE + 1;
export const KILL = FIRST_EXTRA_ROLE + 2;
export const SWAP = FIRST_EXTRA_ROLE + 3;
export const RESET_LINE = FIRST_EXTRA_ROLE + 4;

/** The minor suits in code order, and the trumps' suit. */
export const MINOR_SUITS = ['S', 'H', 'D', 'C'] as const;
export type MinorSuit = (typeof MINOR_SUITS)[number];
const MINOR_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'N', 'Q', 'K'];

/** First code of the trumps: trump n is `TRUMP_BASE + n`. */
export const TRUMP_BASE = 56;
/** Number of cards in the full deck. */
export const TAROT_SIZE = 78;

/** The named trumps: number, rank id, name. */
export const TRUMP_NAMES: Readonly<Record<number, string>> = {
  0: 'the fool',
  1: 'the magician',
  11: 'strength',
  12: 'the hanged man',
  13: 'death',
  14: 'temperance',
  15: 'the devil',
  16: 'the tower',
  17: 'the star',
  18: 'the moon',
  19: 'the sun',
  20: 'judgement',
  21: 'the world',
};

function trumpRank(n: number, role: string, value: number, wild = false): RankDef {
  return {
    id: `T${n}`,
    label: String(n),
    name: TRUMP_NAMES[n]!,
    value,
    role,
    standalone: true,
    ...(wild ? { wild: true } : {}),
  };
}

/** The tarot deck as data. */
export const TAROT_DECK_DEFINITION: DeckDefinition = {
  id: 'tarot',
  name: 'tarot cards, 78',
  colours: BLACK_AND_RED,
  suits: [
    { id: 'S', name: 'swords', glyph: '♠', letter: 'S', colour: 'black' },
    { id: 'H', name: 'cups', glyph: '♥', letter: 'H', colour: 'red' },
    { id: 'D', name: 'coins', glyph: '♦', letter: 'D', colour: 'red' },
    { id: 'C', name: 'wands', glyph: '♣', letter: 'C', colour: 'black' },
    { id: 'T', name: 'trumps', glyph: '♔', letter: 'T', colour: null },
  ],
  // The order of first appearance fixes the extra role codes: haunt, revive, kill, swap,
  // reset-line (HAUNT … RESET_LINE above).
  ranks: [
    ...ACE_TO_TEN,
    { id: 'P', label: 'P', name: 'paige', value: 11, role: 'royal', kill: 'any' },
    // A knight shows 0 (ruling 5): it adds nothing to an overload.
    { id: 'N', label: 'N', name: 'knight', value: 0, role: 'haunt' },
    { id: 'Q', label: 'Q', name: 'queen', value: 12, role: 'royal', kill: 'colour' },
    { id: 'K', label: 'K', name: 'king', value: 13, role: 'royal', kill: 'suit' },
    trumpRank(13, 'revive', 13),
    trumpRank(14, 'kill', 14),
    trumpRank(16, 'swap', 16),
    trumpRank(21, 'reset-line', 21),
    trumpRank(0, 'hard-reset', 0, true),
    trumpRank(1, 'hard-reset', 1, true),
    trumpRank(11, 'program', 11),
    trumpRank(12, 'program', 12),
    trumpRank(15, 'revive', 15),
    // The star, the moon and the sun reset like an ace and show 1 like one (ruling 4).
    trumpRank(17, 'soft-reset', 1),
    trumpRank(18, 'soft-reset', 1),
    trumpRank(19, 'soft-reset', 1),
    trumpRank(20, 'kill', 20),
  ],
  cards: [
    ...MINOR_SUITS.flatMap((suit) => MINOR_RANKS.map((rank): CardDef => ({ rank, suit }))),
    ...Array.from({ length: 22 }, (_, n): CardDef => {
      if (n >= 2 && n <= 10) return { rank: String(n), suit: 'T', wild: true };
      return { rank: `T${n}`, suit: 'T' };
    }),
  ],
};

/** The compiled tarot deck. */
export const TAROT_DECK = compileDeck(TAROT_DECK_DEFINITION);

/** Code of a minor card: suit 0–3 (♠ ♥ ♦ ♣), rank 1–14 (ace 1, 2–10, paige 11, knight 12, queen 13, king 14). */
export function minorCard(suit: number, rank: number): number {
  if (!Number.isInteger(suit) || suit < 0 || suit > 3) {
    throw new RangeError(`minorCard: suit is 0 to 3 (♠ ♥ ♦ ♣), got ${suit}`);
  }
  if (!Number.isInteger(rank) || rank < 1 || rank > 14) {
    throw new RangeError(
      `minorCard: rank is 1 to 14 (ace 1, 2–10, paige 11, knight 12, queen 13, king 14), got ${rank}`,
    );
  }
  return suit * 14 + rank - 1;
}

/** Code of trump `n` (0 the fool … 21 the world). */
export function trumpCard(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > 21) {
    throw new RangeError(`trumpCard: trumps are numbered 0 (the fool) to 21 (the world), got ${n}`);
  }
  return TRUMP_BASE + n;
}

/** The trump number of a card code, or -1 for a minor card. */
export function trumpNumber(card: number): number {
  return card >= TRUMP_BASE && card < TAROT_SIZE ? card - TRUMP_BASE : -1;
}

/** The four knights. */
export const KNIGHTS: readonly number[] = [0, 1, 2, 3].map((s) => minorCard(s, 12));

/** Everything a card shows, for drawing it: never colour alone. */
export interface CardFace {
  readonly code: number;
  /** `"6♔"`, `"P♣"`, `"13♔"`. */
  readonly text: string;
  /** `"six of trumps"`, `"paige of wands"`, `"death"`. */
  readonly words: string;
  /** Rank label or trump numeral: `"6"`, `"P"`, `"13"`. */
  readonly rank: string;
  /** Suit glyph (`"♔"` for trumps). */
  readonly glyph: string;
  /** `'swords' | 'cups' | 'coins' | 'wands' | 'trumps'`. */
  readonly suit: string;
  /** Trump number, or -1. */
  readonly trump: number;
  /** Value it shows in the matrix (a royal's base health). */
  readonly value: number;
  /** Role name: `royal`, `program`, `soft-reset`, `hard-reset`, `haunt`, `revive`, `kill`, `swap`, `reset-line`. */
  readonly role: string;
  /** Counts as every suit and colour. */
  readonly wild: boolean;
  /** A burner: discarded for its effect, never in the matrix. */
  readonly burner: boolean;
}

/** The face of a card code; throws `RangeError` for a code outside 0–77. */
export function cardFace(code: number): CardFace {
  if (!Number.isInteger(code) || code < 0 || code >= TAROT_SIZE) {
    throw new RangeError(`cardFace: tarot card codes are 0 to ${TAROT_SIZE - 1}, got ${code}`);
  }
  const d = TAROT_DECK;
  const def = TAROT_DECK_DEFINITION.cards[code]!;
  const rank = TAROT_DECK_DEFINITION.ranks.find((r) => r.id === def.rank)!;
  const suit = TAROT_DECK_DEFINITION.suits.find((x) => x.id === def.suit)!;
  const role = d.role[code]!;
  const m = d.suitMask[code]!;
  return {
    code,
    text: d.text[code]!,
    words: d.words[code]!,
    rank: rank.label,
    glyph: suit.glyph,
    suit: suit.name,
    trump: trumpNumber(code),
    value: d.value[code]!,
    role: d.roleNames[role]!,
    wild: (m & (m - 1)) !== 0,
    burner: role >= REVIVE,
  };
}

/** True for a burner (death, temperance, the devil, the tower, judgement, the world). */
export function isBurner(card: number): boolean {
  return TAROT_DECK.role[card]! >= REVIVE;
}
