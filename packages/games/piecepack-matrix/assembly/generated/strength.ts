// GENERATED from src/words/strength.ts by scripts/transliterate.mjs: do not edit. Edit the
// TypeScript reference and run `node scripts/transliterate.mjs` in packages/games/piecepack-matrix.
/**
 * Ice breaker strength on the packed words: the base strength of each breaker (the basic
 * pawn's die roll, each custom breaker's formula and passive ability, never below 0) and the
 * total of a challenge (base, +1 for the structure's colour, "next challenge" bonuses, Flatline
 * Dix's +1, power-ups spent). Rulings R5–R8 and the breaker notes of docs/rulings.
 */
import {
  BLACK,
  BLUE,
  CRAY,
  DIX,
  DUB,
  GREEN,
  HOSAKA,
  M_DUB,
  M_SLIVER,
  M_STEALTH,
  OUTSIDE,
  RED,
  SENDAI,
  SLIVER,
  STEALTH,
  TRINITY,
  TURING,
  WINTERMUTE,
  W_ACTIVE,
  W_BONUS,
  W_COUNT,
  W_KIND,
  W_MODE,
  W_POS,
  W_ROLL,
  W_SPENT,
  W_TARGET,
  W_TEN,
  ZION,
} from '../../src/layout';
import {
  adjacent,
  colourOf,
  distance,
  entryAt,
  entryCell,
  entryStrength,
  entryTile,
} from './board';

export function kindOf(s: StaticArray<i32>, b: i32): i32 {
  return s[W_KIND + b];
}

/** True when pawn `colour` is the custom breaker `k` of its colour. */
export function hasBreaker(s: StaticArray<i32>, colour: i32, k: i32): bool {
  return s[W_KIND + colour] === k;
}

/** Whether breaker `b` rolls the die for a challenge (four custom breakers have no die). */
export function rolls(s: StaticArray<i32>, b: i32): bool {
  const k = kindOf(s, b);
  if (k === 0) return true;
  if (b === BLACK) return k !== WINTERMUTE;
  if (b === GREEN) return k !== TURING;
  if (b === RED) return k !== SENDAI && k !== CRAY;
  return true;
}

/** Other breakers in the matrix within distance `d` of breaker `b`. */
export function othersWithin(s: StaticArray<i32>, b: i32, d: i32): i32 {
  let c = 0;
  for (let j = 0; j < 4; j++) {
    if (j === b || s[W_POS + j] === OUTSIDE) continue;
    const x = distance(s, s[W_POS + b], s[W_POS + j]);
    if (x >= 0 && x <= d) c++;
  }
  return c;
}

/** Distance from breaker `b` to the nearest other breaker in the matrix, or -1. */
export function nearestOther(s: StaticArray<i32>, b: i32): i32 {
  let best = -1;
  for (let j = 0; j < 4; j++) {
    if (j === b || s[W_POS + j] === OUTSIDE) continue;
    const x = distance(s, s[W_POS + b], s[W_POS + j]);
    if (x >= 0 && (best < 0 || x < best)) best = x;
  }
  return best;
}

/** Blue structures within distance `d` of `cell` (its own included). */
export function blueWithin(s: StaticArray<i32>, cell: i32, d: i32): i32 {
  const n = s[W_COUNT];
  let c = 0;
  for (let e = 0; e < n; e++) {
    const tile = entryTile(s, e);
    if (colourOf(tile) !== BLUE) continue;
    const x = distance(s, cell, entryCell(s, e));
    if (x >= 0 && x <= d) c++;
  }
  return c;
}

/** Red structures installed. */
export function redInstalled(s: StaticArray<i32>): i32 {
  const n = s[W_COUNT];
  let c = 0;
  for (let e = 0; e < n; e++) if (colourOf(entryTile(s, e)) === RED) c++;
  return c;
}

/** Colour of the structure under breaker `b`, or -1 outside. */
function underColour(s: StaticArray<i32>, b: i32): i32 {
  const p = s[W_POS + b];
  if (p === OUTSIDE) return -1;
  return colourOf(entryTile(s, entryAt(s, p)));
}

/** Base strength of breaker `b` with die `roll` in strength `mode` (never below 0). */
export function baseStrength(s: StaticArray<i32>, b: i32, roll: i32, mode: i32): i32 {
  const k = kindOf(s, b);
  const p = s[W_POS + b];
  let v = roll;
  if (k !== 0) {
    v = b === BLUE ? roll - 2 : roll - 1;
    if (b === BLACK && k === WINTERMUTE) {
      v = s[W_TEN + b] !== 0 ? 10 : 0;
    } else if (b === GREEN && k === TURING) {
      v = 3 + (p !== OUTSIDE ? othersWithin(s, b, 3) : 0);
    } else if (b === GREEN && k === TRINITY && p !== OUTSIDE) {
      let sum = 0;
      for (let j = 0; j < 4; j++) {
        const q = s[W_POS + j];
        if (j !== b && q !== OUTSIDE && adjacent(p, q)) sum += baseStrength(s, j, roll, 0);
      }
      if (sum > v) v = sum;
    } else if (b === RED && k === SENDAI) {
      v = 3;
    } else if (b === RED && k === CRAY) {
      const c = underColour(s, b);
      v = c < 0 ? 1 : c === BLUE ? 1 : c === GREEN ? 4 : c === BLACK ? 5 : 10;
    } else if (b === RED && k === HOSAKA) {
      if (underColour(s, b) === RED) v += 3;
    } else if (b === RED && k === SLIVER && mode === M_SLIVER) {
      v = redInstalled(s) + 1;
    } else if (b === RED && k === STEALTH && mode === M_STEALTH) {
      v = 1 + nearestOther(s, b);
    } else if (b === BLUE && k === ZION && underColour(s, b) === BLUE) {
      v = roll + entryStrength(s, entryAt(s, p));
    } else if (b === BLUE && k === DUB && mode === M_DUB) {
      v = 3 + blueWithin(s, p, 4);
    }
  }
  return max<i32>(v, 0);
}

/** Flatline Dix's +1: breaker `b` within distance 3 of Dix (Dix itself included). */
export function dixBonus(s: StaticArray<i32>, b: i32): i32 {
  if (!hasBreaker(s, GREEN, DIX)) return 0;
  if (b === GREEN) return 1;
  const q = s[W_POS + b];
  if (q === OUTSIDE) return 0;
  const x = distance(s, s[W_POS + GREEN], q);
  return x >= 0 && x <= 3 ? 1 : 0;
}

/** The strength of the challenge in progress, power-ups spent so far included. */
export function challengeStrength(s: StaticArray<i32>): i32 {
  const a = s[W_ACTIVE];
  const tile = entryTile(s, entryAt(s, s[W_TARGET]));
  let v = baseStrength(s, a, s[W_ROLL], s[W_MODE]);
  if (colourOf(tile) === a) v += 1;
  return v + s[W_BONUS + a] + dixBonus(s, a) + s[W_SPENT];
}

/** The strength of the structure under challenge. */
export function targetStrength(s: StaticArray<i32>): i32 {
  return entryStrength(s, entryAt(s, s[W_TARGET]));
}
