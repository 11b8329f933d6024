/**
 * @matrix-arcade/cybermancy: the headless rules of MATR1X ØVERLØAD: CYBERMANCY, the tarot
 * edition, built on the MATR1X ØVERLØAD family library. This entry only re-exports: the `Game`,
 * its descriptor, its edition spec and rules, the tarot deck and card helpers, the modes and options, the
 * campaign's chapters and unlock rule, the action codes, the state type and descriptions. The lessons
 * and rules reference are the `./lessons` entry's (issue 38's teaching mode; not shipped here).
 */
export {
  cybermancy,
  cybermancyHealth,
  deal,
  setupOf,
  type CybermancyGame,
  type CybermancyObservation,
} from './game.js';
export { cybermancyDescriptor } from './descriptor.js';
export {
  CYBERMANCY_EDITION,
  cardsOf,
  type CybermancyRules,
  cybermancyRules,
  type BurnerEffect,
  type CybermancyPreview,
} from './rules.js';
export { describeCyber } from './describe.js';
export {
  HAUNT,
  KILL,
  KNIGHTS,
  MINOR_SUITS,
  RESET_LINE,
  REVIVE,
  SWAP,
  TAROT_DECK,
  TAROT_DECK_DEFINITION,
  TAROT_SIZE,
  TRUMP_BASE,
  TRUMP_NAMES,
  cardFace,
  isBurner,
  minorCard,
  trumpCard,
  trumpNumber,
  type CardFace,
} from './deck.js';
export {
  CHALLENGES,
  CHALLENGE_CARDS,
  MODES,
  basicCards,
  optionSchema,
  type Challenge,
  type CybermancyOptions,
  type Mode,
} from './modes.js';
export {
  CHAPTERS,
  NEW_CAMPAIGN,
  chapterCards,
  isUnlocked,
  nextChapter,
  readProgress,
  recordResult,
  unlockedChapters,
  type CampaignProgress,
  type Chapter,
} from './campaign.js';
export {
  CYBER_ACTION_COUNT,
  DISCARD,
  LINES,
  LINE_BASE,
  SWAP_BASE,
  SWAP_PAIRS,
  columnAction,
  decodeCyberAction,
  lineCells,
  lineEnds,
  lineName,
  rowAction,
  swapAction,
  swapName,
  type CyberAction,
} from './actions.js';
export { STATE_FIELDS, type CybermancyState, type SetupInfo } from './state.js';
export { buildCyberPosition, type CyberPositionSpec } from './position.js';
