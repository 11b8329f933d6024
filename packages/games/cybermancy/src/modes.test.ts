/**
 * The modes' decks (ruling 1: 54 basic cards; 78 advanced; a challenge adds what its card
 * loads, not the card itself, ruling 14), the seeded challenge draw, the options' errors, and
 * the campaign's chapters and unlock rule (rulings 22–23).
 */
import { OptionsError } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import {
  CHAPTERS,
  NEW_CAMPAIGN,
  chapterCards,
  isUnlocked,
  nextChapter,
  readProgress,
  recordResult,
  unlockedChapters,
} from './campaign.js';
import { KNIGHTS, TAROT_DECK, cardFace, trumpCard } from './deck.js';
import { cybermancy as game } from './game.js';
import { CHALLENGES, CHALLENGE_CARDS, basicCards } from './modes.js';
import { cybermancyRules as rules } from './rules.js';
import type { CybermancyState } from './state.js';

/** Every card of a fresh deal, wherever it is. */
function dealt(s: CybermancyState): number[] {
  return [
    ...s.stacks.flat(),
    ...s.deck,
    ...(s.hand >= 0 ? [s.hand] : []),
    ...s.setAside,
    ...s.discard,
  ].sort((a, b) => a - b);
}

describe('decks', () => {
  it('basic: 54 cards, no knights, no trumps but the fool and the magician', () => {
    const cards = basicCards();
    expect(cards).toHaveLength(54);
    expect(cards.filter((c) => KNIGHTS.includes(c))).toEqual([]);
    expect(cards.filter((c) => cardFace(c).trump >= 0)).toEqual([trumpCard(0), trumpCard(1)]);
    expect(dealt(game.setup({ mode: 'basic' }, 9) as CybermancyState)).toEqual(cards);
  });

  it('advanced: all 78', () => {
    expect(dealt(game.setup({ mode: 'advanced' }, 9) as CybermancyState)).toHaveLength(78);
  });

  it('a challenge adds the cards its card loads, without the card itself', () => {
    const sizes: Record<string, number> = {};
    for (const challenge of CHALLENGES) {
      const s = game.setup({ mode: 'challenge', challenge }, 4) as CybermancyState;
      const card = trumpCard(CHALLENGE_CARDS[challenge].trump);
      expect(s.setup.challenge).toBe(card);
      const cards = dealt(s);
      expect(cards).not.toContain(card);
      for (const c of CHALLENGE_CARDS[challenge].loads) expect(cards).toContain(c);
      sizes[challenge] = cards.length;
    }
    expect(sizes).toEqual({
      strength: 58,
      'hanged-man': 55,
      temperance: 55,
      tower: 57,
      judgement: 55,
    });
  });

  it('a random challenge is drawn from the seed: the same seed, the same card; all five occur', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const a = game.setup({ mode: 'challenge' }, seed) as CybermancyState;
      const b = game.setup({ mode: 'challenge' }, seed) as CybermancyState;
      expect(b.setup.challenge).toBe(a.setup.challenge);
      seen.add(a.setup.challenge);
      // Replaying with the card it drew deals the same run.
      const again = game.setup(game.optionsOf(a), seed);
      expect(game.codec.toJSON(again)).toEqual(game.codec.toJSON(a));
    }
    expect(seen.size).toBe(5);
  });

  it('rejects a bad mode, challenge or chapter, naming the option', () => {
    expect(() => game.setup({ mode: 'expert' } as never, 1)).toThrow(OptionsError);
    expect(() => game.setup({ mode: 'expert' } as never, 1)).toThrow(/mode/);
    expect(() => game.setup({ challenge: 'chariot' } as never, 1)).toThrow(/challenge/);
    expect(() => game.setup({ mode: 'campaign', chapter: 8 }, 1)).toThrow(/chapter/);
  });

  it('a save with a card the mode leaves out is refused', () => {
    const s = game.setup({ mode: 'basic' }, 3) as CybermancyState;
    const json = game.codec.toJSON(s) as { deck: number[] };
    json.deck = [...json.deck, KNIGHTS[0]!];
    expect(() => game.codec.fromJSON(json)).toThrow(/not in this run's deck/);
  });
});

describe('campaign', () => {
  it('has seven chapters in the challenge deck’s order, ending in the full deck', () => {
    expect(CHAPTERS.map((c) => c.challenge)).toEqual([-1, 11, 12, 14, 16, 20, -1]);
    expect(CHAPTERS.map((c) => chapterCards(c.number).length)).toEqual([
      54, 59, 61, 63, 67, 69, 78,
    ]);
    expect(chapterCards(7)).toEqual(Array.from({ length: TAROT_DECK.size }, (_, c) => c));
    const s = game.setup({ mode: 'campaign', chapter: 2 }, 1) as CybermancyState;
    expect(dealt(s)).toEqual(chapterCards(2));
    expect(rules.cardsOf(s.setup)).toEqual(chapterCards(2));
  });

  it('opens a chapter only once the one before is won', () => {
    expect(unlockedChapters(NEW_CAMPAIGN)).toEqual([1]);
    expect(isUnlocked(NEW_CAMPAIGN, 2)).toBe(false);
    const lost = recordResult(NEW_CAMPAIGN, 1, false);
    expect(lost).toBe(NEW_CAMPAIGN);
    const won = recordResult(NEW_CAMPAIGN, 1, true);
    expect(NEW_CAMPAIGN.won).toEqual([]);
    expect(unlockedChapters(won)).toEqual([1, 2]);
    expect(nextChapter(won)).toBe(2);
    expect(() => recordResult(won, 3, true)).toThrow(/locked/);
  });

  it('reads saved progress and refuses a malformed one', () => {
    expect(readProgress({ won: [2, 1, 1] })).toEqual({ won: [1, 2] });
    expect(() => readProgress({ won: [9] })).toThrow(/1 to 7/);
    expect(() => readProgress('x')).toThrow(TypeError);
  });
});

describe('options round-trip through the state', () => {
  it('keeps a challenge card or chapter chosen for a mode that does not use it', () => {
    for (const options of [
      { mode: 'basic', challenge: 'strength', chapter: 1 },
      { mode: 'advanced', challenge: 'tower', chapter: 2 },
      { mode: 'basic', challenge: 'random', chapter: 5 },
      { mode: 'campaign', challenge: 'judgement', chapter: 3 },
    ] as const) {
      const s = game.setup(options, 9);
      expect(game.optionsOf(s)).toEqual(options);
      // The kept options change nothing about the cards dealt.
      const chapter = options.mode === 'campaign' ? options.chapter : 1;
      const plain = game.setup({ mode: options.mode, challenge: 'random', chapter }, 9);
      expect(s.deck).toEqual(plain.deck);
      // And they survive a save.
      expect(
        game.optionsOf(game.codec.fromJSON(JSON.parse(JSON.stringify(game.codec.toJSON(s))))),
      ).toEqual(options);
    }
  });
});
