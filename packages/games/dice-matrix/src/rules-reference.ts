/**
 * Dice Matrix's rules reference, in our own words (from the rulebook, `shared/rules/dice-matrix.txt`,
 * and our rulings, `docs/rulings/dice-matrix.md`): short sections in the order a player meets the
 * rules, each with the rulings headings it covers, some with a small picture of a position (drawn
 * by the game's own element), and a glossary. Lessons name the sections they teach by id
 * (`lessons.ts`); the lesson test checks that every section is taught and every rulings heading
 * covered.
 */
import type { RuleSection, RulesReference } from '@matrix-arcade/core';
import { pairAction, singleAction } from './actions.js';
import { buildPosition } from './build-position.js';
import type { DiceMatrixState } from './state.js';

/** The cell at row `r`, column `c`, both counted from 1 as the board's words count them. */
export const at = (r: number, c: number): number => (r - 1) * 7 + (c - 1);

/** A small position for the pictures: three pairs and a blocked line. */
const PAIRS_PICTURE = {
  matrix: `K2 .  G1 .  B6 .  .
           .  G6 .  .  .  K5 .
           G3 .  .  G5 .  B2 .
           .  .  .  .  R6 .  B1
           P2 K4 P6 .  .  .  R1
           .  P5 .  .  G2 .  .
           .  B3 .  .  .  .  G4`,
  areas: [
    'B1 B2 B3 G2 G5 K1 K3 K4 P2 P5 P6 P6 R3 R3 R5 R5',
    'B2 B6 B6 G3 G5 K1 K1 K5 K6 P1 P6 P6 R1 R4 R6 R6',
  ],
  toMove: 0,
} as const;

/** Three dice left, a pair and a lone die: the last lesson of the first game and its picture. */
export const lastDicePosition = (): DiceMatrixState =>
  buildPosition({
    matrix: `.  .  .  .  .  .  .
             .  .  .  .  .  .  .
             .  .  .  .  .  .  .
             P3 .  P5 .  .  .  .
             .  .  .  .  .  .  .
             .  .  .  .  .  .  .
             .  .  .  .  .  .  K6`,
    areas: [
      'B2 B3 B4 B4 B6 G1 G1 G2 G4 G5 K1 K1 K1 K3 K5 P2 P3 P5 P6 R2 R3 R4 R6 R6',
      'B1 B3 B5 B5 B5 G1 G2 G3 G5 G5 K1 K1 K6 K6 P2 P4 P5 P6 R1 R2 R2 R4 R6',
    ],
    toMove: 0,
  });

/** The lessons' position for pairs (`lessons-first-game.ts` builds the same one). */
export const pairsPosition = (): DiceMatrixState =>
  buildPosition({ ...PAIRS_PICTURE, areas: [...PAIRS_PICTURE.areas] });

