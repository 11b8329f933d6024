/**
 * CYBERMANCY's rules reference, in our own words (from the rulebook,
 * `shared/rules/cybermancy.txt`, and our rulings, `docs/rulings/cybermancy.md`): short sections in
 * the order a player meets the rules (the basic game first, then the advanced cards and the
 * modes), each with the rulings headings it covers, some with a small picture of a position
 * drawn by the game's own element, and a glossary of the tarot edition's words. Lessons name
 * the sections they teach by id (`lessons.ts`); the lesson test checks that every section is
 * taught and every rulings heading covered.
 */
import type { RuleSection, RulesReference } from '@matrix-arcade/core';
import { outside, positionAction } from '@matrix-arcade/matrix-overload';
import {
  ice,
  paiges,
  playExample,
  queensAndKings,
  resets,
  settingUp,
  knights,
  tower,
} from './lesson-positions.js';
import { swapAction } from './actions.js';
import { glossary } from './rules-glossary.js';
import type { CybermancyState } from './state.js';

const basicGame: readonly RuleSection<CybermancyState>[] = [
  {
    id: 'the-cards',
    title: 'The tarot deck',
    text: [
      'Four minor suits, swords ♠ and wands ♣ (black), cups ♥ and coins ♦ (red), each ace to 10 with a paige, a knight, a queen and a king; and the trumps ♔, numbered 0 (the fool) to 21 (the world), which have no colour.',
      'The basic game plays 54 of the 78 cards: the minor suits without their knights, plus the fool and the magician. The advanced game and the challenges add the rest.',
    ],
    rulings: ['The deck'],
  },
  {
    id: 'the-matrix',
    title: 'The matrix',
    text: [
      'Cards are dealt face up into a 3 by 3 grid, leaving the centre empty: that is the matrix. A royal (paige, queen or king) met while dealing is set aside and the dealing goes on, until all eight places hold a card.',
      'Around the matrix are twelve places for royals, three on each side; each touches one card of the matrix, a corner card touches two.',
    ],
    picture: {
      start: settingUp,
      caption: 'Just dealt: eight cards around the empty centre, the K♣, Q♦ and P♠ set aside.',
      point: { part: 'hand' },
    },
  },
  {
    id: 'placing-royals',
    title: 'Where a royal goes',
    text: [
      'A royal goes beside the card of the matrix most like it: the highest card of its suit; with none, the highest of its colour; with none, the highest card. A place holds one royal, so a card with no free place beside it is passed over.',
      'When cards tie, or the card is a corner, you choose. Royals set aside while dealing are placed first, in the order they came; a royal drawn later is placed the same way.',
    ],
  },
  {
    id: 'programs',
    title: 'Programs: the 2 to 10',
    text: [
      'Each turn you draw a card and must play it. A 2 to 10 is a program: it goes on a stack whose top card shows its value or less. The empty centre counts as 0, so any program fits there.',
      'Only the top card of a stack counts: its value and its suit.',
    ],
  },
  {
    id: 'overloads',
    title: 'Overloads',
    text: [
      'When you play a card at one end of a row or column and a living royal waits at the other end, the two top cards in between fire at it: their values added are the overload’s power.',
      'A line through an empty cell fires nothing. A corner card ends a row and a column at once, so it can fire twice. Resets fire too; knights and burners never do.',
    ],
    picture: {
      start: paiges,
      caption:
        'The 7♠ on the 3♣ fires along row 1: 5♥ + 6♦ = 11 at the paige of coins, enough to kill her.',
      point: { action: 0 },
    },
  },
  {
    id: 'killing-royals',
    title: 'Paiges, queens and kings',
    text: [
      'A royal dies when an overload’s power reaches its health: a paige has 11, a queen 12, a king 13, plus its ICE.',
      'A paige dies to any two cards; a queen only when both cards share her colour; a king only when both are of his suit. A killed royal is turned face down and stays where it is.',
    ],
    picture: {
      start: queensAndKings,
      caption:
        'The corner 2♦ ends row 1 (7♥ 8♦ at the queen of cups) and column 1 (6♠ 7♠ at the king of swords).',
      point: { action: 0 },
    },
  },
  {
    id: 'resets',
    title: 'Resets: aces, the fool and the magician',
    text: [
      'An ace goes on any stack: the stack goes to the bottom of the deck, in order, and the ace takes its place, showing 1.',
      'The fool (0) and the magician (1) must go on a stack with the lowest top card (you choose among ties); they count as every suit. A reset fires overloads from its cell like a program.',
    ],
    picture: {
      start: resets,
      caption: 'The fool must reset the lowest stack, the 5♠, and fires up column 2 at the queen.',
      point: { action: 7 },
    },
  },
  {
    id: 'ice',
    title: 'ICE',
    text: [
      'A program that fits on no stack becomes ICE: it goes with the living royal most like it (same suit, else colour, else any; then the closest value; you choose among ties) and adds its value to that royal’s health.',
      'With no royal placed at all, it waits as preventative ICE where a royal of its kind would go, and the royal placed there later takes it up.',
    ],
    picture: {
      start: ice,
      caption:
        'Every stack shows 7 or more: the 4♥ in hand can only become ICE on the paige of cups.',
      point: { action: positionAction(outside.above(1)) },
    },
  },
  {
    id: 'the-end',
    title: 'Winning and losing',
    text: [
      'You win when all twelve royals are dead. You lose when a royal’s health goes above 20 (black ICE), when the deck is empty and a royal still lives (out of time), or when nothing but resets and replays are left and no royal can die any more (an infinite loop).',
    ],
  },
];

