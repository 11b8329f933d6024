/**
 * CYBERMANCY as a core `Game`: the family's `createGame` over `cybermancyRules`, with this
 * edition's options (mode, challenge card, campaign chapter) and deal, and descriptions that
 * know the new cards. One seat, a hidden shuffled deck, no chance nodes after the deal. The deal
 * draws the challenge card first (random challenge), then shuffles the mode's cards, both from
 * the seed's one generator.
 */
import { type Game, type Rng, createRng } from '@matrix-arcade/core';
import { type MatrixOverloadState, createGame, royalHealth } from '@matrix-arcade/matrix-overload';
import { describeCyber } from './describe.js';
import { trumpCard } from './deck.js';
import { CHALLENGES, CHALLENGE_CARDS, type CybermancyOptions, optionSchema } from './modes.js';
import { type CybermancyPreview, cybermancyRules } from './rules.js';
import type { CybermancyObservation, CybermancyState, SetupInfo } from './state.js';

export type { CybermancyObservation } from './state.js';

/** The setup options draw from the seed's generator (a challenge run takes one draw). */
function drawSetup(options: CybermancyOptions, rng: Rng): SetupInfo {
  const setup = drawCards(options, rng);
  // Options the mode does not use are kept too, so that `optionsOf` gives them back.
  return {
    ...setup,
    ...(setup.mode !== 'challenge' && options.challenge !== 'random'
      ? { challengeOption: options.challenge }
      : {}),
    ...(setup.mode !== 'campaign' && options.chapter !== 1
      ? { chapterOption: options.chapter }
      : {}),
  };
}

/** Which cards the run plays: the mode, the challenge card drawn or chosen, the chapter. */
function drawCards(options: CybermancyOptions, rng: Rng): SetupInfo {
  switch (options.mode) {
    case 'challenge': {
      // The draw is made even when the card is chosen, so that a random run replays with the
      // card it drew (`optionsOf`) and deals the very same cards.
      const drawn = CHALLENGES[rng.int(CHALLENGES.length)]!;
      const name = options.challenge === 'random' ? drawn : options.challenge;
      return { mode: 'challenge', challenge: trumpCard(CHALLENGE_CARDS[name].trump), chapter: 0 };
    }
    case 'campaign':
      return { mode: 'campaign', challenge: -1, chapter: options.chapter };
    default:
      return { mode: options.mode, challenge: -1, chapter: 0 };
  }
}

/** The setup a set of (validated) options and a seed deal: which challenge card, say. */
export function setupOf(options: CybermancyOptions, seed: number): SetupInfo {
  return drawSetup(options, createRng(seed));
}

/** A new run: the setup drawn, then the setup's cards shuffled by the same generator and dealt. */
export function deal(options: CybermancyOptions, seed: number): CybermancyState {
  const rng = createRng(seed);
  const setup = drawSetup(options, rng);
  return cybermancyRules.dealRun(setup, rng.shuffle(cybermancyRules.cardsOf(setup)));
}

function optionsOf(s: CybermancyState): CybermancyOptions {
  const { setup } = s;
  const challenge =
    CHALLENGES.find((c) => trumpCard(CHALLENGE_CARDS[c].trump) === setup.challenge) ??
    setup.challengeOption ??
    'random';
  return { mode: setup.mode, challenge, chapter: setup.chapter || setup.chapterOption || 1 };
}

type TypedGame = Game<CybermancyState, CybermancyObservation, CybermancyOptions, CybermancyPreview>;

/**
 * CYBERMANCY's `Game`, over `CybermancyState`, `CybermancyObservation` and `CybermancyPreview`:
 * the family's `createGame` infers them from the edition's spec, so `new Match(cybermancy, {}, 1)`
 * and `playGame(cybermancy, …)` are typed with no type argument written.
 */
export type CybermancyGame = Omit<TypedGame, 'legalActions' | 'describeAction'> & {
  /** Also takes a CYBERMANCY state typed as the family's (an element's `gameState`). */
  legalActions(state: MatrixOverloadState): readonly number[];
  legalActions(state: CybermancyState): readonly number[];
  describeAction(state: MatrixOverloadState, action: number): string;
  describeAction(state: CybermancyState, action: number): string;
  previewAction(state: CybermancyState, action: number): CybermancyPreview;
  /**
   * Health of the royal at outside position `position` (0–11): its base value plus its ICE,
   * -1 when no royal is there. Throws `RangeError` for a position out of range.
   */
  royalHealth(state: CybermancyState, position: number): number;
};

// The family's game over CYBERMANCY's rules: its types (state, observation, preview) come from
// the edition's spec, so nothing is cast.
const base = createGame<
  CybermancyOptions,
  CybermancyState,
  CybermancyObservation,
  CybermancyPreview
>(cybermancyRules, {
  id: 'cybermancy',
  title: 'MATR1X ØVERLØAD: CYBERMANCY',
  options: { schema: optionSchema, deal, of: optionsOf },
});

export const cybermancy: CybermancyGame = {
  ...base,
  legalActions: (s: MatrixOverloadState) => cybermancyRules.legalActions(s),
  describeAction: (s, a) => describeCyber(cybermancyRules, cybermancyRules.previewCyber(s, a)),
  previewAction: (s, a) => cybermancyRules.previewCyber(s, a),
  royalHealth: (s, p) => cybermancyHealth(s, p),
};

/**
 * Health of the royal at outside position `position` (0–11) of a CYBERMANCY state: its base
 * value plus its ICE, -1 when no royal is there (also `cybermancy.royalHealth`). Throws
 * `RangeError` for a position out of range.
 */
export function cybermancyHealth(state: CybermancyState, position: number): number {
  return royalHealth(state, position, cybermancyRules);
}