const sections: readonly RuleSection<DiceMatrixState>[] = [
  {
    id: 'the-dice',
    title: 'The dice and the matrix',
    text: [
      'Fifty dice in five colours, ten of each: red (R), pink (P), black (K), blue (B) and green (G). They are rolled once, at the start, and never change face.',
      'Forty-nine of them fill the 7 by 7 matrix, one per cell, at random. The fiftieth is the spare.',
    ],
    rulings: ['Setup'],
  },
  {
    id: 'the-opening',
    title: 'The opening',
    text: [
      'The first player takes the spare, turns it to any face they like (its own face too) and scores it: it is the first die of their area, so it scores 2.',
      'Then the other player makes the first take from the matrix, and turns alternate.',
    ],
    rulings: ['The opening'],
  },
  {
    id: 'taking-dice',
    title: 'Your turn: one die or two',
    text: [
      'On your turn you take either one die from the matrix, any one, or two dice that make a pair. Taking one die is always allowed, even when pairs are there.',
      'The dice you take never go back: the matrix only empties.',
    ],
    rulings: ['Taking dice'],
  },
  {
    id: 'pairs',
    title: 'What makes a pair',
    text: [
      'Two dice make a pair when all three hold: they are in the same row or the same column (never on a diagonal); nothing but empty cells lies between them; and they share their colour, their number, or both.',
      'So each die can pair only with the nearest die in each of the four directions. Two neighbours of different colour and different number are not a pair: a common slip.',
    ],
    picture: {
      start: pairsPosition,
      caption:
        'The green 3 and green 5 in row 3 are a pair across empty cells; the pink 2 and pink 6 in row 5 are not, the black 4 is between them.',
      point: { action: pairAction(at(3, 1), at(3, 4)) },
    },
    rulings: ['Taking dice'],
  },
  {
    id: 'scoring',
    title: 'Scoring a die',
    text: [
      'Every die you take goes to your area, a 6 by 5 grid: the column of its colour and the row of its number. A die of a kind you already have goes on top of it, making a stack.',
      'It scores the number of dice in its colour column plus the number of dice in its number row, both counted after it lands, stacks included. The two dice of a pair are scored one after the other, so the second counts the first.',
    ],
    rulings: ['Scoring'],
  },
  {
    id: 'lines',
    title: 'Long lines and stacks',
    text: [
      'Each line of your area (a colour column or a number row) is worth, in the end, 1 + 2 + … + n for its n dice: 1, 3, 6, 10, 15, 21, 28… So a die is worth more the longer the lines it joins.',
      'A stack feeds both of its lines at once: that is why dice of a kind you already hold are often the best take.',
    ],
    rulings: ['Scoring'],
  },
  {
    id: 'game-end',
    title: 'The end',
    text: [
      'The game ends when the last die of the matrix has been taken and scored. The higher score wins; equal scores are a draw.',
      'Count the turns near the end: with one pair and one lone die left, whoever takes the pair leaves the last die to the other.',
    ],
    picture: {
      start: lastDicePosition,
      caption: 'Three dice left: the pink 3 and pink 5 pair up in row 4; the black 6 is alone.',
      point: { action: singleAction(at(7, 7)) },
    },
    rulings: ['End of the game'],
  },
  {
    id: 'recount-at-end',
    title: 'Variant: recount at the end',
    text: [
      'No score is kept during play. When the matrix is empty, each area is counted: every line of n dice gives 1 + 2 + … + n, the same total a running score would have reached.',
      'Both areas stay in view, so anyone may count them; the variant only hides the running totals.',
    ],
    rulings: ['Variant: recount at end'],
  },
  {
    id: 'tournament',
    title: 'Tournament play',
    text: [
      'Two games: the first player opens the first game and the second player opens the second, on a new layout. The scores of both games are added; the higher total wins.',
      'The second layout is rolled at the start but nobody sees it until the second game begins.',
    ],
    rulings: ['Tournament play'],
  },
];

export const rulesReference: RulesReference<DiceMatrixState> = {
  sections,
  glossary: [
    {
      term: 'matrix',
      meaning: 'The 7 by 7 grid of dice the players take from.',
      section: 'the-dice',
    },
    {
      term: 'spare',
      meaning: 'The fiftieth die, outside the matrix: the opener sets its face.',
      section: 'the-opening',
    },
    {
      term: 'opener',
      meaning: 'The player who takes the spare; the other player takes first from the matrix.',
      section: 'the-opening',
    },
    {
      term: 'pair',
      meaning:
        'Two dice in one row or column, only empty cells between, sharing a colour or a number.',
      section: 'pairs',
    },
    {
      term: 'area',
      meaning: "A player's 6 by 5 grid: a column per colour, a row per number.",
      section: 'scoring',
    },
    { term: 'line', meaning: 'A colour column or a number row of an area.', section: 'scoring' },
    {
      term: 'stack',
      meaning: 'Several dice of the same colour and number in one place of an area.',
      section: 'lines',
    },
    {
      term: 'triangular number',
      meaning: '1 + 2 + … + n: what a line of n dice is worth in all.',
      section: 'lines',
    },
    {
      term: 'recount',
      meaning: 'Scoring every line of an area at once (the variant does it at the end).',
      section: 'recount-at-end',
    },
    {
      term: 'tournament',
      meaning: 'Two games, each player opening one; the scores are added.',
      section: 'tournament',
    },
  ],
};