const advancedGame: readonly RuleSection<CybermancyState>[] = [
  {
    id: 'wild-trumps',
    title: 'The full arcana: wild trumps',
    text: [
      'The advanced game plays all 78 cards. The 2 to 10 of trumps are programs that count as every suit, so they match any queen’s colour and any king’s suit, in an overload or as ICE.',
      'Strength (11) and the hanged man (12) are programs too, but not wild: they match no royal.',
    ],
    picture: {
      start: playExample,
      caption:
        'The 6♣ on the 6♠ kills the queen of coins (7♥ + the wild 10♔ = 17 against 15) and the paige of wands.',
      point: { action: 0 },
    },
    rulings: ['The deck'],
  },
  {
    id: 'knights',
    title: 'Knights',
    text: [
      'A knight goes on any stack of cards, whatever it shows, and fires nothing. While it is on top, no program may go on that stack. It shows 0, so it adds nothing to an overload and its stack is a lowest one for the fool and the magician.',
      'Only a reset, another knight or the world clears it.',
    ],
    picture: {
      start: knights,
      caption: 'A knight in hand: the stacks of row 1 and column 1 still aim at living royals.',
      point: { part: 'hand' },
    },
    rulings: ['The deck'],
  },
  {
    id: 'burners',
    title: 'Burners',
    text: [
      'Death, temperance, the devil, the tower, judgement and the world never enter the matrix: drawn, each is used for its effect and discarded face up. It must be used when it has a target; only without one is it discarded for nothing. Met while dealing, it is discarded without effect.',
    ],
    rulings: ['Burners'],
  },
  {
    id: 'revive',
    title: 'Death and the devil',
    text: [
      'Each brings a dead royal back to life where it lies, with all the ICE it had: its health is counted again, and black ICE can end the run at once.',
    ],
    rulings: ['Burners'],
  },
  {
    id: 'kill-any',
    title: 'Temperance and judgement',
    text: ['Each kills any living royal outright, whatever its health.'],
    rulings: ['Burners'],
  },
  {
    id: 'the-tower',
    title: 'The tower',
    text: [
      'The tower swaps two living royals, each with its ICE. Nothing fires: it moves a royal to the end of a line that is ready for it.',
    ],
    picture: {
      start: tower,
      caption: 'The queen of cups waits left of row 1; red cards sit at the row’s other end.',
      point: { action: swapAction(outside.right(1), outside.left(1)) },
    },
    rulings: ['Burners'],
  },
  {
    id: 'star-moon-sun',
    title: 'The star, the moon and the sun',
    text: [
      'These three reset any stack, as an ace does, and then show 1. They are not wild. Their reset fires overloads like any other.',
    ],
    rulings: ['Burners'],
  },
  {
    id: 'the-world',
    title: 'The world',
    text: [
      'The world resets a whole row or column: its three stacks go under the deck, and so do the living royals at the two ends, each followed by its ICE. The three cells are left empty. Dead royals stay where they are.',
      'A royal sent back this way is drawn again later and placed at its bare health.',
    ],
    rulings: ['Burners'],
  },
  {
    id: 'modes',
    title: 'The modes',
    text: [
      'Basic: 54 cards, the game to start with. Advanced: all 78. Random challenge: the basic deck plus the cards one challenge card brings (strength the four knights; the hanged man death; temperance the devil; the tower the star, the moon and the sun; judgement the world); the challenge card itself stays out.',
      'Campaign: seven chapters that add those cards a few at a time.',
    ],
    rulings: ['Modes and the examples'],
  },
  {
    id: 'campaign',
    title: 'The campaign',
    text: [
      'Seven chapters, each a run with the cards of the one before and a few more: the basic deck; strength and the knights; the hanged man and death; temperance and the devil; the tower, the star, the moon and the sun; judgement and the world; and last the 2 to 10 of trumps, the full advanced game.',
      'Chapter 1 is always open; each next one opens once the one before is won. A loss costs nothing, and a won chapter may be played again.',
    ],
    picture: {
      start: tower,
      caption: 'Chapter 5, Shaken tower: the tower in hand.',
      point: { part: 'hand' },
    },
    rulings: ['The campaign (our own design)'],
  },
];

export const rulesReference: RulesReference<CybermancyState> = {
  sections: [...basicGame, ...advancedGame],
  glossary,
};
