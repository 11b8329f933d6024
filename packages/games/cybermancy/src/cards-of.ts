/**
 * Which cards a run holds, from its setup: the mode's cards (basic, advanced, a challenge card's
 * additions, a campaign chapter's), less any a hand-written position retired (`retired`). Read
 * by the deal, the rules' `cardsInGame` hook and the kernel's out-of-run list.
 */
import { chapterCards } from './campaign.js';
import { TAROT_DECK } from './deck.js';
import { CHALLENGES, CHALLENGE_CARDS, type Mode, basicCards } from './modes.js';

/** What of a run's setup (`SetupInfo`, state.ts) decides its cards. */
export interface CardChoice {
  readonly mode: Mode;
  readonly challenge: number;
  readonly chapter: number;
  readonly retired?: readonly number[];
}

/** The cards of the setup's mode (ascending), without the retired ones. */
export function cardsOf(setup: CardChoice): number[] {
  const cards = modeCards(setup);
  const retired = setup.retired;
  return retired === undefined || retired.length === 0
    ? cards
    : cards.filter((c) => !retired.includes(c));
}

function modeCards(setup: CardChoice): number[] {
  switch (setup.mode) {
    case 'basic':
      return basicCards();
    case 'advanced':
      return Array.from({ length: TAROT_DECK.size }, (_, c) => c);
    case 'campaign':
      return chapterCards(setup.chapter);
    case 'challenge': {
      const name = CHALLENGES.find((c) => CHALLENGE_CARDS[c].trump + 56 === setup.challenge);
      if (name === undefined) throw new RangeError(`not a challenge card: ${setup.challenge}`);
      return [...basicCards(), ...CHALLENGE_CARDS[name].loads].sort((a, b) => a - b);
    }
  }
}
