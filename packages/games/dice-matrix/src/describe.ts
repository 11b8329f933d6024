/**
 * Actions in plain words for move logs and hints, with what each die scores: "take red 3 (R3)
 * at row 2, col 5 → +4". A pair is told as its two dice scored one after the other, lower cell
 * first. Under the recount-at-end variant no points are shown, since no score is kept in play.
 */
import { IllegalActionError } from '@matrix-arcade/core';
import { CELLS, OPENING_BASE, PAIR_BASE, colOf, rowOf } from './actions.js';
import { colourOf, dieCode, dieLabel, faceOf } from './dice.js';
import { illegalReason } from './rules.js';
import { placeDie } from './scoring.js';
import type { DiceMatrixState } from './state.js';

/** Describes a legal action; an illegal one throws `IllegalActionError` saying why. */
export function describeAction(s: DiceMatrixState, action: number): string {
  const reason = illegalReason(s, action);
  if (reason !== null) throw new IllegalActionError(action, reason);
  const seat = s.toMove;
  const area = s.areas[seat]!.slice();
  const lines = s.lines[seat]!.slice();
  const points = (gains: number[]) =>
    s.options.recountAtEnd ? '' : ` → ${gains.map((g) => `+${g}`).join(', ')}`;

  if (action >= OPENING_BASE) {
    const face = action - OPENING_BASE + 1;
    const gain = placeDie(area, lines, dieCode(colourOf(s.spare), face));
    const verb =
      face === faceOf(s.spare)
        ? `keep the spare ${dieLabel(s.spare)} on ${face}`
        : `turn the spare ${dieLabel(s.spare)} to ${face}`;
    return `${verb}${points([gain])}`;
  }
  if (action < PAIR_BASE) {
    const d = s.matrix[action]!;
    const gain = placeDie(area, lines, d);
    return `take ${dieLabel(d)} at row ${rowOf(action) + 1}, col ${colOf(action) + 1}${points([gain])}`;
  }
  const a = ((action - PAIR_BASE) / CELLS) | 0;
  const b = (action - PAIR_BASE) % CELLS;
  const da = s.matrix[a]!;
  const db = s.matrix[b]!;
  const first = placeDie(area, lines, da);
  const second = placeDie(area, lines, db);
  const where =
    rowOf(a) === rowOf(b)
      ? `row ${rowOf(a) + 1}, cols ${colOf(a) + 1} and ${colOf(b) + 1}`
      : `col ${colOf(a) + 1}, rows ${rowOf(a) + 1} and ${rowOf(b) + 1}`;
  return `take ${dieLabel(da)} and ${dieLabel(db)} from ${where}${points([first, second])}`;
}
