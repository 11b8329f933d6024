/**
 * The evaluation of Dice Matrix's own outside-style alpha-beta player (`alphabeta.ts`): what the
 * rest of the matrix promises each player, in points, from the side to move. Independent of the
 * kernel's playouts on purpose. Terms, each with a weight so that they can be switched off one by
 * one (`EVALS`, and the `ab:<eval>` bots of `simulate`):
 *
 * - `score`: the score margin so far (plus earlier games of a tournament);
 * - `potential`: the margin every line is heading for. If each die left were equally likely to
 *   go to either player, a line at sizes a (mine) and b (theirs) with k dice still in the matrix
 *   ends, in expectation, (a − b)(a + b + k + 1)/2 points apart: the current margin of that line
 *   plus (a − b)·k/2. So the term is Σ over the 11 lines of (a − b)·k/2;
 * - `mover`: the best single or pair the side to move can take now (it will get it);
 * - `threat`: the best single or pair the opponent could take now (subtracted);
 * - `tempo`: with no pair left, the dice go one a turn and the side to move gets the odd one:
 *   one die's mean worth when the count left is odd;
 * - `dice`: dice taken so far, mine minus theirs.
 */
import { CELLS, PAIR_BASE } from '../index.js';
import type { Position } from './position.js';

export interface EvalWeights {
  readonly potential: number;
  readonly mover: number;
  readonly threat: number;
  readonly tempo: number;
  readonly dice: number;
}

/** Named evaluations: the full one and ablations (each drops or keeps one idea). */
export const EVALS: Readonly<Record<string, EvalWeights>> = {
  full: { potential: 1, mover: 0.5, threat: 0.25, tempo: 1, dice: 0 },
  score: { potential: 0, mover: 0, threat: 0, tempo: 0, dice: 0 },
  nopotential: { potential: 0, mover: 0.5, threat: 0.25, tempo: 1, dice: 0 },
  nomover: { potential: 1, mover: 0, threat: 0, tempo: 1, dice: 0 },
  notempo: { potential: 1, mover: 0.5, threat: 0.25, tempo: 0, dice: 0 },
  dice: { potential: 1, mover: 0.5, threat: 0.25, tempo: 1, dice: 3 },
};

const pairBuffer = new Int32Array(160);

/** The position's value for the side to move, in points (see the file header). */
export function evaluate(p: Position, w: EvalWeights): number {
  const me = p.toMove;
  const op = 1 - me;
  let v = p.score(me) - p.score(op) + (me === 0 ? p.base : -p.base);
  if (w.potential !== 0) {
    let pot = 0;
    for (let l = 0; l < 11; l++)
      pot += (p.lines[me * 11 + l]! - p.lines[op * 11 + l]!) * p.rest[l]!;
    v += (w.potential * pot) / 2;
  }
  if (w.dice !== 0) v += w.dice * (p.dice[me]! - p.dice[op]!);
  if (w.mover === 0 && w.threat === 0 && w.tempo === 0) return v;
  let bestMe = 0;
  let bestOp = 0;
  let sumSingles = 0;
  for (let c = 0; c < CELLS; c++) {
    const d = p.cells[c]!;
    if (d < 0) continue;
    const gm = p.gain(me, d);
    const go = p.gain(op, d);
    sumSingles += gm + go;
    if (gm > bestMe) bestMe = gm;
    if (go > bestOp) bestOp = go;
  }
  const n = p.pairs(pairBuffer);
  for (let i = 0; i < n; i++) {
    const a = pairBuffer[i]!;
    const gm = p.actionGain(me, a);
    const go = p.actionGain(op, a);
    if (gm > bestMe) bestMe = gm;
    if (go > bestOp) bestOp = go;
  }
  v += w.mover * bestMe - w.threat * bestOp;
  if (n === 0 && p.left % 2 === 1 && p.left > 0) v += (w.tempo * sumSingles) / (2 * p.left);
  return v;
}

/** Whether an action takes two dice. */
export const isPair = (action: number) => action >= PAIR_BASE && action < PAIR_BASE + CELLS * CELLS;
