/**
 * MATR1X ØVERLØAD's rules reference, in our own words (from the rulebook,
 * `shared/rules/matrix-overload.txt`, and our rulings, `docs/rulings/matrix-overload.md`): short
 * sections in the order a run meets the rules, each with the rulings headings it covers, some with
 * a small picture of a position drawn by the game's own element, and a glossary. The lessons
 * (`lessons.ts`) name the sections they teach; the lesson test checks that every section is taught
 * and every rulings heading covered. The positions the lessons and the pictures share are here.
 */
import type { RuleSection, RulesReference } from '@matrix-arcade/core';
import { cellAction, positionAction } from './actions.js';
import { buildPosition } from './build-position.js';
import { outside } from './outside.js';
import type { MatrixOverloadState } from './state.js';

/** The aces and jokers not in play yet: they cannot be retired, so they wait in the deck. */
const RESETS = 'A♠ A♥ A♦ A♣ JK JK';

/**
 * The rulebook's setup example (its matrix and its three set-aside royals), the other nine
 * royals already dead so that the first run is short.
 */
export const dealPosition = (): MatrixOverloadState =>
  buildPosition({
    matrix: ['5♥', '2♥', '4♣', '10♣', '', '6♥', '3♥', '7♣', '5♣'],
    royals: { 'left of row 2': {}, 'right of row 2': {}, 'below column 2': {} },
    hand: 'K♣',
    setAside: 'Q♦ J♠',
    deck: `8♥ 9♠ 10♦ ${RESETS}`,
    unnamed: 'retire',
  });

/** Later in a run: the K♣ is the last royal alive, and the 2♦ in hand fits on no stack. */
export const icePosition = (): MatrixOverloadState =>
  buildPosition({
    matrix: ['9♠', '9♥', '10♦', '8♣', '7♥', '10♥', '9♦', '8♠', '10♠'],
    royals: { 'left of row 2': 'K♣' },
    hand: '2♦',
    deck: `9♣ 10♣ ${RESETS}`,
    unnamed: 'retire',
  });

