/**
 * The game modes and which cards each puts in the deck. Basic: the 54 cards left when the 20
 * trumps 2–21 and the four knights are taken out (ruling 1). Advanced: all 78. Random
 * challenge: basic plus the cards one challenge card loads (strength: the knights; the hanged
 * man: death; temperance: the devil; the tower: the star, the moon and the sun; judgement: the
 * world); the challenge card itself stays out (ruling 9). Campaign: basic plus what the chapters
 * up to the one played introduce (campaign.ts). Also the options of `setup`.
 */
import type { OptionSchema } from '@matrix-arcade/core';
import { KNIGHTS, TAROT_SIZE, trumpCard } from './deck.js';

export type Mode = 'basic' | 'advanced' | 'challenge' | 'campaign';
export const MODES: readonly Mode[] = ['basic', 'advanced', 'challenge', 'campaign'];

/** The challenge deck, in its order (also the campaign's order). */
export const CHALLENGES = ['strength', 'hanged-man', 'temperance', 'tower', 'judgement'] as const;
export type Challenge = (typeof CHALLENGES)[number];

/** The challenge card's trump number, and the trumps (or knights) it loads. */
export const CHALLENGE_CARDS: Readonly<
  Record<Challenge, { readonly trump: number; readonly loads: readonly number[] }>
> = {
  strength: { trump: 11, loads: KNIGHTS },
  'hanged-man': { trump: 12, loads: [trumpCard(13)] },
  temperance: { trump: 14, loads: [trumpCard(15)] },
  tower: { trump: 16, loads: [trumpCard(17), trumpCard(18), trumpCard(19)] },
  judgement: { trump: 20, loads: [trumpCard(21)] },
};

/** `setup` options. */
export interface CybermancyOptions {
  readonly mode: Mode;
  /** Random challenge: the challenge card, or `'random'` to draw it from the seed. */
  readonly challenge: 'random' | Challenge;
  /** Campaign: the chapter to play, 1–7. */
  readonly chapter: number;
}

export const optionSchema: OptionSchema<CybermancyOptions> = {
  mode: {
    type: 'enum',
    values: MODES,
    default: 'basic',
    label: 'Mode',
    description:
      'basic (54 cards), advanced (all 78), challenge (basic plus one challenge card’s cards), campaign (one chapter)',
  },
  challenge: {
    type: 'enum',
    values: ['random', ...CHALLENGES],
    default: 'random',
    label: 'Challenge card',
    when: { mode: ['challenge'] },
    description: 'challenge mode: the challenge card, or random (drawn from the seed)',
  },
  chapter: {
    type: 'integer',
    default: 1,
    min: 1,
    max: 7,
    label: 'Campaign chapter',
    when: { mode: ['campaign'] },
    description: 'campaign mode: the chapter to play (1–7; 7 is the advanced game)',
  },
};

/** The 54 cards of the basic deck: every minor card but the knights, the fool, the magician. */
export function basicCards(): number[] {
  const out: number[] = [];
  for (let c = 0; c < TAROT_SIZE; c++) {
    if (KNIGHTS.includes(c)) continue;
    if (c >= trumpCard(2)) continue;
    out.push(c);
  }
  return out;
}

/** Membership mask of a list of cards. */
export function maskOf(cards: readonly number[]): boolean[] {
  const m = new Array<boolean>(TAROT_SIZE).fill(false);
  for (const c of cards) m[c] = true;
  return m;
}
