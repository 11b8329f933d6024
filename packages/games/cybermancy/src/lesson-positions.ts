/**
 * The positions CYBERMANCY's lessons and rules-reference pictures start from, each built with
 * the game's position builder (`buildCyberPosition`), so a lesson and the rules cannot disagree.
 * The deck's next cards are named (the order a lesson needs); the cards named nowhere are
 * shuffled under them from a fixed seed, or retired (dead royals, as in a late run), so every
 * draw of a lesson is the same every time. Matrix cells are given in reading order, top-left
 * first; outside places by `outside.above(column)`, `.right(row)`, `.below(column)`,
 * `.left(row)`, rows and columns counted from 1 as the board's words count them.
 */
import { outside } from '@matrix-arcade/matrix-overload';
import { CHALLENGE_CARDS, type Challenge } from './modes.js';
import { buildCyberPosition } from './position.js';
import type { CybermancyState, SetupInfo } from './state.js';
import { trumpCard } from './deck.js';

/** The setup of a basic run (the first game's mode). */
export const BASIC: SetupInfo = { mode: 'basic', challenge: -1, chapter: 0 };
/** The setup of a random-challenge run with challenge card `c`. */
export const challenge = (c: Challenge): SetupInfo => ({
  mode: 'challenge',
  challenge: trumpCard(CHALLENGE_CARDS[c].trump),
  chapter: 0,
});
/** The setup of a campaign run at chapter `n`. */
export const chapter = (n: number): SetupInfo => ({ mode: 'campaign', challenge: -1, chapter: n });

/** Just dealt: eight cards around the empty centre, three royals set aside while dealing. */
export const settingUp = (): CybermancyState =>
  buildCyberPosition({
    setup: BASIC,
    matrix: ['5♥', '2♥', '4♣', '10♣', '', '6♦', '3♥', '7♣', '5♣'],
    hand: 'K♣',
    setAside: 'Q♦ P♠',
    deck: '9♥ 8♦',
    unnamed: { shuffleIntoDeck: 3 },
  });

/** Two paiges: one a card away from an overload, one behind the empty centre. */
export const paiges = (): CybermancyState =>
  buildCyberPosition({
    setup: BASIC,
    matrix: ['3♣', '5♥', '6♦', '9♣', '', '2♠', '4♦', '8♥', '10♠'],
    royals: { [outside.right(1)]: 'P♦', [outside.below(2)]: 'P♠' },
    hand: '7♠',
    deck: '9♦ 5♣ 10♦',
    unnamed: { shuffleIntoDeck: 2 },
  });

/** A queen, a king and a king of another suit: one corner card kills two of them. */
export const queensAndKings = (): CybermancyState =>
  buildCyberPosition({
    setup: BASIC,
    matrix: ['2♦', '7♥', '8♦', '6♠', '9♣', '3♥', '7♠', '10♥', '4♦'],
    royals: {
      [outside.right(1)]: 'Q♥',
      [outside.below(1)]: 'K♠',
      [outside.left(3)]: 'K♦',
    },
    hand: '5♣',
    deck: '9♠',
    unnamed: { shuffleIntoDeck: 3 },
  });

/** High stacks everywhere, the fool in hand, an ace to come. */
export const resets = (): CybermancyState =>
  buildCyberPosition({
    setup: BASIC,
    matrix: ['10♠', '9♥', '8♣', '10♦', '7♦', '9♦', '6♥', '5♠', '10♥'],
    royals: { [outside.left(1)]: 'P♣', [outside.above(2)]: 'Q♦' },
    hand: '0♔',
    deck: 'A♥ 6♣',
    unnamed: { shuffleIntoDeck: 4 },
  });

/** Every stack shows 7 or more: low programs have nowhere to go. */
export const ice = (): CybermancyState =>
  buildCyberPosition({
    setup: BASIC,
    matrix: ['9♠', '10♥', '8♦', '9♣', '7♥', '10♦', '8♠', '9♦', '10♣'],
    royals: { [outside.above(1)]: 'P♥', [outside.right(3)]: 'K♥', [outside.left(2)]: 'Q♣' },
    hand: '4♥',
    deck: '5♣ A♠ 6♦',
    unnamed: { shuffleIntoDeck: 3 },
  });

/** No royal placed yet, and a program that fits nowhere: preventative ICE. */
export const preventative = (): CybermancyState =>
  buildCyberPosition({
    setup: BASIC,
    matrix: ['9♠', '10♥', '8♦', '9♣', '7♥', '10♦', '8♠', '9♦', '10♣'],
    hand: '3♦',
    deck: 'Q♦ 6♠',
    unnamed: { shuffleIntoDeck: 5 },
  });

/** Eleven royals dead; the king of coins is the last, and six cards are left. */
export const lastRoyal = (): CybermancyState =>
  buildCyberPosition({
    setup: BASIC,
    matrix: ['3♠', '9♦', '5♦', '10♣', '8♥', '4♠', '2♣', '10♠', '9♥'],
    royals: { [outside.right(1)]: 'K♦' },
    hand: '4♦',
    deck: 'A♠ 0♔ A♥ 1♔ A♦ A♣',
    unnamed: 'retire',
  });

/**
 * The rulebook's play example in the advanced game: six royals dead, five alive, one in the
 * deck, the 6♣ in hand; the 10 of trumps is wild.
 */
