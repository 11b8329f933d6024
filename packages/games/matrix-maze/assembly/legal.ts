/**
 * The Matrix Maze kernel's legal actions, in the ascending order of the TS rules (src/rules.ts):
 * the roll's 216 outcomes, a start point, a first facing, a forced die after changing one, then a
 * turn's choices (teleport, restart, each die's moves and moves through a wall, the extra move,
 * ×2, skip, no usable die, end) and, in a duel, changing a die and building a wall on the
 * opponent's sheet (one action per edge, `A_WALL + edge`, allowed only if it leaves the opponent
 * a way on when it has one now). Reads the board (board.ts), changes nothing.
 */
import {
  A_CHANGE,
  A_END,
  A_EXTRA,
  A_FACING,
  A_NO_DIE,
  A_RESTART,
  A_ROLL,
  A_SKIP,
  A_START,
  A_TELEPORT,
  A_USE,
  A_WALL,
  A_X2,
  COST_EXTRA,
  COST_SKIP,
  COST_TELEPORT,
  COST_THROUGH,
  COST_WALL,
  COST_X2,
  M_BYTE,
  M_LEFT,
  M_STAY,
  M_STRAIGHT,
  M_THROUGH,
  PH_OVER,
  PH_ROLL,
  PH_START,
} from '../src/codes';
import {
  S_BONUS,
  S_DONE,
  S_MUST,
  S_PHASE,
  S_POOL,
  S_POOL_N,
  S_RESTARTED,
  S_TO_MOVE,
  S_USED,
  S_USES,
  SE_BYTES,
  SE_FACING,
  SE_POS,
} from '../src/engine/layout';
import { MazeBoard } from './board';

/** Writes the legal moves of a die of `face` (with `bytes` to spend) as codes; returns count. */
function dieMoves(
  b: MazeBoard,
  out: StaticArray<i32>,
  n: i32,
  face: i32,
  bytes: i32,
  write: bool,
): i32 {
  const seat = unchecked(b.s[S_TO_MOVE]);
  const pos = b.seatAt(seat, SE_POS);
  const facing = b.seatAt(seat, SE_FACING);
  const base = A_USE + (face - 1) * 8;
  let k = n;
  if (face === 4) {
    if (write) out[k] = base + M_STAY;
    return k + 1;
  }
  if (face === 6) {
    if (write) out[k] = base + M_BYTE;
    return k + 1;
  }
  const lo = face === 5 ? M_STRAIGHT : face - 1;
  const hi = face === 5 ? M_LEFT : face - 1;
  for (let m = lo; m <= hi; m++) {
    if (b.target(seat, pos, b.dirOf(facing, m), false, -1) >= 0) {
      if (write) out[k] = base + m;
      k++;
    }
  }
  if (bytes >= COST_THROUGH) {
    for (let m = lo; m <= hi; m++) {
      if (b.target(seat, pos, b.dirOf(facing, m), true, -1) >= 0) {
        if (write) out[k] = base + m + M_THROUGH;
        k++;
      }
    }
  }
  return k;
}

function dieUsable(b: MazeBoard, face: i32): bool {
  if (face === 4 || face === 6) return true;
  const seat = unchecked(b.s[S_TO_MOVE]);
  const pos = b.seatAt(seat, SE_POS);
  const facing = b.seatAt(seat, SE_FACING);
  const lo = face === 5 ? M_STRAIGHT : face - 1;
  const hi = face === 5 ? M_LEFT : face - 1;
  for (let m = lo; m <= hi; m++) {
    if (b.target(seat, pos, b.dirOf(facing, m), false, -1) >= 0) return true;
  }
  return false;
}

/** A wall on edge `e` of the victim's sheet: not already walled, and no trap if it can move. */
function wallAllowed(b: MazeBoard, victim: i32, e: i32): bool {
  const horiz = b.h * (b.w - 1);
  let a: i32;
  let d: i32;
  if (e < horiz) {
    a = (e / (b.w - 1)) * b.w + (e % (b.w - 1));
    d = 1;
  } else {
    a = e - horiz;
    d = 2;
  }
  if (b.walled(victim, a, d, -1)) return false;
  const pos = b.seatAt(victim, SE_POS);
  const facing = b.seatAt(victim, SE_FACING);
  if (pos < 0 || !b.canMove(victim, pos, facing, -1)) return true;
  return b.canMove(victim, pos, facing, e);
}

