/**
 * Where a program goes in a long run's playout when it kills nothing: on the stack that builds
 * the most toward kills still to come, then the family's best fit. An overload fires the two
 * cards between the stack played on and a royal; a king needs both of its own suit, a queen
 * both of its colour, and their values must reach its health. So a program scores, for every
 * line of a living royal in which its stack is one of those two cards, how much its play
 * changes that line's readiness (each of the two cards that matches the royal counts 1, and a
 * matching pair strong enough counts 2 more), weighted by how hard the royal is to kill
 * otherwise (paige 1, queen 2, king 3), plus the value now showing (best fit, the family's
 * rule: low stacks stay open for small cards). It is a rules-aware playout policy in the sense
 * of Gelly, Wang, Munos & Teytaud 2006 and Drake & Uurtamo 2007 (policy.ts): knowledge of the
 * game's kill conditions in place of uniform or best-fit choices.
 *
 * Sees only the determinized working state. Allocation-free (its tables are filled at start-up).
 */
import {
  K_DEAD,
  K_ICE_SUM,
  K_ROYALS,
  K_TOP,
  K_TOPV,
  KILL,
  KILL_COLOUR,
  KILL_SUIT,
  LINE_A,
  LINE_B,
  LINE_COUNT,
  LINE_POS,
  VALUE,
  fitsOverload,
} from '@matrix-arcade/matrix-overload/assembly/edition';

const CELLS: i32 = 9;
/** Most lines a cell is one of the two overload cards of. */
const PER_CELL: i32 = 4;

/** Per cell: how many lines it is in, then (position, the other card's cell) for each. */
const IN_COUNT = new StaticArray<i32>(CELLS);
const IN_POS = new StaticArray<i32>(CELLS * PER_CELL);
const IN_OTHER = new StaticArray<i32>(CELLS * PER_CELL);

/** Fills the per-cell line tables from the family's trigger tables, once, at start-up. */
function prepare(): void {
  for (let cell = 0; cell < CELLS; cell++) {
    for (let i = 0; i < unchecked(LINE_COUNT[cell]); i++) {
      const p = unchecked(LINE_POS[2 * cell + i]);
      const a = unchecked(LINE_A[2 * cell + i]);
      const b = unchecked(LINE_B[2 * cell + i]);
      add(a, p, b);
      add(b, p, a);
    }
  }
}

function add(cell: i32, p: i32, other: i32): void {
  const k = IN_COUNT[cell];
  assert(k < PER_CELL, 'line-setups: a cell in more than PER_CELL lines');
  IN_POS[cell * PER_CELL + k] = p;
  IN_OTHER[cell * PER_CELL + k] = other;
  IN_COUNT[cell] = k + 1;
}

prepare();

/** A line's readiness against royal `r` of `health` with cards `ta`, `tb` showing `va`, `vb`. */
function readiness(r: i32, health: i32, ta: i32, va: i32, tb: i32, vb: i32): i32 {
  const fa = fitsOverload(r, ta);
  const fb = fitsOverload(r, tb);
  return (fa ? 1 : 0) + (fb ? 1 : 0) + (fa && fb && va + vb >= health ? 2 : 0);
}

/** How hard royal `r` is to kill otherwise: paige 1, queen 2, king 3. */
function hardness(r: i32): i32 {
  const k = unchecked(KILL[r]);
  return k === KILL_SUIT ? 3 : k === KILL_COLOUR ? 2 : 1;
}

/** The score of program `card` played on `cell`: readiness gained, weighted, then best fit. */
function setupScore(s: StaticArray<i32>, card: i32, cell: i32): i32 {
  let gain = 0;
  const lines = unchecked(IN_COUNT[cell]);
  const cv = unchecked(VALUE[card]);
  const top = unchecked(s[K_TOP + cell]);
  const topv = unchecked(s[K_TOPV + cell]);
  for (let i = 0; i < lines; i++) {
    const p = unchecked(IN_POS[cell * PER_CELL + i]);
    const r = unchecked(s[K_ROYALS + p]);
    if (r < 0 || unchecked(s[K_DEAD + p]) !== 0) continue;
    const o = unchecked(IN_OTHER[cell * PER_CELL + i]);
    const to = unchecked(s[K_TOP + o]);
    const vo = unchecked(s[K_TOPV + o]);
    const health = unchecked(VALUE[r]) + unchecked(s[K_ICE_SUM + p]);
    const after = readiness(r, health, card, cv, to, vo);
    const before = readiness(r, health, top, topv, to, vo);
    gain += hardness(r) * (after - before);
  }
  return 4 * gain + topv;
}

/** The cell among `legal[0..n)` (cells, none of which kills) with the best setup score. */
export function setupCell(
  s: StaticArray<i32>,
  card: i32,
  legal: StaticArray<i32>,
  n: i32,
  start: i32,
): i32 {
  let best = -1;
  let bestScore = i32.MIN_VALUE;
  for (let j = 0; j < n; j++) {
    let i = start + j;
    if (i >= n) i -= n;
    const c = unchecked(legal[i]);
    const score = setupScore(s, card, c);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}
