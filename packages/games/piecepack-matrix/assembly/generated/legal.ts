// GENERATED from src/words/legal.ts by scripts/transliterate.mjs: do not edit. Edit the
// TypeScript reference and run `node scripts/transliterate.mjs` in packages/games/piecepack-matrix.
/**
 * Every legal action of the packed state, ascending (layout.ts numbers them): the moves
 * of the four breakers (cardinal neighbours from inside the matrix, any installed structure or
 * installable space from outside, Chiba Cross Talk's distance two), each custom breaker's
 * ability with each target, the pre-roll strength choices, power-ups to spend after the roll,
 * payments, and the setup choice of breakers. Chance nodes (dice) list no actions here; their
 * outcomes are `A_DIE + 1..6`.
 */
import {
  ANKARA,
  ASSIMILATION,
  A_ANKARA,
  A_ASSIM,
  A_BABYLON,
  A_CASE,
  A_COMMIT,
  A_DAHLIA,
  A_DIAMOND,
  A_DUB,
  A_ENIGMA,
  A_FINN,
  A_KUANG,
  A_LISP,
  A_MOVE,
  A_PASS,
  A_PAY,
  A_PICK,
  A_ROLL,
  A_SLIVER_CUT,
  A_SLIVER_SET,
  A_SPEND,
  A_STEALTH,
  A_AIM,
  A_VIRAL,
  A_WINTERMUTE,
  BABYLON,
  BLACK,
  BLUE,
  CASE_CURRY,
  CELLS,
  CHIBA,
  CH_CHOOSE,
  DAHLIA,
  DIAMOND,
  DUB,
  ENIGMA,
  E_NONE,
  FINN,
  GREEN,
  KLEIN,
  KUANG,
  LISP,
  M_SLIVER,
  ORIGIN,
  OUTSIDE,
  PEND_FINN,
  PH_AIM,
  PH_BOOST,
  PH_MOVE,
  PH_PAY,
  PH_PICK,
  PH_PRE,
  PH_VIRAL,
  RED,
  SENDAI,
  SIDE,
  SLIVER,
  STEALTH,
  VIRAL,
  WINTERMUTE,
  W_ARG,
  W_ARG2,
  W_ACTIVE,
  W_CHOICE,
  W_COUNT,
  W_ENDING,
  W_MODE,
  W_PENDING,
  W_PHASE,
  W_POOL,
  W_POS,
  W_REACH,
  W_STACK,
  W_TARGET,
  W_TEN,
} from '../../src/layout';
import {
  adjacent,
  canPlace,
  canPlaceIndexed,
  colourOf,
  distance,
  entryAt,
  entryCell,
  entryOfTile,
  entryStrength,
  entryTile,
  indexCells,
  indexedAt,
  occupied,
  unindexCells,
} from './board';
import { permAt } from './perm';
import { hasBreaker, nearestOther } from './strength';

const perm = new StaticArray<i32>(4);

/** Sorts `out[0..n)` ascending and drops repeats; returns the new count. */
function sortUnique(out: StaticArray<i32>, n: i32): i32 {
  for (let i = 1; i < n; i++) {
    const v = out[i];
    let j = i - 1;
    while (j >= 0 && out[j] > v) {
      out[j + 1] = out[j];
      j--;
    }
    out[j + 1] = v;
  }
  let m = 0;
  for (let i = 0; i < n; i++) if (m === 0 || out[m - 1] !== out[i]) out[m++] = out[i];
  return m;
}

function poolTotal(s: StaticArray<i32>): i32 {
  return s[W_POOL] + s[W_POOL + 1] + s[W_POOL + 2] + s[W_POOL + 3];
}

function hasAllColours(s: StaticArray<i32>): bool {
  return s[W_POOL] > 0 && s[W_POOL + 1] > 0 && s[W_POOL + 2] > 0 && s[W_POOL + 3] > 0;
}

/** An installed structure without a breaker on `cell`. */
function freeStructure(s: StaticArray<i32>, cell: i32): bool {
  return entryAt(s, cell) >= 0 && !occupied(s, cell);
}

