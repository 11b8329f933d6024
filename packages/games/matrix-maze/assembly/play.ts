/**
 * The Matrix Maze kernel's `apply`: one action of the TS rules (src/rules.ts) on the board's
 * working state (board.ts), in place and without allocating. A roll fills the dice pool (kept
 * sorted) and starts a turn; a move marks the trail and may take a SOURCE CODE, win, run the codes
 * out or be spotted by the guard; ending a turn passes to the other seat or walks the guard two
 * squares (solo) and rolls again, until the round limit. A built wall sets one bit of the
 * opponent's sheet. The action is assumed legal (kernel.ts's `isLegal` guards the ABI).
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
  E_CODES,
  E_CODES_GONE,
  E_GUARD_CODES,
  E_GUARD_PATH,
  E_ROUND_LIMIT,
  E_SPOTTED,
  GUARD_OWNER,
  M_BYTE,
  M_STAY,
  M_THROUGH,
  MODE_COLLECTORS,
  MODE_IYS,
  PH_OVER,
  PH_ROLL,
  PH_TURN,
} from '../src/codes';
import {
  S_ACTED,
  S_BONUS,
  S_DONE,
  S_ENDING,
  S_GUARD,
  S_MUST,
  S_OWNER,
  S_PHASE,
  S_POOL,
  S_POOL_N,
  S_RESTARTED,
  S_ROUND,
  S_SEATS,
  S_TO_MOVE,
  S_USED,
  S_USES,
  S_WINNERS,
  SE_BUILT,
  SE_BYTES,
  SE_CODES,
  SE_FACING,
  SE_POS,
  SE_VISITED,
  SEAT_WORDS,
} from '../src/engine/layout';
import { MazeBoard } from './board';

function finish(b: MazeBoard, ending: i32, winners: i32): void {
  const s = b.s;
  s[S_PHASE] = PH_OVER;
  s[S_ENDING] = ending;
  s[S_WINNERS] = winners;
}

function finishOnCounts(b: MazeBoard, ending: i32): void {
  const x = b.seatAt(0, SE_CODES);
  const y = b.seatAt(1, SE_CODES);
  finish(b, ending, x > y ? 1 : y > x ? 2 : 0);
}

/** Ends the game when no seat can reach three codes with the codes still free. */
function checkCodesLeft(b: MazeBoard): void {
  const s = b.s;
  let free = 0;
  for (let k = 0; k < b.nSources; k++) if (s[S_OWNER + k] < 0) free++;
  let any = false;
  for (let i = 0; i < b.seats; i++) if (b.seatAt(i, SE_CODES) + free >= 3) any = true;
  if (!any) {
    if (b.seats === 1) finish(b, E_CODES_GONE, 0);
    else finishOnCounts(b, E_CODES_GONE);
  }
}

function arrive(b: MazeBoard, seat: i32, cell: i32): void {
  const s = b.s;
  const at = S_SEATS + seat * SEAT_WORDS;
  s[at + SE_POS] = cell;
  s[at + SE_VISITED + (cell >> 5)] |= 1 << (cell & 31);
  const k = b.sourceAt[cell];
  if (k >= 0 && s[S_OWNER + k] < 0) {
    s[S_OWNER + k] = seat;
    s[at + SE_CODES]++;
    if (s[at + SE_CODES] >= 3) {
      finish(b, E_CODES, 1 << seat);
      return;
    }
    checkCodesLeft(b);
    if (s[S_PHASE] === PH_OVER) return;
  }
  if (b.mode === MODE_IYS && b.sees(b.path[s[S_GUARD]], cell)) finish(b, E_SPOTTED, 0);
}

function move(b: MazeBoard, dir: i32): void {
  const seat = b.s[S_TO_MOVE];
  const at = S_SEATS + seat * SEAT_WORDS;
  b.s[at + SE_FACING] = dir;
  arrive(b, seat, b.neighbour(b.s[at + SE_POS], dir));
}

function guardWalks(b: MazeBoard): void {
  const s = b.s;
  for (let i = 0; i < 2 && s[S_PHASE] !== PH_OVER; i++) {
    s[S_GUARD]++;
    const cell = b.path[s[S_GUARD]];
    if (b.mode === MODE_COLLECTORS) {
      const k = b.sourceAt[cell];
      if (k >= 0 && s[S_OWNER + k] < 0) {
        s[S_OWNER + k] = GUARD_OWNER;
        let held = 0;
        for (let j = 0; j < b.nSources; j++) if (s[S_OWNER + j] === GUARD_OWNER) held++;
        if (held >= 3) finish(b, E_GUARD_CODES, 0);
        else checkCodesLeft(b);
      }
    } else if (b.sees(cell, b.seatAt(0, SE_POS))) {
      finish(b, E_SPOTTED, 0);
    }
    if (s[S_PHASE] !== PH_OVER && s[S_GUARD] >= b.pathLen - 1) finish(b, E_GUARD_PATH, 0);
  }
}

function freshTurn(b: MazeBoard): void {
  const s = b.s;
  s[S_USES] = b.seats === 1 ? 2 : 1;
  s[S_BONUS] = 0;
  s[S_USED] = 0;
  s[S_MUST] = 0;
  s[S_RESTARTED] = 0;
  s[S_DONE] = 0;
}

