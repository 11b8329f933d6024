/**
 * A card of the family's decks as the board draws it: rank and suit glyph always, red, black or
 * wild ink as well, and the card in words; and a list of cards as text ("4♠ and 7♣").
 */
import type { Deck } from '@matrix-arcade/matrix-overload';

/** A card as drawn: rank and suit glyph always, red or black ink as well. */
export interface CardFace {
  readonly code: number;
  /** `"10♦"`, `"JK"`. */
  readonly text: string;
  readonly rank: string;
  /** The suit glyph, `""` for a joker. */
  readonly glyph: string;
  readonly red: boolean;
  /** The ink it is drawn in: a joker's, or a suit without a colour of its own (tarot trumps). */
  readonly ink: 'red' | 'black' | 'wild';
  /** `"ten of diamonds"`. */
  readonly words: string;
}

/** A card of `deck` as drawn. */
export function cardFace(deck: Deck, code: number): CardFace {
  const text = deck.text[code] ?? '?';
  const si = deck.suit[code] ?? -1;
  const suit = si >= 0 ? deck.definition.suits[si]! : null;
  const glyph = suit?.glyph ?? '';
  return {
    code,
    text,
    rank: glyph ? text.slice(0, -glyph.length) : text,
    glyph,
    red: suit?.colour === 'red',
    ink: !suit || suit.colour === null ? 'wild' : suit.colour === 'red' ? 'red' : 'black',
    words: deck.words[code] ?? '?',
  };
}

/** Cards as text: `"3♦"`, `"4♠ and 7♣"`, `"A♥, 2♣ and 9♦"`. */
export function cardList(deck: Deck, codes: readonly number[]): string {
  const t = codes.map((c) => cardFace(deck, c).text);
  return t.length <= 1 ? t.join('') : `${t.slice(0, -1).join(', ')} and ${t[t.length - 1]}`;
}