/** Moves of breaker `b` into `out` from index `n`; returns the new count. */
function moves(s: StaticArray<i32>, b: i32, out: StaticArray<i32>, n: i32): i32 {
  const p = s[W_POS + b];
  const count = s[W_COUNT];
  const canInstall = s[W_STACK] > 0;
  const base = A_MOVE + b * CELLS;
  if (p === OUTSIDE) {
    if (count === 0) {
      if (canInstall) out[n++] = base + ORIGIN;
      return n;
    }
    for (let e = 0; e < count; e++) {
      const c = entryCell(s, e);
      if (!occupied(s, c)) out[n++] = base + c;
      if (!canInstall) continue;
      for (let d = 0; d < 4; d++) {
        const q = d === 0 ? c - SIDE : d === 1 ? c - 1 : d === 2 ? c + 1 : c + SIDE;
        if (indexedAt(q) < 0 && canPlaceIndexed(s, q, ORIGIN)) out[n++] = base + q;
      }
    }
    return n;
  }
  for (let d = 0; d < 4; d++) {
    const q = d === 0 ? p - SIDE : d === 1 ? p - 1 : d === 2 ? p + 1 : p + SIDE;
    if (indexedAt(q) >= 0) {
      if (!occupied(s, q)) out[n++] = base + q;
    } else if (canInstall && canPlaceIndexed(s, q, ORIGIN)) {
      out[n++] = base + q;
    }
  }
  if (b === RED && hasBreaker(s, RED, CHIBA)) {
    for (let e = 0; e < count; e++) {
      const c = entryCell(s, e);
      if (occupied(s, c)) continue;
      const x = distance(s, p, c);
      if (x >= 1 && x <= 2) out[n++] = base + c;
    }
  }
  return n;
}

/** Viral Dub may exchange `c1` with `c2` (both free structures, one next to it). */
export function viralPair(s: StaticArray<i32>, c1: i32, c2: i32): bool {
  if (c1 === c2 || !freeStructure(s, c1) || !freeStructure(s, c2)) return false;
  const p = s[W_POS + BLUE];
  return p === OUTSIDE || adjacent(p, c1) || adjacent(p, c2);
}

/** Whether Case-Curry's ordering `p` changes where any breaker is. */
function caseChanges(s: StaticArray<i32>, p: i32): bool {
  permAt(p, perm);
  for (let i = 0; i < 4; i++) if (s[W_POS + perm[i]] !== s[W_POS + i]) return true;
  return false;
}

/** Whether Enigma's ordering `p` moves installed forts only, and moves some. */
function enigmaValid(s: StaticArray<i32>, p: i32): bool {
  permAt(p, perm);
  for (let i = 0; i < 4; i++) {
    if (perm[i] !== i && (entryOfTile(s, i * 6) < 0 || entryOfTile(s, perm[i] * 6) < 0)) {
      return false;
    }
  }
  return p !== 0;
}

/** The abilities usable between challenges. */
function abilities(s: StaticArray<i32>, out: StaticArray<i32>, n: i32): i32 {
  const count = s[W_COUNT];
  // Black.
  if (hasBreaker(s, BLACK, LISP)) {
    for (let j = 1; j < 4; j++) if (s[W_POS + j] !== s[W_POS + BLACK]) out[n++] = A_LISP + j;
  }
  if (hasBreaker(s, BLACK, ANKARA)) out[n++] = A_ANKARA;
  if (hasBreaker(s, BLACK, DIAMOND)) out[n++] = A_DIAMOND;
  if (hasBreaker(s, BLACK, KUANG)) {
    let free = false;
    for (let e = 0; e < count; e++) if (!occupied(s, entryCell(s, e))) free = true;
    if (free) out[n++] = A_KUANG;
  }
  if (hasBreaker(s, BLACK, ASSIMILATION) && hasAllColours(s)) {
    for (let e = 0; e < count; e++) {
      const c = entryCell(s, e);
      if (c !== s[W_POS + BLACK]) out[n++] = A_ASSIM + c;
    }
  }
  if (hasBreaker(s, BLACK, WINTERMUTE) && s[W_TEN + BLACK] === 0) out[n++] = A_WINTERMUTE;
  // Green.
  const greenIn = s[W_POS + GREEN] !== OUTSIDE;
  if (hasBreaker(s, GREEN, FINN) && greenIn) {
    for (let i = 0; i < 4; i++) {
      for (let j = i + 1; j < 4; j++) {
        if (s[W_POS + i] === s[W_POS + j]) continue;
        if (s[W_POOL + i] + s[W_POOL + j] > 0) out[n++] = A_FINN + i * 4 + j;
      }
    }
  }
  if (hasBreaker(s, GREEN, CASE_CURRY) && greenIn && hasAllColours(s)) {
    for (let p = 1; p < 24; p++) if (caseChanges(s, p)) out[n++] = A_CASE + p;
  }
  // Red.
  if (hasBreaker(s, RED, SLIVER) && s[W_POS + RED] !== OUTSIDE && s[W_POOL + RED] > 0) {
    if (entryStrength(s, entryAt(s, s[W_POS + RED])) > 0) out[n++] = A_SLIVER_CUT;
  }
  // Blue.
  const blue = s[W_POS + BLUE];
  if (hasBreaker(s, BLUE, BABYLON) && blue !== OUTSIDE && poolTotal(s) >= 2) {
    const own = entryAt(s, blue);
    for (let e = 0; e < count; e++) {
      const c = entryCell(s, e);
      for (let d = 0; d < 4; d++) {
        const q = d === 0 ? c - SIDE : d === 1 ? c - 1 : d === 2 ? c + 1 : c + SIDE;
        if (entryAt(s, q) < 0 && canPlace(s, q, own, ORIGIN)) out[n++] = A_BABYLON + q;
      }
    }
  }
  if (hasBreaker(s, BLUE, DAHLIA) && blue !== OUTSIDE && poolTotal(s) >= 2) {
    for (let e = 0; e < count; e++) {
      const c = entryCell(s, e);
      if (!occupied(s, c)) out[n++] = A_DAHLIA + c;
    }
  }
  if (hasBreaker(s, BLUE, VIRAL) && s[W_POOL + BLUE] > 0) {
    for (let e = 0; e < count; e++) {
      const c = entryCell(s, e);
      for (let f = 0; f < count; f++) {
        if (viralPair(s, c, entryCell(s, f))) {
          out[n++] = A_VIRAL + c;
          break;
        }
      }
    }
  }
  if (hasBreaker(s, BLUE, ENIGMA) && s[W_POOL + BLUE] >= 2) {
    for (let p = 1; p < 24; p++) if (enigmaValid(s, p)) out[n++] = A_ENIGMA + p;
  }
  return n;
}

