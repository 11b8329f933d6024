/**
 * Positions written by hand for CYBERMANCY (the rulebook's examples, puzzles, tests): the
 * family's `buildPosition` with this edition's rules, the mode (default advanced: every card may
 * be named) and the discard pile filled in; unknown keys are refused. Cards are text, `"6♔"` or `"6t"` for the six of
 * trumps, `"13♔"` for death, `"P♣"` for the paige of wands.
 */
import {
  BUILD_POSITION_KEYS,
  type BuildPositionSpec,
  type CardList,
  buildPosition,
  checkKeys,
  parseCard,
} from '@matrix-arcade/matrix-overload';
import { ValidationError } from '@matrix-arcade/core';
import { TAROT_DECK } from './deck.js';
import { cybermancyRules } from './rules.js';
import type { CybermancyState, SetupInfo } from './state.js';

export interface CyberPositionSpec extends Omit<BuildPositionSpec, 'extra'> {
  /** The run's setup (default: the advanced game, all 78 cards). */
  readonly setup?: SetupInfo;
  /** Burners already discarded, in order. */
  readonly discard?: CardList;
}

/** The keys a `CyberPositionSpec` may have. */
export const CYBER_POSITION_KEYS: readonly string[] = [
  ...BUILD_POSITION_KEYS.filter((k) => k !== 'extra'),
  'setup',
  'discard',
];

/**
 * A running CYBERMANCY state from a written position; throws `ValidationError` naming the entry
 * (a key the spec does not know included). With `unnamed: 'retire'`, unnamed royals lie dead
 * and unnamed programs lie as ICE under one (as in the family), and unnamed knights, resets
 * (the star, the moon, the sun, aces, the fool, the magician) and burners leave the run (the
 * setup's `retired`).
 */
export function buildCyberPosition(spec: CyberPositionSpec): CybermancyState {
  checkKeys(spec, 'position', CYBER_POSITION_KEYS);
  const words =
    spec.discard === undefined
      ? []
      : typeof spec.discard === 'string'
        ? spec.discard.split(/\s+/).filter((w) => w.length > 0)
        : spec.discard;
  const discard = words.map((w, i) => {
    const codes = parseCard(TAROT_DECK, w);
    if (codes.length === 0) {
      throw new ValidationError(`position.discard[${i}]`, `not a card: ${JSON.stringify(w)}`);
    }
    return codes[0]!;
  });
  const { setup, discard: _, ...rest } = spec;
  return buildPosition(
    {
      ...rest,
      extra: { setup: setup ?? { mode: 'advanced', challenge: -1, chapter: 0 }, discard },
    },
    cybermancyRules,
  ) as CybermancyState;
}
