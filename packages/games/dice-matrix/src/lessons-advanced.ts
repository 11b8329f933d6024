/**
 * Dice Matrix's advanced lessons, one per option of the rulebook: the variant that keeps no
 * score until the end (recount at end), and tournament play (two games, each player opening
 * one). Each is a position near an ending built with `buildPosition` and a task.
 */
import type { Lesson } from '@matrix-arcade/core';
import { openingAction, pairAction, singleAction } from './actions.js';
import { buildPosition } from './build-position.js';
import { at } from './rules-reference.js';
import type { DiceMatrixState } from './state.js';

/** Game 2's layout in the tournament lesson: part 1's dice, drawn from seed 1. */
const SECOND_LAYOUT = {
  cells: { [at(2, 2)]: 'B5', [at(2, 3)]: 'G5', [at(4, 4)]: 'R4', [at(4, 5)]: 'R6' },
  spare: 'R2',
  seed: 1,
};

function recountAtEnd(): Lesson<DiceMatrixState> {
  const pair = pairAction(at(2, 1), at(2, 4));
  return {
    id: 'recount-at-end',
    title: 'Variant: recount at the end',
    kind: 'advanced',
    summary: 'No score during play: count your lines yourself.',
    teaches: ['recount-at-end', 'lines'],
    options: { recountAtEnd: true },
    seat: 0,
    start: () =>
      buildPosition({
        matrix: `.  .  .  .  .  .  .
                 B2 .  .  B5 .  .  .
                 .  .  .  .  .  .  .
                 .  .  .  .  .  .  .
                 .  .  .  .  .  .  .
                 .  .  .  .  .  G2 .
                 .  .  .  .  .  .  .`,
        areas: [
          'B2 B2 B3 B4 G1 G1 G1 G3 G5 K3 K4 K5 K6 K6 P2 P2 P5 P6 P6 R1 R2 R2 R4 R5',
          'B2 B2 B3 B3 G2 G4 G6 G6 K1 K2 K5 K5 K6 P3 P3 P4 P4 P5 R3 R5 R5 R6 R6',
        ],
        toMove: 0,
        options: { recountAtEnd: true },
      }),
    steps: [
      {
        kind: 'read',
        text: 'In this variant no score is kept during play: the totals stay hidden until the matrix is empty, then both areas are counted. Only the running score is hidden: the areas are on the table.',
        point: { part: 'scores' },
      },
      {
        kind: 'read',
        text: 'So count for yourself: each line of n dice is worth 1 + 2 + … + n (1, 3, 6, 10, 15, 21, 28…). Your area, line by line, makes 133; your opponent’s, 127. Three dice are left: the blue 2 and blue 5 in row 2 are a pair, the green 2 is alone.',
        point: { part: 'area-0' },
      },
      {
        kind: 'move',
        text: 'Take the blue pair: it leaves the lone green 2 to your opponent.',
        accept: [pair],
        point: pair,
        wrong: [
          {
            moves: [singleAction(at(6, 6))],
            reason:
              'Then your opponent takes the blue pair: counted at the end, they would win 149 to 146.',
          },
        ],
        otherwise: 'Take the blue 2 and the blue 5 in row 2.',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: singleAction(at(6, 6)),
        text: 'Your opponent takes the last die, the green 2: the matrix is empty, and both areas are counted.',
      },
      {
        kind: 'read',
        text: 'The recount: you win 156 to 137. The total is exactly what a running score would have reached; the variant only makes you keep it in your head.',
        point: { part: 'scores' },
      },
    ],
  };
}

function tournament(): Lesson<DiceMatrixState> {
  const last = pairAction(at(4, 4), at(4, 6));
  const take = pairAction(at(2, 2), at(2, 3));
  return {
    id: 'tournament',
    title: 'Tournament: two games',
    kind: 'advanced',
    summary: 'Each player opens one game; the scores of both add up.',
    teaches: ['tournament', 'the-opening'],
    options: { tournament: true },
    seat: 0,
    start: () =>
      buildPosition({
        matrix: `.  .  .  .  .  .  .
                 .  .  .  .  .  .  .
                 .  .  .  .  .  .  .
                 .  .  .  K3 .  K5 .
                 .  .  .  .  .  .  .
                 .  .  .  .  .  .  .
                 .  .  .  .  .  .  .`,
        areas: [
          'B1 B1 B3 B5 B5 G1 G3 G4 G4 G5 K2 K3 K3 K5 P1 P3 P4 P5 P6 R1 R4 R6 R6 R6',
          'B1 B3 B3 B4 B6 G1 G3 G4 G5 G6 K1 K2 K2 K5 P3 P4 P5 P5 P6 R3 R3 R4 R4 R6',
        ],
        toMove: 0,
        tournament: { round: 0, second: SECOND_LAYOUT },
      }),
    steps: [
      {
        kind: 'read',
        text: 'A tournament is two games. You opened the first one, which is nearly over: only the black 3 and black 5 are left, a pair. The second game is already rolled, face down: nobody sees it until it starts.',
        point: { part: 'scores' },
      },
      {
        kind: 'move',
        text: 'Take the last pair to end the first game.',
        accept: [last],
        point: last,
        wrong: [
          {
            moves: (a) => a === singleAction(at(4, 4)) || a === singleAction(at(4, 6)),
            reason: 'One die would leave the other to your opponent: take both blacks.',
          },
        ],
        otherwise: 'Take the black 3 and the black 5 in row 4.',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: openingAction(6),
        text: 'The second game is dealt on its new layout, and this time your opponent opens: they take the spare and turn it to 6. Your areas start empty again; the first game’s scores are kept.',
      },
      {
        kind: 'move',
        text: 'As in any game, the player who did not open takes first: take the blue 5 and the green 5 in row 2.',
        accept: [take],
        point: take,
        wrong: [
          { moves: (a) => a < 49, reason: 'Take the pair of 5s in row 2: a pair scores both.' },
        ],
        otherwise: 'Take the blue 5 and the green 5 in row 2.',
      },
      {
        kind: 'read',
        text: 'When the second game ends, each player’s two scores are added and the higher total wins; equal totals are a draw.',
        point: { part: 'scores' },
      },
    ],
  };
}

export const advanced = (): Lesson<DiceMatrixState>[] => [recountAtEnd(), tournament()];