/** Writes the legal actions of the board's state into `out`, ascending; returns how many. */
export function legalActions(b: MazeBoard, out: StaticArray<i32>): i32 {
  const s = b.s;
  const ph = unchecked(s[S_PHASE]);
  if (ph === PH_OVER) return 0;
  if (ph === PH_ROLL) {
    for (let i = 0; i < 216; i++) unchecked((out[i] = A_ROLL + i));
    return 216;
  }
  let n = 0;
  if (ph === PH_START) {
    for (let k = 0; k < 4; k++) if ((b.allowed & (1 << k)) !== 0) out[n++] = A_START + k;
    return n;
  }
  const seat = unchecked(s[S_TO_MOVE]);
  const pos = b.seatAt(seat, SE_POS);
  const facing = b.seatAt(seat, SE_FACING);
  const bytes = b.seatAt(seat, SE_BYTES);
  if (facing < 0) {
    for (let d = 0; d < 4; d++) out[n++] = A_FACING + d;
    return n;
  }
  const must = unchecked(s[S_MUST]);
  if (must !== 0) return dieMoves(b, out, 0, must, bytes, true);
  if (bytes >= COST_TELEPORT) {
    for (let k = 0; k < 4; k++) if (b.starts[k] !== pos) out[n++] = A_TELEPORT + k;
  }
  if (unchecked(s[S_RESTARTED]) === 0 && !b.canMove(seat, pos, facing, -1)) {
    for (let k = 0; k < 4; k++) {
      const c = b.starts[k];
      if (c !== pos && b.canMove(seat, c, -1, -1)) out[n++] = A_RESTART + k;
    }
  }
  const done = unchecked(s[S_DONE]) !== 0;
  const uses = unchecked(s[S_USES]);
  const bonus = unchecked(s[S_BONUS]);
  const normal = !done && uses > 0;
  const bonusUse = !done && uses === 0 && bonus === 1;
  if (normal || bonusUse) {
    const used = unchecked(s[S_USED]);
    for (let f = 1; f <= 6; f++) {
      const ok = normal ? b.poolHas(f) : b.poolHas(f) || (used & (1 << f)) !== 0;
      if (ok) n = dieMoves(b, out, n, f, bytes, true);
    }
  }
  if (bytes >= COST_EXTRA) {
    for (let m = 0; m < 3; m++) {
      if (b.target(seat, pos, b.dirOf(facing, m), false, -1) >= 0) out[n++] = A_EXTRA + m;
    }
    if (bytes >= COST_EXTRA + COST_THROUGH) {
      for (let m = 0; m < 3; m++) {
        if (b.target(seat, pos, b.dirOf(facing, m), true, -1) >= 0) out[n++] = A_EXTRA + 3 + m;
      }
    }
  }
  if (!done && bonus === 0 && bytes >= COST_X2) out[n++] = A_X2;
  const full = b.seats === 1 ? 2 : 1;
  if (!done && uses === full && bytes >= COST_SKIP) out[n++] = A_SKIP;
  if (normal) {
    let any = false;
    const pn = unchecked(s[S_POOL_N]);
    for (let i = 0; i < pn && !any; i++) any = dieUsable(b, unchecked(s[S_POOL + i]));
    if (!any) out[n++] = A_NO_DIE;
  }
  if (done || uses === 0) out[n++] = A_END;
  if (b.seats === 2) {
    const cost = b.changeCost;
    if (normal && bytes >= cost) {
      for (let f = 1; f <= 6; f++) {
        if (!b.poolHas(f)) continue;
        for (let g = 1; g <= 6; g++) {
          if (g !== f && dieMoves(b, out, 0, g, bytes - cost, false) > 0) {
            out[n++] = A_CHANGE + (f - 1) * 6 + g - 1;
          }
        }
      }
    }
    if (bytes >= COST_WALL) {
      const victim = 1 - seat;
      const edges = b.h * (b.w - 1) + (b.h - 1) * b.w;
      for (let e = 0; e < edges; e++) if (wallAllowed(b, victim, e)) out[n++] = A_WALL + e;
    }
  }
  return n;
}
