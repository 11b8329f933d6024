/**
 * The leaf value of the engine's alpha-beta search (the kernel's `evaluate`, whose TypeScript
 * reference this is): what the position promises the seat, in points. It is the score margin so
 * far plus the line potential: if each die still in the matrix were equally likely to end in
 * either area, a line (a colour or a face) at sizes a (the seat's) and b (the opponent's) with
 * k matching dice left would end, in expectation, (a − b)·k/2 points further apart than it is.
 * Measured against the alternatives (docs/performance.md, "Dice Matrix: strength"): without the
 * potential the same search lost every game; the best-take and tempo terms added nothing, and
 * tempo now comes out of the search (exact near the end), not out of a special term.
 */
import { TERMINAL } from '@matrix-arcade/core';
import { COLOURS, FACES } from './dice.js';
import { currentPlayer, totalScores } from './rules.js';
import { LINES } from './scoring.js';
import type { DiceMatrixState } from './state.js';

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

/** Margin plus line potential for `seat` (antisymmetric: the opponent's value is its negation). */
export function lineValue(s: DiceMatrixState, seat: number): number {
  const totals = totalScores(s);
  const margin = totals[seat]! - totals[1 - seat]!;
  if (currentPlayer(s) === TERMINAL) return margin;
  const rest = diceLeftByLine(s);
  const mine = s.lines[seat]!;
  const theirs = s.lines[1 - seat]!;
  let potential = 0;
  for (let l = 0; l < LINES; l++) potential += (mine[l]! - theirs[l]!) * rest[l]!;
  return margin + potential / 2;
}