/** Whether breaker `b` may replace its roll before the challenge (Stealth Blade, Dub Lattice). */
export function preRollChoice(s: StaticArray<i32>, b: i32): bool {
  if (s[W_POS + b] === OUTSIDE) return false;
  if (b === RED && hasBreaker(s, RED, STEALTH)) return nearestOther(s, b) >= 0;
  return b === BLUE && hasBreaker(s, BLUE, DUB);
}

/** Writes the legal actions of the player to move, ascending; returns their count. */
export function legalActions(s: StaticArray<i32>, out: StaticArray<i32>): i32 {
  if (s[W_ENDING] !== E_NONE) return 0;
  const phase = s[W_PHASE];
  let n = 0;
  if (phase === PH_PICK) {
    if (s[W_CHOICE] !== CH_CHOOSE) return 0;
    for (let k = 1; k <= 6; k++) out[n++] = A_PICK + k;
    return n;
  }
  if (phase === PH_MOVE) {
    indexCells(s);
    for (let b = 0; b < 4; b++) n = moves(s, b, out, n);
    unindexCells(s);
    n = abilities(s, out, n);
    return sortUnique(out, n);
  }
  if (phase === PH_PRE) {
    out[n++] = A_ROLL;
    const a = s[W_ACTIVE];
    if (a === RED) out[n++] = A_STEALTH;
    else out[n++] = A_DUB;
    return n;
  }
  if (phase === PH_BOOST) {
    const a = s[W_ACTIVE];
    const colour = colourOf(entryTile(s, entryAt(s, s[W_TARGET])));
    for (let c = 0; c < 4; c++) {
      if (s[W_POOL + c] <= 0) continue;
      if (
        c === colour ||
        (a === GREEN && hasBreaker(s, GREEN, KLEIN)) ||
        (a === RED && c === RED && hasBreaker(s, RED, SENDAI))
      ) {
        out[n++] = A_SPEND + c;
      }
    }
    if (a === RED && hasBreaker(s, RED, SLIVER) && s[W_MODE] !== M_SLIVER && s[W_POOL + RED] > 0) {
      out[n++] = A_SLIVER_SET;
    }
    out[n++] = A_COMMIT;
    return n;
  }
  if (phase === PH_AIM) {
    const p = s[W_POS + BLACK];
    const reach = s[W_REACH];
    const count = s[W_COUNT];
    for (let e = 0; e < count; e++) {
      const c = entryCell(s, e);
      if (occupied(s, c)) continue;
      const x = distance(s, p, c);
      if (x >= 1 && x <= reach) out[n++] = A_AIM + c;
    }
    out[n++] = A_PASS;
    return sortUnique(out, n);
  }
  if (phase === PH_PAY) {
    const finn = s[W_PENDING] === PEND_FINN;
    for (let c = 0; c < 4; c++) {
      if (s[W_POOL + c] <= 0) continue;
      if (!finn || c === s[W_ARG] || c === s[W_ARG2]) out[n++] = A_PAY + c;
    }
    return n;
  }
  if (phase === PH_VIRAL) {
    const count = s[W_COUNT];
    const first = s[W_ARG];
    for (let e = 0; e < count; e++) {
      const c = entryCell(s, e);
      if (viralPair(s, first, c)) out[n++] = A_VIRAL + c;
    }
    return sortUnique(out, n);
  }
  return 0;
}
