/**
 * Placement, as plain functions over an `Edition` (edition.ts) and a state: where a royal, or
 * preventative ICE when no royal lives, goes. It goes at a free outside position next to the
 * matrix card most similar to it: same suit beats same colour beats anything, then the higher
 * top value; ties are the player's choice, each its own action. In the standard game a wild top
 * card (a joker) is whatever suit the player declares (ruling 10; `settings.wildSuitChosen`), so
 * it may count as the card's own suit, as its colour only, or as neither: a position is legal
 * when some declaration of the wild cards showing makes its cell the most similar. (A deck whose
 * wild cards count as every suit at once turns the setting off.)
 */
import { POSITIONS, POSITION_BASE, POSITION_CELL, positionName } from './actions.js';
import type { Edition } from './edition.js';
import { text, top, where } from './measures.js';
import type { MatrixOverloadState } from './state.js';

/**
 * How similar a card is to a matrix cell's top card, for placing royals and preventative ICE:
 * same suit beats same colour beats anything, then the higher top value. Wild cards match every
 * suit and colour; an empty cell matches nothing and shows 0.
 */
export function placementScore(
  e: Edition,
  s: MatrixOverloadState,
  card: number,
  cell: number,
): number {
  const t = top(s, cell);
  if (t < 0) return 0;
  const cls =
    (e.suitMask[card]! & e.suitMask[t]!) !== 0
      ? 2
      : (e.colourMask[card]! & e.colourMask[t]!) !== 0
        ? 1
        : 0;
  return cls * 64 + e.value[t]!;
}

/** True when a card is wild: its suit mask has more than one suit. */
function isWild(e: Edition, card: number): boolean {
  const m = e.suitMask[card]!;
  return (m & (m - 1)) !== 0;
}

/**
 * The lowest similarity a cell can have for `card` when the player declares the suit of a wild
 * top card (a suit of the other colour: no match, only its value): the plain score otherwise.
 */
export function placementFloor(
  e: Edition,
  s: MatrixOverloadState,
  card: number,
  cell: number,
): number {
  const t = top(s, cell);
  if (t >= 0 && e.settings.wildSuitChosen && isWild(e, t)) return e.value[t]!;
  return placementScore(e, s, card, cell);
}

/**
 * The similarity every free position's cell must be able to reach to be legal for `card`: the
 * highest floor among them (wild cards declared so as to match as little as possible).
 */
function placementBar(e: Edition, s: MatrixOverloadState, card: number): number {
  let bar = -1;
  for (let p = 0; p < POSITIONS; p++) {
    if (s.royals[p]! >= 0) continue;
    const f = placementFloor(e, s, card, POSITION_CELL[p]!);
    if (f > bar) bar = f;
  }
  return bar;
}

/**
 * Free positions next to the cards most similar to `card` (royals, preventative ICE), for some
 * declaration of the wild cards showing: a cell whose best score (a wild card declared of the
 * card's suit) reaches every other cell's floor.
 */
export function pushPlacements(
  e: Edition,
  s: MatrixOverloadState,
  card: number,
  out: number[],
): void {
  const bar = placementBar(e, s, card);
  for (let p = 0; p < POSITIONS; p++) {
    if (s.royals[p]! >= 0) continue;
    if (placementScore(e, s, card, POSITION_CELL[p]!) >= bar) out.push(POSITION_BASE + p);
  }
}

/** Why placing `card` (royal or preventative ICE) at position `p` is illegal, or null. */
export function placementReason(
  e: Edition,
  s: MatrixOverloadState,
  card: number,
  p: number,
): string | null {
  const held = s.royals[p]!;
  if (held >= 0) {
    return `position ${p} (${positionName(p)}) already holds ${text(e, held)}${s.dead[p] ? ' (dead)' : ''}`;
  }
  const mine = placementScore(e, s, card, POSITION_CELL[p]!);
  for (let q = 0; q < POSITIONS; q++) {
    if (s.royals[q]! >= 0) continue;
    if (placementFloor(e, s, card, POSITION_CELL[q]!) > mine) {
      return `${text(e, card)} goes next to the most similar card with a free outside position: ${where(e, s, POSITION_CELL[q]!)} beats ${where(e, s, POSITION_CELL[p]!)}`;
    }
  }
  return null;
}
