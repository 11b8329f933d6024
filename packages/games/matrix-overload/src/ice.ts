/**
 * ICE, as plain functions over an `Edition` (edition.ts) and a state: a program that fits on no
 * stack becomes ICE on the living royal most similar to it (same suit beats same colour beats
 * anything, then the closer base value), adding its value to that royal's health; with no royal
 * alive it is preventative ICE, placed like a royal (placement.ts) and taken up by the next
 * royal placed there. Black ICE, the ending it can cause, is in endings.ts.
 */
import { CELLS, POSITIONS, POSITION_BASE, positionName } from './actions.js';
import type { Edition } from './edition.js';
import { accepts, anyAlive, text, where } from './measures.js';
import { placementReason, pushPlacements } from './placement.js';
import type { MatrixOverloadState } from './state.js';

/**
 * How similar an ICE card is to a living royal: same suit beats same colour beats anything,
 * then the closer base value.
 */
export function iceScore(e: Edition, card: number, royal: number): number {
  const cls =
    (e.suitMask[card]! & e.suitMask[royal]!) !== 0
      ? 2
      : (e.colourMask[card]! & e.colourMask[royal]!) !== 0
        ? 1
        : 0;
  const d = e.value[card]! - e.value[royal]!;
  return cls * 64 + 63 - (d < 0 ? -d : d);
}

/** Positions of the living royals most similar to an ICE card; placements when none lives. */
export function pushIce(e: Edition, s: MatrixOverloadState, card: number, out: number[]): void {
  let best = -1;
  for (let p = 0; p < POSITIONS; p++) {
    const r = s.royals[p]!;
    if (r < 0 || s.dead[p]) continue;
    const sc = iceScore(e, card, r);
    if (sc > best) best = sc;
  }
  if (best < 0) {
    pushPlacements(e, s, card, out);
    return;
  }
  for (let p = 0; p < POSITIONS; p++) {
    const r = s.royals[p]!;
    if (r < 0 || s.dead[p]) continue;
    if (iceScore(e, card, r) === best) out.push(POSITION_BASE + p);
  }
}

/** Why the program `card` cannot become ICE at position `p`, or null when it can. */
export function iceReason(
  e: Edition,
  s: MatrixOverloadState,
  card: number,
  p: number,
): string | null {
  const name = text(e, card);
  for (let c = 0; c < CELLS; c++) {
    if (accepts(e, s, c, card)) {
      return `${name} fits on ${where(e, s, c)}, so it cannot become ICE`;
    }
  }
  if (!anyAlive(s)) {
    const r = placementReason(e, s, card, p);
    return r === null ? null : `preventative ICE: ${r}`;
  }
  const r = s.royals[p]!;
  if (r < 0 || s.dead[p]) {
    return `ICE goes on a living royal; position ${p} (${positionName(p)}) has ${r < 0 ? 'none' : `only the dead ${text(e, r)}`}`;
  }
  const mine = iceScore(e, card, r);
  for (let q = 0; q < POSITIONS; q++) {
    const other = s.royals[q]!;
    if (other < 0 || s.dead[q]) continue;
    if (iceScore(e, card, other) > mine) {
      return `ICE ${name} goes on the most similar living royal: ${text(e, other)} beats ${text(e, r)}`;
    }
  }
  return null;
}
