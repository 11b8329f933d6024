/**
 * The playout policy of the Matrix (piecepack) kernel: rules-guided moves for the MCTS playouts
 * in place of uniform ones (the "heavy playouts" of Gelly, Wang, Munos & Teytaud 2006,
 * "Modification of UCT with Patterns in Monte-Carlo Go"; Browne et al. 2012, §6.1), with an
 * epsilon of uniform moves so that every line keeps being sampled. The plan it follows:
 *
 * - Dig with a breaker already in the matrix (installing the next tile next to it), keep the
 *   others outside, where every installed structure is within reach; dig where the new tile
 *   will have the fewest neighbours (room to grow).
 * - A breaker whose fort is installed goes for it: straight from outside once it holds enough
 *   power-ups of the fort's colour, or step by step along the cheapest ice from inside.
 * - Never leave the own fort; never challenge another colour's fort.
 * - After the roll, spend power-ups only when they turn a failure into a success: always for
 *   the own fort, for ice only while a reserve stays for a fort not yet held (or when the
 *   damage would be fatal).
 *
 * It reads only the working state of the playout (a determinized world), like the rest of the
 * search. Allocation-free.
 */
import { Rng } from '@matrix-arcade/ai-wasm/assembly';
import {
  A_ASSIM,
  A_COMMIT,
  A_SPEND,
  CELLS,
  DEATH,
  OUTSIDE,
  PH_BOOST,
  PH_MOVE,
  W_DAMAGE,
  W_PHASE,
  W_POOL,
  W_POS,
  W_STACK,
  W_ACTIVE,
  W_TARGET,
} from '../src/layout';
import {
  colourOf,
  distance,
  entryAt,
  entryCell,
  entryOfTile,
  entryStrength,
  entryTile,
  isFort,
  neighbourCount,
} from './generated/board';
import { challengeStrength, targetStrength } from './generated/strength';

/** Share of playout moves (between challenges) drawn uniformly at random. */
let EPSILON: f64 = 0.0;
/** Power-ups of a colour kept for its fort while the fort is not held. */
let RESERVE: i32 = 0;
/** Power-ups of its colour a breaker outside wants before challenging its fort (stack left). */
let FORT_READY: i32 = 2;
let OUT_INSTALL: f64 = 0.0;
let WALK: f64 = 8.0;
let OWN_INSTALLED: f64 = 6.0;
let CROWD: f64 = 1.0;

/** The cell of colour `c`'s fort, or -1 while it is not installed. */
function fortCell(s: StaticArray<i32>, c: i32): i32 {
  const e = entryOfTile(s, c * 6);
  return e < 0 ? -1 : entryCell(s, e);
}

/** Whether breaker `b` stands on its own fort. */
function home(s: StaticArray<i32>, b: i32): bool {
  const f = fortCell(s, b);
  return f >= 0 && s[W_POS + b] === f;
}

/** Contains `a` in `legal[0..n)`. */
function has(legal: StaticArray<i32>, n: i32, a: i32): bool {
  for (let i = 0; i < n; i++) if (unchecked(legal[i]) === a) return true;
  return false;
}

/** The boost decision: the power-up to spend, or commit. */
function boost(s: StaticArray<i32>, legal: StaticArray<i32>, n: i32): i32 {
  const str = challengeStrength(s);
  const ts = targetStrength(s);
  if (str > ts || !has(legal, n, A_COMMIT)) return A_COMMIT;
  const e = entryAt(s, s[W_TARGET]);
  const tile = entryTile(s, e);
  const c = colourOf(tile);
  const a = s[W_ACTIVE];
  const need = ts + 1 - str;
  // Spend coins of the structure's colour, or any colour the rules allow (Klein Liar).
  let spend = -1;
  if (has(legal, n, A_SPEND + c)) spend = A_SPEND + c;
  else {
    for (let k = 0; k < 4; k++) if (has(legal, n, A_SPEND + k)) spend = A_SPEND + k;
  }
  if (spend < 0) return A_COMMIT;
  const pool = s[W_POOL + spend - A_SPEND];
  if (isFort(tile)) {
    return c === a && pool >= need ? spend : A_COMMIT;
  }
  if (pool < need) return A_COMMIT;
  if (s[W_DAMAGE] + 1 >= DEATH) return spend;
  const col = spend - A_SPEND;
  const keep = home(s, col) ? 0 : RESERVE;
  return pool - need >= keep ? spend : A_COMMIT;
}

/** The score of one move of the move phase (higher is better). */
function moveScore(s: StaticArray<i32>, a: i32): f64 {
  if (a >= A_ASSIM) return -30.0; // custom breakers' abilities: rarely, by epsilon
  const b = a / CELLS;
  const cell = a - b * CELLS;
  const p = s[W_POS + b];
  if (home(s, b)) return -100.0;
  const own = fortCell(s, b);
  const e = entryAt(s, cell);
  if (e >= 0) {
    const tile = entryTile(s, e);
    if (isFort(tile)) {
      if (colourOf(tile) !== b) return -60.0;
      const pool = s[W_POOL + b];
      return pool >= FORT_READY || s[W_STACK] === 0 ? 60.0 + <f64>pool : 5.0 + <f64>pool;
    }
    const cost = <f64>entryStrength(s, e) - (colourOf(tile) === b ? 1.0 : 0.0);
    if (own >= 0 && p !== OUTSIDE) {
      const now = distance(s, p, own);
      const next = distance(s, cell, own);
      if (next >= 0 && (now < 0 || next < now)) return 40.0 - cost;
    }
    if (p === OUTSIDE) return -20.0 - cost;
    return WALK - cost;
  }
  // Installing a new tile (then challenging it).
  let score = p !== OUTSIDE ? 30.0 : OUT_INSTALL;
  if (own >= 0) score -= OWN_INSTALLED;
  score -= CROWD * <f64>neighbourCount(s, cell, -1);
  return score;
}

/**
 * The policy's score of the legal action `a` in `s` (higher is better): what the rollout search
 * ranks its candidates by. At a boost, the policy's own choice scores 1 and the rest 0.
 */
export function policyScore(s: StaticArray<i32>, a: i32, legal: StaticArray<i32>, n: i32): f64 {
  const phase = s[W_PHASE];
  if (phase === PH_BOOST) return boost(s, legal, n) === a ? 1.0 : 0.0;
  if (phase === PH_MOVE) return moveScore(s, a);
  return 0.0;
}

/** One action of `legal[0..n)` for the playout's working state `s`. */
export function policyAction(s: StaticArray<i32>, legal: StaticArray<i32>, n: i32, rng: Rng): i32 {
  const phase = s[W_PHASE];
  if (phase === PH_BOOST) return boost(s, legal, n);
  if (phase !== PH_MOVE || rng.float() < EPSILON) return unchecked(legal[<i32>rng.int(<u32>n)]);
  let best = unchecked(legal[0]);
  let bestScore = -Infinity;
  for (let i = 0; i < n; i++) {
    const a = unchecked(legal[i]);
    const v = moveScore(s, a) + rng.float();
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}

/** Tuning only: sets the policy's constants. */
export function tunePolicy(
  epsilon: f64,
  reserve: i32,
  ready: i32,
  outInstall: f64,
  walk: f64,
  ownInstalled: f64,
  crowd: f64,
): void {
  EPSILON = epsilon;
  RESERVE = reserve;
  FORT_READY = ready;
  OUT_INSTALL = outInstall;
  WALK = walk;
  OWN_INSTALLED = ownInstalled;
  CROWD = crowd;
}