const sections: readonly RuleSection<MatrixOverloadState>[] = [
  {
    id: 'the-cards',
    title: 'The cards',
    text: [
      'A deck of 52 cards and two jokers. Cards 2 to 10 are programs, worth their number. Aces (worth 1) and jokers (worth 0) are resets.',
      'Jacks, queens and kings are the royals, your targets: a jack has 11 health, a queen 12, a king 13.',
    ],
    rulings: ['Cards and the deal'],
  },
  {
    id: 'the-deal',
    title: 'The deal',
    text: [
      'Eight cards are dealt face up in a 3 by 3 square around an empty centre: the matrix. A royal met while dealing is set aside and the next card dealt instead.',
      'Before the first draw, the set-aside royals are placed outside the matrix one by one, in the order they came.',
    ],
    rulings: ['Cards and the deal'],
  },
  {
    id: 'placing-royals',
    title: 'Placing a royal',
    text: [
      'Twelve places surround the matrix, three on each side, one royal each (a dead royal keeps its place). A royal goes next to the card it is most like, among the stacks that still have a free place beside them: a card of its suit first, else of its colour, else any card; among those, the highest.',
      'When two cards are equally good, or the card is in a corner with both sides free, you choose. A joker on top counts as the suit you name for it.',
    ],
    picture: {
      start: dealPosition,
      caption: 'The K♣ goes beside the 10♣, the highest club: to the left of row 2.',
      point: { action: positionAction(outside.left(2)) },
    },
    rulings: ['Outside positions and placing royals', 'Cards and the deal'],
  },
  {
    id: 'programs',
    title: 'Playing a program',
    text: [
      'Each turn you draw a card and play it. A program goes on any stack showing the same value or lower. The empty centre shows 0, so while it is empty every program has a place.',
      'A royal drawn during the run is placed like the set-aside ones.',
    ],
    rulings: ['Playing cards'],
  },
  {
    id: 'overloads',
    title: 'Overloads',
    text: [
      'When you play a card on a stack at one end of a row or column and a living royal waits beyond the other end, the two cards showing between them fire at it: their total is the overload.',
      'A corner stack fires along its row and its column, so one card can kill two royals; the middle of a side fires once; the centre never fires. A line through the empty centre has only one card between, so it fires nothing.',
    ],
    picture: {
      start: icePosition,
      caption:
        'A card on the 10♥ fires along row 2 at the K♣: the 7♥ and the 8♣ between them make the overload.',
      point: { action: cellAction(5) },
    },
    rulings: ['Overloads'],
  },
  {
    id: 'killing',
    title: 'What kills a royal',
    text: [
      "An overload kills when its total reaches the royal's health (base health plus its ICE). A jack dies to any cards; a queen only when both cards are of her colour; a king only when both are of his suit. A joker matches any suit.",
      'A dead royal is turned face down with its ICE and stays in its place.',
    ],
    rulings: ['Overloads'],
  },
  {
    id: 'ice',
    title: 'ICE',
    text: [
      "A program that fits on no stack becomes ICE: it goes to the living royal most like it (its suit first, then its colour; then the royal whose base health is nearest the card's value) and adds its value to that royal's health. You choose between equal royals.",
      'ICE never comes back into the run. Only a program that fits nowhere becomes ICE.',
    ],
    rulings: ['ICE'],
  },
  {
    id: 'resets',
    title: 'Resets: aces and jokers',
    text: [
      'An ace resets any stack of cards: the stack goes to the bottom of the deck, and the ace starts a new stack in its place. A joker does the same, but must take a stack showing the lowest value (you choose among equal ones).',
      'The cards go under the deck in the order they were played, so you know they come last. A reset fires overloads from its stack like a program.',
    ],
    rulings: ['Playing cards'],
  },
  {
    id: 'preventative-ice',
    title: 'Preventative ICE',
    text: [
      'When no royal around the matrix is alive, a program that fits nowhere is set where a royal would go, as preventative ICE. Several can pile up there.',
      'The next royal placed in that place takes the whole pile into its health.',
    ],
    rulings: ['ICE'],
  },
  {
    id: 'winning',
    title: 'Winning',
    text: ['Kill all twelve royals and the run is won, even with the last card of the deck.'],
    rulings: ['Endings'],
  },
  {
    id: 'black-ice',
    title: 'Black ICE',
    text: [
      'A living royal whose health goes above 20 (20 itself is fine) is black ICE: the run is lost. Keep low cards showing somewhere, so that low programs have a place instead of turning into ICE.',
    ],
    rulings: ['Endings'],
  },
  {
    id: 'out-of-time',
    title: 'Out of time',
    text: [
      'When the deck is empty and a royal is still alive, the run is lost. A reset that sends cards under the deck keeps it going.',
    ],
    rulings: ['Endings'],
  },
  {
    id: 'infinite-loop',
    title: 'Stuck in a loop',
    text: [
      'A run that can never kill again is lost: as soon as every royal has been placed and no two cards still in play could kill some living royal (not enough value, or not two cards of her colour or his suit), it ends at once.',
      'And a run that goes round without placing a royal, killing one or making ICE ends after twice as many cards as are in the deck and the matrix (the ⟳ counter).',
    ],
    rulings: ['Endings'],
  },
  {
    id: 'hidden-deck',
    title: 'What you know',
    text: [
      'The order of the deck is hidden, except the cards resets sent to its bottom: you saw them go, in order. The rest you can count from what is on the table. There are no options.',
    ],
    rulings: ['Hidden information, options, results'],
  },
];

export const rulesReference: RulesReference<MatrixOverloadState> = {
  sections,
  glossary: [
    { term: 'matrix', meaning: 'The 3 by 3 square of stacks in the middle.', section: 'the-deal' },
    {
      term: 'royal',
      meaning: 'A jack, queen or king: a target outside the matrix.',
      section: 'the-cards',
    },
    {
      term: 'health',
      meaning: 'What an overload must reach to kill a royal: J 11, Q 12, K 13, plus its ICE.',
      section: 'killing',
    },
    {
      term: 'program',
      meaning: 'A card from 2 to 10, played on a stack showing the same or lower.',
      section: 'programs',
    },
    {
      term: 'overload',
      meaning: 'The two cards between a stack just played on and a royal beyond: their total.',
      section: 'overloads',
    },
    {
      term: 'ICE',
      meaning:
        'A program that fits nowhere, added to a royal’s health (Intrusion Countermeasure Electronics).',
      section: 'ice',
    },
    {
      term: 'preventative ICE',
      meaning: 'ICE set where a royal would go while no royal is alive.',
      section: 'preventative-ice',
    },
    { term: 'soft reset', meaning: 'An ace: resets any stack of cards.', section: 'resets' },
    {
      term: 'hard reset',
      meaning: 'A joker: resets a stack showing the lowest value.',
      section: 'resets',
    },
    {
      term: 'black ICE',
      meaning: 'A royal above 20 health: the run is lost.',
      section: 'black-ice',
    },
    {
      term: 'out of time',
      meaning: 'The deck ran out with a royal alive: the run is lost.',
      section: 'out-of-time',
    },
    {
      term: 'infinite loop',
      meaning: 'A run that can never kill again: lost.',
      section: 'infinite-loop',
    },
  ],
};
