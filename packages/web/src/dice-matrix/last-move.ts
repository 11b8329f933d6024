/**
 * The last move of a Dice Matrix game as marks for the board: which matrix cells it emptied
 * (and which die stood there), and which dice it added to the mover's area. Read from the
 * session's last played step, so the marks follow undo and redo and vanish with the next move.
 * A move that ended a tournament's first game (the matrix dealt again) leaves no marks.
 */
import { CHANCE } from '@matrix-arcade/core';
import { type DiceMatrixState, colourOf, decodeAction, dieCode } from '@matrix-arcade/dice-matrix';
import type { Step } from '../lib/game-session.js';

export interface LastMove {
  /** The seat that moved. */
  readonly seat: number;
  /** Matrix cells it emptied, with the die that stood there. */
  readonly emptied: readonly { readonly cell: number; readonly code: number }[];
  /** Dice it put on the mover's area (die codes; the opening's is the spare at its new face). */
  readonly added: readonly number[];
}

/** The last played move of `history`, or null (none yet, or a new deal since). */
export function lastMoveOf(history: readonly Step<DiceMatrixState>[]): LastMove | null {
  let step: Step<DiceMatrixState> | undefined;
  for (let i = history.length - 1; i >= 0 && !step; i--)
    if (history[i]!.seat !== CHANCE) step = history[i];
  if (!step || step.after.round !== step.before.round) return null;
  const d = decodeAction(step.action);
  if (!d) return null;
  const before = step.before;
  if (d.kind === 'opening') {
    return { seat: step.seat, emptied: [], added: [dieCode(colourOf(before.spare), d.face)] };
  }
  const cells = d.kind === 'single' ? [d.cell] : [d.a, d.b];
  const emptied = cells.map((cell) => ({ cell, code: before.matrix[cell]! }));
  return { seat: step.seat, emptied, added: emptied.map((e) => e.code) };
}
