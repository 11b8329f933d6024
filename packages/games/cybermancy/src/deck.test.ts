/**
 * The tarot deck as data (rulings 2–5): codes, names, values, roles, and per-card wildness: the
 * 2–10 of trumps, the fool and the magician are wild; strength and the other trumps are not.
 */
import { describe, expect, it } from 'vitest';
import {
  HAUNT,
  KILL,
  RESET_LINE,
  REVIVE,
  SWAP,
  TAROT_DECK,
  cardFace,
  minorCard,
  trumpCard,
} from './deck.js';

describe('tarot deck', () => {
  it('numbers the cards suit by suit, then the trumps', () => {
    expect(TAROT_DECK.size).toBe(78);
    expect(TAROT_DECK.text[minorCard(0, 1)]).toBe('A♠');
    expect(TAROT_DECK.text[minorCard(3, 11)]).toBe('P♣');
    expect(TAROT_DECK.words[minorCard(1, 12)]).toBe('knight of cups');
    expect(TAROT_DECK.words[minorCard(2, 13)]).toBe('queen of coins');
    expect(TAROT_DECK.text[trumpCard(6)]).toBe('6♔');
    expect(TAROT_DECK.words[trumpCard(13)]).toBe('death');
    expect(TAROT_DECK.royals).toHaveLength(12);
    expect(() => trumpCard(22)).toThrow(RangeError);
    expect(() => cardFace(78)).toThrow(/0 to 77/);
  });

  it('makes wildness a property of the card', () => {
    const wild = Array.from({ length: 22 }, (_, n) => cardFace(trumpCard(n)).wild);
    expect(wild.map((w, n) => (w ? n : -1)).filter((n) => n >= 0)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(cardFace(minorCard(0, 5)).wild).toBe(false);
    // A non-wild trump matches no minor suit or colour.
    expect(TAROT_DECK.colourMask[trumpCard(11)]).toBe(0);
    expect(TAROT_DECK.suitMask[trumpCard(11)]! & TAROT_DECK.suitMask[minorCard(0, 13)]!).toBe(0);
  });

  it('gives the new kinds their roles and values', () => {
    const role = (c: number) => TAROT_DECK.role[c];
    expect(KNIGHTS_ROLE()).toEqual([HAUNT, HAUNT, HAUNT, HAUNT]);
    expect([13, 14, 15, 16, 20, 21].map((n) => role(trumpCard(n)))).toEqual([
      REVIVE,
      KILL,
      REVIVE,
      SWAP,
      KILL,
      RESET_LINE,
    ]);
    expect([0, 1, 11, 12, 17, 18, 19].map((n) => cardFace(trumpCard(n)).value)).toEqual([
      0, 1, 11, 12, 1, 1, 1,
    ]);
    expect(cardFace(minorCard(2, 12)).value).toBe(0);
    expect(cardFace(trumpCard(21)).burner).toBe(true);
  });
});

function KNIGHTS_ROLE(): number[] {
  return [0, 1, 2, 3].map((s) => TAROT_DECK.role[minorCard(s, 12)]!);
}
