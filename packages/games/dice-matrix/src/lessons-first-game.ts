/**
 * Dice Matrix's guided first game, in four short parts that meet the rules in the order a first
 * game does: the dice, the opening and the first takes with their scores; what makes a pair;
 * stacks and long lines; the last dice and the end. Each part is a position built with the
 * game's own builders (`fromLayout`, `buildPosition`) and steps in our own words; every number a
 * step says is checked by `lessons.test.ts` against the rules.
 */
import type { Lesson, WrongMove } from '@matrix-arcade/core';
import { decodeAction, openingAction, pairAction, singleAction } from './actions.js';
import { buildPosition } from './build-position.js';
import { colourOf, faceOf } from './dice.js';
import { at, lastDicePosition, pairsPosition } from './rules-reference.js';
import { applyAction, legalActions } from './rules.js';
import { type DiceMatrixState, fromLayout } from './state.js';

/** The move is a single die (taken alone). */
const single = (a: number) => decodeAction(a)?.kind === 'single';
/** Taking one die alone when the step asks for a pair. */
const alone = (reason: string): WrongMove => ({ moves: single, reason });

/** Part 1's layout: the dice the steps use are named, the rest drawn from seed 1. */
const FIRST_LAYOUT = {
  cells: { [at(2, 2)]: 'B5', [at(2, 3)]: 'G5', [at(4, 4)]: 'R4', [at(4, 5)]: 'R6' },
  spare: 'R2',
  seed: 1,
};

/** Part 1 after its first four moves: its last step accepts a pair with a red die or a 4. */
const redOrFour = (s: DiceMatrixState) => (a: number) => {
  const d = decodeAction(a);
  if (d?.kind !== 'pair') return false;
  return [s.matrix[d.a]!, s.matrix[d.b]!].some((x) => colourOf(x) === 0 || faceOf(x) === 4);
};

function firstMoves(): Lesson<DiceMatrixState> {
  const start = () => fromLayout(FIRST_LAYOUT);
  const { state: last, legal } = played(start, [
    openingAction(4),
    pairAction(at(2, 2), at(2, 3)),
    pairAction(at(4, 4), at(4, 5)),
    singleAction(at(5, 6)),
  ]);
  const best = pairAction(at(5, 5), at(6, 5));
  const feeds = [best, ...legal.filter((a) => a !== best && redOrFour(last)(a))];
  return {
    id: 'first-moves',
    title: 'First moves',
    kind: 'first-game',
    summary: 'The matrix, the opening, your first pair and how a die scores.',
    teaches: ['the-dice', 'the-opening', 'taking-dice', 'scoring'],
    options: {},
    seat: 0,
    start,
    steps: [
      {
        kind: 'read',
        text: 'This is the matrix: 49 dice in five colours, red (R), pink (P), black (K), blue (B) and green (G), ten of each. Their faces were rolled at the start and never change. One die was left over: the spare, shown above the matrix.',
      },
      {
        kind: 'move',
        text: 'You open the game: the spare red 2 is yours, and you may turn it to any face before it lands in your area. Turn it to 4: three red 4s wait in the matrix (one in row 4, two in row 6), and each one you take later will land on this one.',
        accept: [openingAction(4)],
        point: openingAction(4),
        otherwise:
          'Any face is allowed in a game; in this lesson choose 4, so the red 4s in the matrix can join it later.',
        done: 'The red 4 landed in your area, in the red column and the row of 4s. It is alone in both lines: 1 + 1 = 2 points.',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: pairAction(at(2, 2), at(2, 3)),
        text: 'Your opponent takes two dice at once: the blue 5 and the green 5, side by side in row 2. Two dice go together when they share a row or column with no die between them, and a colour or a number (both are 5s). The blue 5 scores 1 + 1 = 2; the green 5 then 1 + 2 = 3 (its row of 5s now holds two).',
      },
      {
        kind: 'move',
        text: 'Your turn. Take the red 4 and the red 6 side by side in row 4 (click one, then the other): same colour, nothing between. The red 4 will land on your red 4.',
        accept: [pairAction(at(4, 4), at(4, 5))],
        point: pairAction(at(4, 4), at(4, 5)),
        wrong: [
          alone(
            'One die alone is allowed, but the pair scores both: take the red 4 and the red 6.',
          ),
        ],
        otherwise: 'Take the red 4 and the red 6 in row 4: click one, then the other.',
        done: '8 points. The red 4 went onto your red 4, a stack: red column 2 + row of 4s 2 = 4. Then the red 6: red column 3 + row of 6s 1 = 4. Each die scores the lines it joins, so lines that grow pay more and more.',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: singleAction(at(5, 6)),
        text: 'Your opponent takes one die alone: the green 5 in row 5 (no neighbour in its row or column shares its colour or number, so it has no partner). One die is always allowed. It lands on their green 5: green column 2 + row of 5s 3 = 5.',
      },
      {
        kind: 'read',
        text: 'Your area: a column per colour (R P K B G) and a row per number (1 to 6). The numbers in the headers count the dice in each line. A new die scores its column plus its row, counted after it lands.',
        point: { part: 'area-0' },
      },
      {
        kind: 'move',
        text: 'Your turn, on your own: find a pair that brings a red die or a 4 to your area, where your longest lines are.',
        accept: feeds,
        point: best,
        alone: true,
        wrong: [
          alone(
            'One die alone is allowed, but a pair scores twice: look for a red die or a 4 with a partner.',
          ),
        ],
        otherwise:
          'That pair is allowed, but neither die is red or a 4: look for a pair that feeds your red column or your row of 4s.',
        done: 'Good. Dice that join your long lines score the most; next: exactly which dice make a pair.',
      },
    ],
  };
}