export const playExample = (): CybermancyState =>
  buildCyberPosition({
    setup: { mode: 'advanced', challenge: -1, chapter: 0 },
    matrix: ['6♠', '7♥', '10♔', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
    royals: {
      [outside.above(1)]: 'K♠',
      [outside.above(2)]: { royal: 'P♠', dead: true },
      [outside.above(3)]: { royal: 'P♥', dead: true },
      [outside.right(1)]: { royal: 'Q♦', ice: ['3♦'] },
      [outside.right(2)]: 'K♥',
      [outside.right(3)]: { royal: 'P♦', dead: true },
      [outside.below(1)]: 'P♣',
      [outside.below(2)]: { royal: 'Q♥', dead: true },
      [outside.below(3)]: { royal: 'Q♣', dead: true },
      [outside.left(1)]: 'Q♠',
      [outside.left(3)]: { royal: 'K♣', dead: true },
    },
    hand: '6♣',
    deck: '11♔ K♦',
    unnamed: { shuffleIntoDeck: 5 },
  });

/** A random challenge with strength's knights: a knight in hand, three royals dead. */
export const knights = (): CybermancyState =>
  buildCyberPosition({
    setup: challenge('strength'),
    matrix: ['6♠', '7♥', '8♦', '9♣', '4♦', '5♥', '3♠', '10♥', '2♣'],
    royals: {
      [outside.right(1)]: 'Q♦',
      [outside.right(2)]: { royal: 'K♥', dead: true },
      [outside.below(1)]: 'P♠',
      [outside.below(2)]: { royal: 'Q♠', dead: true },
      [outside.below(3)]: { royal: 'K♣', dead: true },
      [outside.left(2)]: { royal: 'P♥', dead: true },
    },
    hand: 'N♠',
    deck: '4♣ 9♠',
    unnamed: { shuffleIntoDeck: 3 },
  });

/** The campaign's chapter 3: death in hand, a dead paige and a dead king with heavy ICE. */
export const death = (): CybermancyState =>
  buildCyberPosition({
    setup: chapter(3),
    matrix: ['3♠', '7♥', '8♦', '9♣', '4♦', '5♥', '6♠', '10♥', '2♣'],
    royals: {
      [outside.right(1)]: { royal: 'P♦', dead: true },
      [outside.below(1)]: { royal: 'K♠', dead: true, ice: ['6♣', '5♠'] },
      [outside.left(1)]: 'Q♥',
    },
    hand: '13♔',
    deck: '4♣ 9♠',
    unnamed: { shuffleIntoDeck: 3 },
  });

/** Chapter 4: temperance in hand, a king on the brink of black ICE, the devil to come. */
export const temperance = (): CybermancyState =>
  buildCyberPosition({
    setup: chapter(4),
    matrix: ['3♠', '7♥', '8♦', '9♣', '4♦', '5♥', '6♠', '10♥', '2♦'],
    royals: {
      [outside.above(2)]: { royal: 'Q♠', dead: true, ice: ['9♠'] },
      [outside.right(1)]: { royal: 'P♦', dead: true },
      [outside.below(1)]: { royal: 'K♣', ice: ['5♠', '2♣'] },
      [outside.left(1)]: 'Q♥',
    },
    hand: '14♔',
    deck: '15♔ 4♣ 9♥',
    unnamed: { shuffleIntoDeck: 3 },
  });

/** Chapter 5: the tower in hand, a queen on the wrong side of a red row, the star to come. */
export const tower = (): CybermancyState =>
  buildCyberPosition({
    setup: chapter(5),
    matrix: ['2♠', '7♥', '8♦', '9♣', '4♦', '5♥', '6♠', '10♥', '2♦'],
    royals: {
      [outside.right(1)]: 'K♠',
      [outside.below(1)]: 'P♣',
      [outside.left(1)]: { royal: 'Q♥', ice: ['3♥'] },
    },
    hand: '16♔',
    deck: '17♔ 9♥',
    unnamed: { shuffleIntoDeck: 3 },
  });

/** Chapter 6: the world in hand, a king of cups one card from black ICE; judgement to come. */
export const world = (): CybermancyState =>
  buildCyberPosition({
    setup: chapter(6),
    matrix: ['2♠', '7♥', '8♦', '9♣', '4♦', '5♥', '6♠', '10♥', '2♦'],
    royals: {
      [outside.above(1)]: { royal: 'Q♣', dead: true },
      [outside.above(3)]: { royal: 'Q♦', ice: ['5♦'] },
      [outside.right(2)]: { royal: 'K♥', ice: ['4♥', '3♥'] },
      [outside.left(3)]: 'P♠',
    },
    hand: '21♔',
    deck: '20♔ 9♥',
    unnamed: { shuffleIntoDeck: 3 },
  });

/** Chapter 3: the hanged man in hand, every stack at 9 or 10, a paige at the end of row 1. */
export const hangedMan = (): CybermancyState =>
  buildCyberPosition({
    setup: chapter(3),
    matrix: ['9♠', '5♥', '6♦', '10♣', '', '10♦', '8♠', '9♦', '10♠'],
    royals: { [outside.right(1)]: 'P♦', [outside.below(1)]: 'Q♥' },
    hand: '12♔',
    deck: '9♥ 4♣',
    unnamed: { shuffleIntoDeck: 3 },
  });

/** Chapter 5: the moon in hand, the sun next; a queen, a paige and a king to aim at. */
export const moonAndSun = (): CybermancyState =>
  buildCyberPosition({
    setup: chapter(5),
    matrix: ['10♠', '7♥', '8♦', '9♣', '10♦', '9♦', '6♠', '5♥', '10♥'],
    royals: { [outside.right(1)]: 'Q♦', [outside.left(3)]: 'P♠', [outside.above(2)]: 'K♣' },
    hand: '18♔',
    deck: '19♔ 9♥',
    unnamed: { shuffleIntoDeck: 3 },
  });
