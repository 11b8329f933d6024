/**
 * The leaf value of the engine's alpha-beta search (the kernel's `evaluate`, whose TypeScript
 * reference this is): what the position promises the seat, in points. It is the score margin so
 * far plus the line potential: if each die still in the matrix were equally likely to end in
 * either area, a line (a colour or a face) at sizes a (the seat's) and b (the opponent's) with
 * k matching dice left would end, in expectation, (a − b)·k/2 points further apart than it is.
 * Tempo: the side to move, facing an odd number of dice, is `TEMPO_WEIGHT` points better off.
 * A pair keeps the parity of the dice left and a single die flips it, so the term lets the
 * search steer towards positions where, as pairs run out, its side takes the last die; a plain
 * side-to-move bonus changed nothing (it shifts every leaf of one depth alike), while this one
 * tells leaves apart. Measured against the alternatives (docs/performance.md, "Dice Matrix: the
 * default player"): without the potential the same search lost every game; the best-take terms
 * added nothing; the tempo weight was tuned in paired self-play. Near the end the search is
 * exact and tempo comes out of it whatever the term says.
 */
import { TERMINAL } from '@matrix-arcade/core';
import { COLOURS, FACES } from './dice.js';
import { currentPlayer, totalScores } from './rules.js';
import { LINES } from './scoring.js';
import type { DiceMatrixState } from './state.js';

/** Points for the side to move when an odd number of dice is left (the kernel's `TEMPO_WEIGHT`). */
export const TEMPO_WEIGHT = 6;

/** Dice of each line's kind still in the matrix (colour lines, then face lines). */
export function diceLeftByLine(s: DiceMatrixState): number[] {
  const rest = new Array<number>(LINES).fill(0);
  for (const d of s.matrix) {
    if (d < 0) continue;
    rest[Math.floor(d / FACES)]!++;
    rest[COLOURS + (d % FACES)]!++;
  }
  return rest;
}

/** Margin, line potential and tempo for `seat` (antisymmetric: the opponent's is its negation). */
export function lineValue(s: DiceMatrixState, seat: number): number {
  const totals = totalScores(s);
  const margin = totals[seat]! - totals[1 - seat]!;
  if (currentPlayer(s) === TERMINAL) return margin;
  const rest = diceLeftByLine(s);
  const mine = s.lines[seat]!;
  const theirs = s.lines[1 - seat]!;
  let potential = 0;
  for (let l = 0; l < LINES; l++) potential += (mine[l]! - theirs[l]!) * rest[l]!;
  const value = margin + potential / 2;
  if (s.left % 2 === 0) return value;
  return currentPlayer(s) === seat ? value + TEMPO_WEIGHT : value - TEMPO_WEIGHT;
}
