/**
 * CYBERMANCY's playout policy for the family kernel's guided playouts (the edition's
 * `ExtraPolicy`, asked before the family's rules of matrix-overload/assembly/policy.ts): the
 * heavy-playout idea of that file (Gelly, Wang, Munos & Teytaud 2006; Drake & Uurtamo 2007)
 * extended to the tarot deck's new cards, whose moves the family's policy would otherwise play
 * uniformly at random (or, for a knight, on a killing cell, where it fires nothing and blocks
 * the kill):
 *
 * - A knight goes where it hurts least: on another knight (a stack blocked already), never on a
 *   cell whose play would kill, then on the cell
 *   with the fewest living royals on its lines (a stack no kill needs), then the lowest value
 *   showing (the high tops are the power of the kills to come).
 * - A revive brings back the dead royal easiest to kill again (lowest value plus ICE), which is
 *   also the one least likely to come back as black ICE.
 * - A kill takes the living royal hardest to kill otherwise (highest value plus ICE).
 * - A soft reset with no killing cell clears a stack a knight blocks (the highest such stack,
 *   the first of equals).
 * - A program that kills nothing goes where it builds the overloads of the royals still alive
 *   (line-setups.ts), not simply on the highest stack it fits: kings need a suited pair built
 *   over many draws, which best fit leaves to chance.
 * - Everything else (royals, ICE, a program that fits nowhere, the tower, the world): the
 *   family's policy.
 *
 * Only in the long runs (the observation's play flag `PLAY_LONG_RUNS`: the campaign's chapters
 * 2–4, src/engine/long-runs.ts), where it lifts the engine together with longer playouts; every
 * other run returns −1 at once, drawing nothing, so it plays exactly as the family's policy alone.
 * Measured in docs/performance.md, "CYBERMANCY".
 *
 * One guided move in `EPSILON_ONE_IN` is uniform, as in the family's policy. It sees only the
 * determinized working state. Allocation-free.
 */
import { Rng } from '@matrix-arcade/ai-wasm/assembly';
import {
  EPSILON_ONE_IN,
  K_DEAD,
  K_HAND,
  K_HEIGHT,
  K_ICE_SUM,
  K_ROYALS,
  K_TOP,
  K_TOPV,
  LINE_COUNT,
  LINE_POS,
  POSITION_BASE,
  PROGRAM,
  ROLE,
  SOFT_RESET,
  VALUE,
  killingCell,
  killsFrom,
  playFlags,
} from '@matrix-arcade/matrix-overload/assembly/edition';
import { PLAY_LONG_RUNS, R_HAUNT, R_KILL, R_REVIVE } from '../src/engine/layout';
import { setupCell } from './line-setups';

/** Living royals on the lines through `cell`. */
function livingOn(s: StaticArray<i32>, cell: i32): i32 {
  let n = 0;
  const lines = unchecked(LINE_COUNT[cell]);
  for (let i = 0; i < lines; i++) {
    const p = unchecked(LINE_POS[2 * cell + i]);
    if (unchecked(s[K_ROYALS + p]) >= 0 && unchecked(s[K_DEAD + p]) === 0) n++;
  }
  return n;
}

/** The royal's value plus its ICE at position `p`. */
function weight(s: StaticArray<i32>, p: i32): i32 {
  return unchecked(VALUE[unchecked(s[K_ROYALS + p])]) + unchecked(s[K_ICE_SUM + p]);
}

/** The index in `legal` of the lowest `cost` (ties: the first from `start`). */
function knightCell(s: StaticArray<i32>, legal: StaticArray<i32>, n: i32, start: i32): i32 {
  let best = -1;
  let bestCost = i32.MAX_VALUE;
  for (let j = 0; j < n; j++) {
    let i = start + j;
    if (i >= n) i -= n;
    const c = unchecked(legal[i]);
    const top = unchecked(s[K_TOP + c]);
    // On a knight: that stack is blocked already, so nothing more is lost.
    const cost =
      top >= 0 && unchecked(ROLE[top]) === R_HAUNT
        ? -1
        : (killsFrom(s, c) ? 10_000 : 0) + 100 * livingOn(s, c) + unchecked(s[K_TOPV + c]);
    if (cost < bestCost) {
      bestCost = cost;
      best = c;
    }
  }
  return best;
}

/**
 * A program's cell: a killing cell first (from a random start, as the family's policy), one
 * move in `EPSILON_ONE_IN` uniform, else the best line setup (line-setups.ts). A program that
 * fits nowhere (its actions are ICE targets) is left to the family's policy.
 */
function programCell(
  s: StaticArray<i32>,
  card: i32,
  legal: StaticArray<i32>,
  n: i32,
  rng: Rng,
): i32 {
  if (unchecked(legal[0]) >= POSITION_BASE) return -1;
  const start = <i32>rng.int(<u32>n);
  const kill = killingCell(s, legal, n, start);
  if (kill >= 0) return kill;
  if (rng.int(EPSILON_ONE_IN) === 0) return unchecked(legal[start]);
  return setupCell(s, card, legal, n, start);
}

/** The edition's playout move, or −1 for the family's policy. */
export function cyberPolicy(s: StaticArray<i32>, legal: StaticArray<i32>, n: i32, rng: Rng): i32 {
  if ((playFlags() & PLAY_LONG_RUNS) === 0) return -1;
  const card = unchecked(s[K_HAND]);
  const role = unchecked(ROLE[card]);
  if (role === PROGRAM) return programCell(s, card, legal, n, rng);
  if (role !== R_HAUNT && role !== R_REVIVE && role !== R_KILL && role !== SOFT_RESET) return -1;
  if (role === SOFT_RESET) {
    // A killing cell is the family's first choice; otherwise the highest knight-blocked stack.
    let best = -1;
    let bestH = 0;
    for (let i = 0; i < n; i++) {
      const c = unchecked(legal[i]);
      if (killsFrom(s, c)) return -1;
      const top = unchecked(s[K_TOP + c]);
      if (top < 0 || unchecked(ROLE[top]) !== R_HAUNT) continue;
      const h = unchecked(s[K_HEIGHT + c]);
      if (h > bestH) {
        bestH = h;
        best = c;
      }
    }
    return best;
  }
  const start = <i32>rng.int(<u32>n);
  if (rng.int(EPSILON_ONE_IN) === 0) return unchecked(legal[start]);
  if (role === R_HAUNT) return knightCell(s, legal, n, start);
  // Positions: a revive picks the lightest dead royal, a kill the heaviest living one.
  let best = -1;
  let bestW = 0;
  for (let j = 0; j < n; j++) {
    let i = start + j;
    if (i >= n) i -= n;
    const a = unchecked(legal[i]);
    const w = weight(s, a - POSITION_BASE);
    if (best < 0 || (role === R_KILL ? w > bestW : w < bestW)) {
      best = a;
      bestW = w;
    }
  }
  return best;
}