/** The state after `moves` from `start()`, and its legal actions (for accept lists). */
function played(start: () => DiceMatrixState, moves: readonly number[]) {
  let s = start();
  for (const a of moves) s = applyAction(s, a);
  return { state: s, legal: legalActions(s) };
}

function pairs(): Lesson<DiceMatrixState> {
  const ones = pairAction(at(4, 7), at(5, 7));
  return {
    id: 'pairs',
    title: 'What makes a pair',
    kind: 'first-game',
    summary: 'Same row or column, nothing between, same colour or number.',
    teaches: ['taking-dice', 'pairs'],
    options: {},
    seat: 0,
    start: pairsPosition,
    steps: [
      {
        kind: 'read',
        text: 'Later in a game the matrix has holes. Two dice are a pair when they are in the same row or column, only empty cells lie between them, and they share a colour or a number. Look at the green 3 at the start of row 3.',
        point: { action: singleAction(at(3, 1)) },
      },
      {
        kind: 'move',
        text: 'The green 5 further along row 3 is its partner: same colour, only empty cells between. Take the two greens.',
        accept: [pairAction(at(3, 1), at(3, 4))],
        point: pairAction(at(3, 1), at(3, 4)),
        wrong: [alone('Take both greens: click the green 3, then the green 5.')],
        otherwise: 'Take the green 3 and the green 5 in row 3.',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: pairAction(at(1, 5), at(4, 5)),
        text: 'Your opponent takes the blue 6 and the red 6 in column 5: different colours, but the same number, with only empty cells between.',
      },
      {
        kind: 'read',
        text: 'Now row 5: the pink 2 and the pink 6 share a colour, but the black 4 sits between them, so they are not a pair. The pink 2 and the black 4 touch, but share neither colour nor number: not a pair either, a common slip.',
        point: { action: singleAction(at(5, 2)) },
      },
      {
        kind: 'read',
        text: 'Diagonals never count: the pink 2 (row 5) and the pink 5 (row 6) touch only at a corner. Click a die to see its partners marked ◆.',
        point: { action: singleAction(at(6, 2)) },
      },
      {
        kind: 'move',
        text: 'On your own: find the pair of 1s, two dice of different colours in one column with nothing between.',
        accept: [ones],
        point: ones,
        alone: true,
        wrong: [
          alone(
            'One die alone is allowed, but here there is a pair of 1s to find: same column, nothing between.',
          ),
        ],
        otherwise: 'That is not the pair of 1s: look down the last column.',
        done: 'Yes: the blue 1 and the red 1 in column 7 share their number.',
      },
    ],
  };
}