function endTurn(b: MazeBoard): void {
  const s = b.s;
  if (b.seats === 1) {
    if (b.pathLen > 0) guardWalks(b);
    if (s[S_PHASE] === PH_OVER) return;
  } else {
    s[S_ACTED]++;
    if (s[S_ACTED] < 2) {
      s[S_TO_MOVE] = 1 - s[S_TO_MOVE];
      freshTurn(b);
      return;
    }
  }
  s[S_POOL_N] = 0;
  s[S_POOL] = s[S_POOL + 1] = s[S_POOL + 2] = 0;
  s[S_ROUND]++;
  s[S_ACTED] = 0;
  if (b.pathLen === 0 && s[S_ROUND] >= b.roundLimit) {
    if (b.seats === 2) finishOnCounts(b, E_ROUND_LIMIT);
    else finish(b, E_ROUND_LIMIT, 0);
    return;
  }
  s[S_PHASE] = PH_ROLL;
}

function removeFromPool(b: MazeBoard, f: i32): void {
  const s = b.s;
  const n = s[S_POOL_N];
  let i = 0;
  while (s[S_POOL + i] !== f) i++;
  for (; i < n - 1; i++) s[S_POOL + i] = s[S_POOL + i + 1];
  s[S_POOL + n - 1] = 0;
  s[S_POOL_N] = n - 1;
}

function addToPool(b: MazeBoard, f: i32): void {
  const s = b.s;
  let i = s[S_POOL_N];
  while (i > 0 && s[S_POOL + i - 1] > f) {
    s[S_POOL + i] = s[S_POOL + i - 1];
    i--;
  }
  s[S_POOL + i] = f;
  s[S_POOL_N]++;
}

/** Plays legal action `a` on the board's state. */
export function applyAction(b: MazeBoard, a: i32): void {
  const s = b.s;
  const seat = s[S_TO_MOVE];
  const at = S_SEATS + seat * SEAT_WORDS;
  if (a >= A_ROLL) {
    const k = a - A_ROLL;
    s[S_POOL_N] = 0;
    addToPool(b, k / 36 + 1);
    addToPool(b, ((k / 6) % 6) + 1);
    addToPool(b, (k % 6) + 1);
    s[S_PHASE] = PH_TURN;
    s[S_TO_MOVE] = b.seats === 1 ? 0 : s[S_ROUND] % 2;
    freshTurn(b);
  } else if (a < A_START) {
    s[at + SE_FACING] = a - A_FACING;
  } else if (a < A_TELEPORT) {
    arrive(b, seat, b.starts[a - A_START]);
    if (s[S_PHASE] === PH_OVER) return;
    if (seat + 1 < b.seats) s[S_TO_MOVE] = seat + 1;
    else s[S_PHASE] = PH_ROLL;
  } else if (a < A_USE) {
    const teleport = a < A_RESTART;
    if (teleport) s[at + SE_BYTES] -= COST_TELEPORT;
    else s[S_RESTARTED] = 1;
    s[at + SE_FACING] = -1;
    arrive(b, seat, b.starts[teleport ? a - A_TELEPORT : a - A_RESTART]);
  } else if (a < A_EXTRA) {
    const face = ((a - A_USE) >> 3) + 1;
    const m = (a - A_USE) & 7;
    if (s[S_USES] > 0) {
      removeFromPool(b, face);
      s[S_USES]--;
      s[S_USED] |= 1 << face;
    } else {
      s[S_BONUS] = 2;
    }
    s[S_MUST] = 0;
    if (m === M_BYTE) s[at + SE_BYTES]++;
    else if (m !== M_STAY) {
      const through = m >= M_THROUGH;
      if (through) s[at + SE_BYTES] -= COST_THROUGH;
      move(b, b.dirOf(s[at + SE_FACING], through ? m - M_THROUGH : m));
    }
  } else if (a < A_X2) {
    const m = a - A_EXTRA;
    s[at + SE_BYTES] -= COST_EXTRA + (m >= 3 ? COST_THROUGH : 0);
    move(b, b.dirOf(s[at + SE_FACING], m % 3));
  } else if (a === A_X2) {
    s[at + SE_BYTES] -= COST_X2;
    s[S_BONUS] = 1;
  } else if (a === A_SKIP) {
    s[at + SE_BYTES] -= COST_SKIP;
    s[S_DONE] = 1;
  } else if (a === A_NO_DIE) {
    s[at + SE_BYTES]++;
    s[S_DONE] = 1;
  } else if (a === A_END) {
    endTurn(b);
  } else if (a < A_WALL) {
    const from = (a - A_CHANGE) / 6 + 1;
    const to = ((a - A_CHANGE) % 6) + 1;
    s[at + SE_BYTES] -= b.changeCost;
    removeFromPool(b, from);
    addToPool(b, to);
    s[S_MUST] = to;
  } else {
    const e = a - A_WALL;
    s[at + SE_BYTES] -= COST_WALL;
    const v = S_SEATS + (1 - seat) * SEAT_WORDS + SE_BUILT;
    s[v + (e >> 5)] |= 1 << (e & 31);
  }
}
