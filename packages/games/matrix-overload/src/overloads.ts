/**
 * Overloads, as plain functions over an `Edition` (edition.ts) and a state: a card played on a stack at one
 * end of a row or column fires the top cards of the two cells beyond it at the living royal at
 * the far end (from a corner, both ways). The sum of their values must reach the royal's health
 * (base plus ICE); a queen falls only to cards of her colour, a king only to cards of his suit,
 * a jack to any cards; wild cards match every colour and suit. A line with an empty cell (the
 * empty centre) holds no two cards in a row, so it fires no overload at all (ruling 17). Also
 * the structured preview of each overload an action would fire.
 */
import { OVERLOADS } from './actions.js';
import { KILL_COLOUR, KILL_SUIT } from './cards.js';
import type { Edition } from './edition.js';
import { health, top } from './measures.js';
import type { OverloadPreview } from './previews.js';
import type { MatrixOverloadState } from './state.js';

/** A bit mask of positions with no royal killed. */
export const KILL_BIT_NONE = 0;

const RESULTS = ['kill', 'too-weak', 'wrong-colour', 'wrong-suit'] as const;

/**
 * The overload from `cell` at the royal at `p` across cells `a` and `b`: 0 when it kills, else
 * why not (1 too weak, 2 wrong colour, 3 wrong suit). The royal must be alive.
 */
export function overloadCode(
  e: Edition,
  stacks: MatrixOverloadState['stacks'],
  s: MatrixOverloadState,
  p: number,
  a: number,
  b: number,
): number {
  const royal = s.royals[p]!;
  const sa = stacks[a]!;
  const sb = stacks[b]!;
  const ta = sa.length === 0 ? -1 : sa[sa.length - 1]!;
  const tb = sb.length === 0 ? -1 : sb[sb.length - 1]!;
  const k = e.kill[royal]!;
  if (k === KILL_COLOUR) {
    const need = e.colourMask[royal]!;
    if (ta < 0 || tb < 0) return 2;
    if ((e.colourMask[ta]! & need) === 0 || (e.colourMask[tb]! & need) === 0) return 2;
  } else if (k === KILL_SUIT) {
    const need = e.suitMask[royal]!;
    if (ta < 0 || tb < 0) return 3;
    if ((e.suitMask[ta]! & need) === 0 || (e.suitMask[tb]! & need) === 0) return 3;
  }
  const power = (ta < 0 ? 0 : e.value[ta]!) + (tb < 0 ? 0 : e.value[tb]!);
  return power >= health(e, s, p) ? 0 : 1;
}

/** Positions (bit mask) of the living royals killed by the overloads fired from `cell`. */
export function killsFrom(
  e: Edition,
  stacks: MatrixOverloadState['stacks'],
  s: MatrixOverloadState,
  cell: number,
): number {
  let mask = KILL_BIT_NONE;
  const lines = OVERLOADS[cell]!;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const p = line[0];
    if (s.royals[p]! < 0 || s.dead[p]) continue;
    if (stacks[line[1]]!.length === 0 || stacks[line[2]]!.length === 0) continue;
    if (overloadCode(e, stacks, s, p, line[1], line[2]) === 0) mask |= 1 << p;
  }
  return mask;
}

/**
 * The overloads a card played on `cell` fires (state `s` before, `next` after), pushed to
 * `overloads`, and the royals they kill pushed to `kills`, in the rules' order.
 */
export function previewOverloads(
  e: Edition,
  s: MatrixOverloadState,
  next: MatrixOverloadState,
  cell: number,
  overloads: OverloadPreview[],
  kills: number[],
): void {
  for (const [q, a, b] of OVERLOADS[cell]!) {
    const royal = s.royals[q]!;
    if (royal < 0 || s.dead[q]) continue;
    const ta = top(next, a);
    const tb = top(next, b);
    if (ta < 0 || tb < 0) continue;
    const code = overloadCode(e, next.stacks, s, q, a, b);
    const power = (ta < 0 ? 0 : e.value[ta]!) + (tb < 0 ? 0 : e.value[tb]!);
    const h = health(e, s, q);
    overloads.push({
      position: q,
      royal,
      cells: [a, b],
      cards: [ta, tb],
      power,
      health: h,
      strong: power >= h,
      result: RESULTS[code]!,
    });
    if (code === 0) kills.push(royal);
  }
}