function stacks(): Lesson<DiceMatrixState> {
  const start = () =>
    buildPosition({
      matrix: `.  .  R4 R2 .  .  .
               .  P3 .  .  .  K6 .
               .  .  .  B4 .  .  .
               G1 .  .  .  .  .  G6
               .  .  K2 .  P4 .  .
               .  .  .  .  .  .  .
               B5 .  .  .  R6 .  .`,
      areas: [
        'B3 B4 B6 B6 G1 G1 G3 G5 K2 K4 K5 K5 P4 P4 P5 P5 R1 R3 R3 R4 R5',
        'B2 B2 B2 B6 G1 G2 G4 G5 K2 K4 K5 K5 P1 P5 P6 P6 R2 R4',
      ],
      toMove: 0,
    });
  const twelve = [singleAction(at(5, 5)), singleAction(at(3, 4)), singleAction(at(7, 1))];
  return {
    id: 'stacks',
    title: 'Stacks and long lines',
    kind: 'first-game',
    summary: 'Why a die that joins long lines is worth the most.',
    teaches: ['scoring', 'lines'],
    options: {},
    seat: 0,
    start,
    steps: [
      {
        kind: 'read',
        text: 'A few turns later. Your area has five red dice and four 4s. A line of n dice is worth 1 + 2 + … + n in all (1, 3, 6, 10, 15, 21…), because each die added scores the line’s new length: the longer the line, the more the next die in it is worth.',
        point: { part: 'area-0' },
      },
      {
        kind: 'move',
        text: 'Take the red 4 and the red 2 in row 1. The red 4 joins your red column and your row of 4s at once.',
        accept: [pairAction(at(1, 3), at(1, 4))],
        point: pairAction(at(1, 3), at(1, 4)),
        wrong: [alone('Take the pair: the red 2 scores in your long red column too.')],
        otherwise: 'Take the red 4 and the red 2 in row 1.',
        done: '21 points: the red 4 scored 6 (red column) + 6 (4s), then the red 2 scored 7 (red column) + 2 (2s).',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: pairAction(at(4, 1), at(4, 7)),
        text: 'Your opponent takes the green 1 and the green 6 across row 4.',
      },
      {
        kind: 'move',
        text: 'On your own: find a move that scores 12, the most there is now. Look at your headers: your rows of 4s and 5s hold six dice each.',
        accept: twelve,
        point: twelve[0]!,
        alone: true,
        otherwise:
          'That move is allowed but scores less: look for a 4 or a 5 whose colour column is long too.',
        done: '12 points for one die: five in its colour column plus seven in its number row. The longer the lines, the more each die in them is worth.',
      },
    ],
  };
}

function lastDice(): Lesson<DiceMatrixState> {
  const pair = pairAction(at(4, 1), at(4, 3));
  return {
    id: 'last-dice',
    title: 'The last dice',
    kind: 'first-game',
    summary: 'Count the turns that are left, and finish the game.',
    teaches: ['game-end', 'taking-dice'],
    options: {},
    seat: 0,
    start: lastDicePosition,
    steps: [
      {
        kind: 'read',
        text: 'The end of a game: three dice left, you lead 131 to 127. The game ends when the last die is taken; the higher score wins, and equal scores are a draw. Count the turns: the two pinks in row 4 are a pair, the black 6 is alone.',
        point: { part: 'scores' },
      },
      {
        kind: 'move',
        text: 'Take the pink pair now. Then your opponent has only the black 6 left.',
        accept: [pair],
        point: pair,
        wrong: [
          {
            moves: [singleAction(at(7, 7))],
            reason:
              'If you take the black 6, your opponent takes both pinks at once: two dice for them, one for you, and they would win 148 to 142.',
          },
          alone(
            'A single pink would leave you the last die too, but the pair scores both now: take the two pinks.',
          ),
        ],
        otherwise: 'Take the pink 3 and the pink 5 in row 4.',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: singleAction(at(7, 7)),
        text: 'Your opponent takes the last die, the black 6. The matrix is empty: the game is over.',
      },
      {
        kind: 'read',
        text: 'You win 151 to 137. In your own games, watch the pairs near the end: whoever takes the last pair often decides who gets the most dice.',
        point: { part: 'scores' },
      },
    ],
  };
}

/** The guided first game, its parts in order. */
export const firstGame = (): Lesson<DiceMatrixState>[] => [
  firstMoves(),
  pairs(),
  stacks(),
  lastDice(),
];
