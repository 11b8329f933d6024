/**
 * The CYBERMANCY state: MATR1X ØVERLØAD's state plus the two fields this edition adds, each
 * declared once as a `StateField` (matrix-overload's state-fields.ts) so the family's codec,
 * observation, `determinize` and position builder carry them: `setup` (the mode, the challenge
 * card, the campaign chapter: which cards are in the run) and `discard` (the burners used or
 * discarded, in order; public). Blocked stacks need no field: a stack is blocked while a knight
 * is its top card.
 */
import { ValidationError, validate } from '@matrix-arcade/core';
import type {
  MatrixOverloadObservation,
  MatrixOverloadState,
  StateField,
} from '@matrix-arcade/matrix-overload';
import { CHAPTERS } from './campaign.js';
import { cardsOf } from './cards-of.js';
import { REVIVE, TAROT_DECK, trumpCard } from './deck.js';
import { CHALLENGES, CHALLENGE_CARDS, type Challenge, type Mode, MODES } from './modes.js';

/** The deal's setup: which mode, challenge card and chapter the run plays. */
export interface SetupInfo {
  readonly mode: Mode;
  /** Random challenge: the challenge card drawn (its code: strength 67, …), else -1. */
  readonly challenge: number;
  /** Campaign: the chapter (1–7), else 0. */
  readonly chapter: number;
  /**
   * The `challenge` option chosen for a run whose mode has no challenge card, when it is not the
   * default `'random'`: kept only so that the run's options round-trip (`optionsOf`).
   */
  readonly challengeOption?: Challenge;
  /** Likewise the `chapter` option (2–7) of a run that is not a campaign run. */
  readonly chapterOption?: number;
  /**
   * Cards of the mode taken out of this run by a hand-written position (`buildCyberPosition`
   * with `unnamed: 'retire'`: knights, resets and burners named nowhere), ascending. Dealt runs
   * have none.
   */
  readonly retired?: readonly number[];
}

export interface CybermancyState extends MatrixOverloadState {
  readonly setup: SetupInfo;
  /** Burners discarded (while dealing, or played), in order. Face up: the player sees them. */
  readonly discard: readonly number[];
}

/** What the player sees of a CYBERMANCY run: the family's observation and the two fields. */
export interface CybermancyObservation extends MatrixOverloadObservation {
  readonly setup: SetupInfo;
  readonly discard: readonly number[];
}

const SETUP_KEYS = ['mode', 'challenge', 'chapter', 'challengeOption', 'chapterOption', 'retired'];

const CHALLENGE_CODES = CHALLENGES.map((c) => trumpCard(CHALLENGE_CARDS[c].trump));

export const setupField: StateField = {
  key: 'setup',
  copy: (v) => ({ ...(v as SetupInfo) }),
  read(json, path) {
    const o = validate.obj(json, path);
    for (const k of Object.keys(o)) {
      if (!SETUP_KEYS.includes(k)) {
        throw new ValidationError(
          `${path}.${k}`,
          `unknown field: allowed fields are ${SETUP_KEYS.join(', ')}`,
        );
      }
    }
    const mode = validate.str(o.mode, `${path}.mode`, MODES) as Mode;
    const challenge = validate.int(o.challenge, `${path}.challenge`, -1, TAROT_DECK.size - 1);
    const chapter = validate.int(o.chapter, `${path}.chapter`, 0, CHAPTERS.length);
    if ((mode === 'challenge') !== challenge >= 0) {
      throw new ValidationError(
        `${path}.challenge`,
        mode === 'challenge'
          ? `a challenge run names its challenge card (${CHALLENGE_CODES.join(', ')})`
          : 'expected -1: only a challenge run has a challenge card',
      );
    }
    if (challenge >= 0 && !CHALLENGE_CODES.includes(challenge)) {
      throw new ValidationError(
        `${path}.challenge`,
        `not a challenge card: expected one of ${CHALLENGE_CODES.join(', ')} (strength, the hanged man, temperance, the tower, judgement)`,
      );
    }
    if ((mode === 'campaign') !== chapter > 0) {
      throw new ValidationError(
        `${path}.chapter`,
        mode === 'campaign'
          ? `a campaign run plays a chapter from 1 to ${CHAPTERS.length}`
          : 'expected 0: only a campaign run has a chapter',
      );
    }
    const kept: {
      challengeOption?: Challenge;
      chapterOption?: number;
      retired?: readonly number[];
    } = {};
    if (o.challengeOption !== undefined) {
      if (mode === 'challenge') {
        throw new ValidationError(
          `${path}.challengeOption`,
          'only a run without a challenge card keeps one',
        );
      }
      kept.challengeOption = validate.str(
        o.challengeOption,
        `${path}.challengeOption`,
        CHALLENGES,
      ) as Challenge;
    }
    if (o.chapterOption !== undefined) {
      if (mode === 'campaign') {
        throw new ValidationError(
          `${path}.chapterOption`,
          'only a run outside the campaign keeps one',
        );
      }
      kept.chapterOption = validate.int(
        o.chapterOption,
        `${path}.chapterOption`,
        2,
        CHAPTERS.length,
      );
    }
    if (o.retired !== undefined) {
      const retired = validate.ints(o.retired, `${path}.retired`, 0, TAROT_DECK.size - 1);
      const inMode = cardsOf({ mode, challenge, chapter });
      retired.forEach((c, i) => {
        if (i > 0 && c <= retired[i - 1]!) {
          throw new ValidationError(
            `${path}.retired[${i}]`,
            'expected card codes in ascending order, each once',
          );
        }
        if (!inMode.includes(c)) {
          throw new ValidationError(
            `${path}.retired[${i}]`,
            `${TAROT_DECK.text[c]} is not a card of this mode's run`,
          );
        }
      });
      kept.retired = retired;
    }
    return { mode, challenge, chapter, ...kept } satisfies SetupInfo;
  },
};

export const discardField: StateField = {
  key: 'discard',
  copy: (v) => (v as readonly number[]).slice(),
  read(json, path, deck) {
    const cards = validate.ints(json, path, 0, deck.size - 1);
    cards.forEach((c, i) => {
      if (deck.role[c]! < REVIVE) {
        throw new ValidationError(
          `${path}[${i}]`,
          `${deck.text[c]} is not a burner: only death, temperance, the devil, the tower, judgement and the world are discarded`,
        );
      }
    });
    return cards;
  },
  cards: (v) => v as readonly number[],
};

export const STATE_FIELDS: readonly StateField[] = [setupField, discardField];
