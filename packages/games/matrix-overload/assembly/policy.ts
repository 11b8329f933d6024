/**
 * The playout policy of the MATR1X ØVERLØAD kernel: rules-aware random moves for the MCTS
 * playouts in place of uniform ones, the "heavy playouts" of Gelly, Wang, Munos & Teytaud 2006
 * ("Modification of UCT with Patterns in Monte-Carlo Go") and Drake & Uurtamo 2007 ("Move
 * Ordering vs Heavy Playouts"), with an epsilon of uniform moves to keep every line sampled.
 *
 * - A program or a reset that fires a killing overload is played first (a kill depends only on
 *   the other two cells of a line, never on the card played, so it is a property of the cell).
 * - Otherwise a program goes on the fitting stack showing the highest value ("best fit"): low
 *   stacks stay open as landing spots for small cards, which would otherwise turn into ICE.
 * - Otherwise an ace resets the stack showing the highest value, freeing the most blocked cell
 *   and leaving a 1 to land on.
 * - Royals, ICE and jokers without a kill: uniformly at random among the legal actions.
 *
 * An edition may set a policy of its own (`EditionTables.policy`, edition.ts), asked first for
 * every move; it returns −1 to leave the move to the rules above.
 *
 * It sees only the determinized working state, like the rest of a playout. Allocation-free.
 */
import { Rng } from '@matrix-arcade/ai-wasm/assembly';
import {
  COLOUR_MASK,
  KILL,
  KILL_COLOUR,
  KILL_SUIT,
  LINE_A,
  LINE_B,
  LINE_COUNT,
  LINE_POS,
  PROGRAM,
  ROLE,
  SOFT_RESET,
  SUIT_MASK,
  VALUE,
} from './cards';
import {
  K_DEAD,
  K_HAND,
  K_ICE_SUM,
  K_ROYALS,
  K_TOP,
  K_TOPV,
  POSITION_BASE,
} from '../src/engine/layout';
import { editionPolicy } from './roles';

/** One in this many guided moves is uniform instead. */
export const EPSILON_ONE_IN: u32 = 8;

/**
 * True when top card `t` may be one of an overload's two cards against royal `r`: any card for
 * a paige, its colour for a queen, its suit for a king (masks: a wild card matches every one);
 * false for an empty stack (`t` < 0).
 */
export function fitsOverload(r: i32, t: i32): bool {
  if (t < 0) return false;
  const k = unchecked(KILL[r]);
  if (k === KILL_COLOUR) return (unchecked(COLOUR_MASK[t]) & unchecked(COLOUR_MASK[r])) !== 0;
  if (k === KILL_SUIT) return (unchecked(SUIT_MASK[t]) & unchecked(SUIT_MASK[r])) !== 0;
  return true;
}

/** True when a card played on `cell` fires an overload that kills (the TS `killsFrom` ≠ 0). */
export function killsFrom(s: StaticArray<i32>, cell: i32): bool {
  const lines = unchecked(LINE_COUNT[cell]);
  for (let i = 0; i < lines; i++) {
    const p = unchecked(LINE_POS[2 * cell + i]);
    const r = unchecked(s[K_ROYALS + p]);
    if (r < 0 || unchecked(s[K_DEAD + p]) !== 0) continue;
    const a = unchecked(LINE_A[2 * cell + i]);
    const b = unchecked(LINE_B[2 * cell + i]);
    if (!fitsOverload(r, unchecked(s[K_TOP + a])) || !fitsOverload(r, unchecked(s[K_TOP + b]))) {
      continue;
    }
    const power = unchecked(s[K_TOPV + a]) + unchecked(s[K_TOPV + b]);
    if (power >= unchecked(VALUE[r]) + unchecked(s[K_ICE_SUM + p])) return true;
  }
  return false;
}

/** The first cell of `legal[0..n)` from index `start` (wrapping) whose play kills, or −1. */
export function killingCell(s: StaticArray<i32>, legal: StaticArray<i32>, n: i32, start: i32): i32 {
  for (let j = 0; j < n; j++) {
    let i = start + j;
    if (i >= n) i -= n;
    const c = unchecked(legal[i]);
    if (killsFrom(s, c)) return c;
  }
  return -1;
}

/** The policy's action among `legal[0..n)` (n ≥ 1) for the working state `s`. */
export function playoutAction(s: StaticArray<i32>, legal: StaticArray<i32>, n: i32, rng: Rng): i32 {
  const first = unchecked(legal[0]);
  if (n === 1) return first;
  // An edition's own policy first (none in the standard game: −1, no draws).
  const edition = editionPolicy(s, legal, n, rng);
  if (edition >= 0) return edition;
  if (first >= POSITION_BASE) return unchecked(legal[<i32>rng.int(<u32>n)]);
  // Matrix cells: a killing cell first (the first found, from a random start).
  const start = <i32>rng.int(<u32>n);
  const kill = killingCell(s, legal, n, start);
  if (kill >= 0) return kill;
  const role = unchecked(ROLE[unchecked(s[K_HAND])]);
  if ((role !== PROGRAM && role !== SOFT_RESET) || rng.int(EPSILON_ONE_IN) === 0) {
    return unchecked(legal[start]);
  }
  // The highest value showing (ties: the first from the random start).
  let best = -1;
  let bestV = -1;
  for (let j = 0; j < n; j++) {
    let i = start + j;
    if (i >= n) i -= n;
    const c = unchecked(legal[i]);
    const v = unchecked(s[K_TOPV + c]);
    if (v > bestV) {
      bestV = v;
      best = c;
    }
  }
  return best;
}
