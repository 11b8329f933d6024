/**
 * The Matrix Maze search kernel: the TypeScript rules of `src/` (the reference) over one packed
 * `StaticArray<i32>` state (layout.ts) and the loaded map, implementing the kernel duck type of
 * docs/engine.md §1 for the generic MCTS of `@matrix-arcade/ai-wasm`. Same action integers, legal
 * actions in ascending order, every hack, the guards. Trails and built walls are bit sets; the
 * map's walls are one 4-bit mask per square. Everything is allocated in the constructor.
 * Nothing is hidden (dice are chance nodes): `determinize` is a copy of the loaded state.
 */
import { CHANCE, Rng, TERMINAL } from '@matrix-arcade/ai-wasm/assembly';
import { MazeHeuristic } from './heuristic';
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
  ACTION_COUNT,
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
  M_LEFT,
  M_RIGHT,
  M_STAY,
  M_STRAIGHT,
  M_THROUGH,
  MODE_COLLECTORS,
  MODE_IYS,
  PH_OVER,
  PH_ROLL,
  PH_START,
  PH_TURN,
} from '../src/codes';
import {
  O_ALLOWED,
  O_CHANGE_COST,
  O_HEIGHT,
  O_MODE,
  O_NSOURCES,
  O_PATH,
  O_PATH_LEN,
  O_ROUND_LIMIT,
  O_SEATS,
  O_SOURCES,
  O_STARTS,
  O_STATE,
  O_WALLS,
  O_WIDTH,
  PACKED_WORDS,
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

export const STACK_DEPTH: i32 = 32;
const STATE_BYTES: usize = (<usize>PACKED_WORDS) << 2;
const ROLL_P: f64 = 1.0 / 216.0;
/** Distinct rolls of three dice as sorted multisets (faces a ≤ b ≤ c). */
const ROLLS: i32 = 56;

export class MatrixMazeKernel {
  private readonly s: StaticArray<i32> = new StaticArray<i32>(PACKED_WORDS);
  private readonly base: StaticArray<i32> = new StaticArray<i32>(PACKED_WORDS);
  private readonly stack: StaticArray<i32> = new StaticArray<i32>(PACKED_WORDS * STACK_DEPTH);
  private readonly scratch: StaticArray<i32> = new StaticArray<i32>(ACTION_COUNT);
  private readonly walls: StaticArray<i32> = new StaticArray<i32>(100);
  private readonly starts: StaticArray<i32> = new StaticArray<i32>(4);
  private readonly sources: StaticArray<i32> = new StaticArray<i32>(12);
  /** Per square, the index of its SOURCE CODE or -1. */
  private readonly sourceAt: StaticArray<i32> = new StaticArray<i32>(100);
  private readonly path: StaticArray<i32> = new StaticArray<i32>(200);
  /** The 56 sorted rolls (their roll actions) and their probabilities (6, 3 or 1 in 216). */
  private readonly rollAction: StaticArray<i32> = new StaticArray<i32>(ROLLS);
  private readonly rollWeight: StaticArray<f64> = new StaticArray<f64>(ROLLS);
  private readonly heuristic: MazeHeuristic = new MazeHeuristic();
  private sp: i32 = 0;
  private mode: i32 = 0;
  private w: i32 = 3;
  private h: i32 = 3;
  private nSources: i32 = 0;
  private pathLen: i32 = 0;
  private changeCost: i32 = 2;
  private roundLimit: i32 = 40;
  private seats: i32 = 2;
  private allowed: i32 = 0;

  constructor() {
    unchecked((this.s[S_PHASE] = PH_OVER));
    unchecked((this.base[S_PHASE] = PH_OVER));
    let i = 0;
    for (let a = 0; a < 6; a++) {
      for (let b = a; b < 6; b++) {
        for (let c = b; c < 6; c++) {
          // Orderings of the multiset: 6 when all differ, 3 with a pair, 1 for a triple.
          const ways = a === b && b === c ? 1 : a === b || b === c ? 3 : 6;
          this.rollAction[i] = A_ROLL + a * 36 + b * 6 + c;
          this.rollWeight[i] = <f64>ways * ROLL_P;
          i++;
        }
      }
    }
  }

  load(io: StaticArray<i32>, len: i32): void {
    this.mode = io[O_MODE];
    this.w = io[O_WIDTH];
    this.h = io[O_HEIGHT];
    this.nSources = io[O_NSOURCES];
    this.pathLen = io[O_PATH_LEN];
    this.changeCost = io[O_CHANGE_COST];
    this.roundLimit = io[O_ROUND_LIMIT];
    this.seats = io[O_SEATS];
    this.allowed = io[O_ALLOWED];
    for (let i = 0; i < 4; i++) this.starts[i] = io[O_STARTS + i];
    for (let c = 0; c < 100; c++) {
      this.walls[c] = io[O_WALLS + c];
      this.sourceAt[c] = -1;
    }
    for (let k = 0; k < 12; k++) {
      this.sources[k] = io[O_SOURCES + k];
      if (k < this.nSources) this.sourceAt[io[O_SOURCES + k]] = k;
    }
    for (let i = 0; i < 200; i++) this.path[i] = io[O_PATH + i];
    for (let i = 0; i < PACKED_WORDS; i++) this.base[i] = io[O_STATE + i];
    const hx = this.heuristic;
    hx.w = this.w;
    hx.h = this.h;
    hx.mode = this.mode;
    hx.pathLen = this.pathLen;
    hx.nSources = this.nSources;
    hx.seats = this.seats;
    hx.prepare(this.path, this.sources);
    memory.copy(changetype<usize>(this.s), changetype<usize>(this.base), STATE_BYTES);
    this.sp = 0;
  }

  determinize(rng: Rng): void {
    memory.copy(changetype<usize>(this.s), changetype<usize>(this.base), STATE_BYTES);
  }

  currentPlayer(): i32 {
    const ph = unchecked(this.s[S_PHASE]);
    if (ph === PH_OVER) return TERMINAL;
    if (ph === PH_ROLL) return CHANCE;
    return unchecked(this.s[S_TO_MOVE]);
  }

  // ---- geometry ----

  @inline private neighbour(c: i32, d: i32): i32 {
    const col = c % this.w;
    const row = c / this.w;
    if (d === 0) return row > 0 ? c - this.w : -1;
    if (d === 2) return row < this.h - 1 ? c + this.w : -1;
    if (d === 1) return col < this.w - 1 ? c + 1 : -1;
    return col > 0 ? c - 1 : -1;
  }

  @inline private edgeIndex(c: i32, d: i32): i32 {
    const col = c % this.w;
    const row = c / this.w;
    const horiz = this.h * (this.w - 1);
    if (d === 1) return row * (this.w - 1) + col;
    if (d === 3) return row * (this.w - 1) + col - 1;
    if (d === 2) return horiz + row * this.w + col;
    return horiz + (row - 1) * this.w + col;
  }

  @inline private bit(at: i32, i: i32): bool {
    return (unchecked(this.s[at + (i >> 5)]) & (1 << (i & 31))) !== 0;
  }

  /** A wall of the map, of the seat's sheet, or the extra edge being tried. */
  private walled(seat: i32, c: i32, d: i32, extra: i32): bool {
    if ((unchecked(this.walls[c]) & (1 << d)) !== 0) return true;
    if (this.neighbour(c, d) < 0) return true;
    const e = this.edgeIndex(c, d);
    return e === extra || this.bit(S_SEATS + seat * SEAT_WORDS + SE_BUILT, e);
  }

  private target(seat: i32, pos: i32, d: i32, through: bool, extra: i32): i32 {
    const n = this.neighbour(pos, d);
    if (n < 0 || this.bit(S_SEATS + seat * SEAT_WORDS + SE_VISITED, n)) return -1;
    return this.walled(seat, pos, d, extra) === through ? n : -1;
  }

  @inline private dirOf(facing: i32, m: i32): i32 {
    return m === M_RIGHT ? (facing + 1) & 3 : m === M_LEFT ? (facing + 3) & 3 : facing;
  }

  private canMove(seat: i32, pos: i32, facing: i32, extra: i32): bool {
    if (facing < 0) {
      for (let d = 0; d < 4; d++) if (this.target(seat, pos, d, false, extra) >= 0) return true;
      return false;
    }
    for (let m = 0; m < 3; m++) {
      if (this.target(seat, pos, this.dirOf(facing, m), false, extra) >= 0) return true;
    }
    return false;
  }

  private sees(g: i32, c: i32): bool {
    if (g === c) return true;
    const sameRow = g / this.w === c / this.w;
    const sameCol = g % this.w === c % this.w;
    if (!sameRow && !sameCol) return false;
    const d = sameRow ? (c > g ? 1 : 3) : c > g ? 2 : 0;
    for (let x = g; x !== c; x = this.neighbour(x, d)) {
      if ((unchecked(this.walls[x]) & (1 << d)) !== 0) return false;
    }
    return true;
  }

  @inline private seatAt(seat: i32, f: i32): i32 {
    return unchecked(this.s[S_SEATS + seat * SEAT_WORDS + f]);
  }

  @inline private poolHas(f: i32): bool {
    const s = this.s;
    const n = unchecked(s[S_POOL_N]);
    for (let i = 0; i < n; i++) if (unchecked(s[S_POOL + i]) === f) return true;
    return false;
  }

  /** Writes the legal moves of a die of `face` (with `bytes` to spend) as codes; returns count. */
  private dieMoves(out: StaticArray<i32>, n: i32, face: i32, bytes: i32, write: bool): i32 {
    const seat = unchecked(this.s[S_TO_MOVE]);
    const pos = this.seatAt(seat, SE_POS);
    const facing = this.seatAt(seat, SE_FACING);
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
      if (this.target(seat, pos, this.dirOf(facing, m), false, -1) >= 0) {
        if (write) out[k] = base + m;
        k++;
      }
    }
    if (bytes >= COST_THROUGH) {
      for (let m = lo; m <= hi; m++) {
        if (this.target(seat, pos, this.dirOf(facing, m), true, -1) >= 0) {
          if (write) out[k] = base + m + M_THROUGH;
          k++;
        }
      }
    }
    return k;
  }

  private dieUsable(face: i32): bool {
    if (face === 4 || face === 6) return true;
    const seat = unchecked(this.s[S_TO_MOVE]);
    const pos = this.seatAt(seat, SE_POS);
    const facing = this.seatAt(seat, SE_FACING);
    const lo = face === 5 ? M_STRAIGHT : face - 1;
    const hi = face === 5 ? M_LEFT : face - 1;
    for (let m = lo; m <= hi; m++) {
      if (this.target(seat, pos, this.dirOf(facing, m), false, -1) >= 0) return true;
    }
    return false;
  }

  private wallAllowed(victim: i32, e: i32): bool {
    const horiz = this.h * (this.w - 1);
    let a: i32;
    let d: i32;
    if (e < horiz) {
      a = (e / (this.w - 1)) * this.w + (e % (this.w - 1));
      d = 1;
    } else {
      a = e - horiz;
      d = 2;
    }
    if (this.walled(victim, a, d, -1)) return false;
    const pos = this.seatAt(victim, SE_POS);
    const facing = this.seatAt(victim, SE_FACING);
    if (pos < 0 || !this.canMove(victim, pos, facing, -1)) return true;
    return this.canMove(victim, pos, facing, e);
  }

  legalActions(out: StaticArray<i32>): i32 {
    const s = this.s;
    const ph = unchecked(s[S_PHASE]);
    if (ph === PH_OVER) return 0;
    if (ph === PH_ROLL) {
      for (let i = 0; i < 216; i++) unchecked((out[i] = A_ROLL + i));
      return 216;
    }
    let n = 0;
    if (ph === PH_START) {
      for (let k = 0; k < 4; k++) if ((this.allowed & (1 << k)) !== 0) out[n++] = A_START + k;
      return n;
    }
    const seat = unchecked(s[S_TO_MOVE]);
    const pos = this.seatAt(seat, SE_POS);
    const facing = this.seatAt(seat, SE_FACING);
    const bytes = this.seatAt(seat, SE_BYTES);
    if (facing < 0) {
      for (let d = 0; d < 4; d++) out[n++] = A_FACING + d;
      return n;
    }
    const must = unchecked(s[S_MUST]);
    if (must !== 0) return this.dieMoves(out, 0, must, bytes, true);
    if (bytes >= COST_TELEPORT) {
      for (let k = 0; k < 4; k++) if (this.starts[k] !== pos) out[n++] = A_TELEPORT + k;
    }
    if (unchecked(s[S_RESTARTED]) === 0 && !this.canMove(seat, pos, facing, -1)) {
      for (let k = 0; k < 4; k++) {
        const c = this.starts[k];
        if (c !== pos && this.canMove(seat, c, -1, -1)) out[n++] = A_RESTART + k;
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
        const ok = normal ? this.poolHas(f) : this.poolHas(f) || (used & (1 << f)) !== 0;
        if (ok) n = this.dieMoves(out, n, f, bytes, true);
      }
    }
    if (bytes >= COST_EXTRA) {
      for (let m = 0; m < 3; m++) {
        if (this.target(seat, pos, this.dirOf(facing, m), false, -1) >= 0) out[n++] = A_EXTRA + m;
      }
      if (bytes >= COST_EXTRA + COST_THROUGH) {
        for (let m = 0; m < 3; m++) {
          if (this.target(seat, pos, this.dirOf(facing, m), true, -1) >= 0)
            out[n++] = A_EXTRA + 3 + m;
        }
      }
    }
    if (!done && bonus === 0 && bytes >= COST_X2) out[n++] = A_X2;
    const full = this.seats === 1 ? 2 : 1;
    if (!done && uses === full && bytes >= COST_SKIP) out[n++] = A_SKIP;
    if (normal) {
      let any = false;
      const pn = unchecked(s[S_POOL_N]);
      for (let i = 0; i < pn && !any; i++) any = this.dieUsable(unchecked(s[S_POOL + i]));
      if (!any) out[n++] = A_NO_DIE;
    }
    if (done || uses === 0) out[n++] = A_END;
    if (this.seats === 2) {
      const cost = this.changeCost;
      if (normal && bytes >= cost) {
        for (let f = 1; f <= 6; f++) {
          if (!this.poolHas(f)) continue;
          for (let g = 1; g <= 6; g++) {
            if (g !== f && this.dieMoves(out, 0, g, bytes - cost, false) > 0) {
              out[n++] = A_CHANGE + (f - 1) * 6 + g - 1;
            }
          }
        }
      }
      if (bytes >= COST_WALL) {
        const victim = 1 - seat;
        const edges = this.h * (this.w - 1) + (this.h - 1) * this.w;
        for (let e = 0; e < edges; e++) if (this.wallAllowed(victim, e)) out[n++] = A_WALL + e;
      }
    }
    return n;
  }

  isLegal(action: i32): bool {
    if (action < 0 || action >= ACTION_COUNT) return false;
    const n = this.legalActions(this.scratch);
    for (let i = 0; i < n; i++) if (unchecked(this.scratch[i]) === action) return true;
    return false;
  }

  // ---- applying ----

  private finish(ending: i32, winners: i32): void {
    const s = this.s;
    s[S_PHASE] = PH_OVER;
    s[S_ENDING] = ending;
    s[S_WINNERS] = winners;
  }

  private finishOnCounts(ending: i32): void {
    const a = this.seatAt(0, SE_CODES);
    const b = this.seatAt(1, SE_CODES);
    this.finish(ending, a > b ? 1 : b > a ? 2 : 0);
  }

  private checkCodesLeft(): void {
    const s = this.s;
    let free = 0;
    for (let k = 0; k < this.nSources; k++) if (s[S_OWNER + k] < 0) free++;
    let any = false;
    for (let i = 0; i < this.seats; i++) if (this.seatAt(i, SE_CODES) + free >= 3) any = true;
    if (!any) {
      if (this.seats === 1) this.finish(E_CODES_GONE, 0);
      else this.finishOnCounts(E_CODES_GONE);
    }
  }

  private arrive(seat: i32, cell: i32): void {
    const s = this.s;
    const at = S_SEATS + seat * SEAT_WORDS;
    s[at + SE_POS] = cell;
    s[at + SE_VISITED + (cell >> 5)] |= 1 << (cell & 31);
    const k = this.sourceAt[cell];
    if (k >= 0 && s[S_OWNER + k] < 0) {
      s[S_OWNER + k] = seat;
      s[at + SE_CODES]++;
      if (s[at + SE_CODES] >= 3) {
        this.finish(E_CODES, 1 << seat);
        return;
      }
      this.checkCodesLeft();
      if (s[S_PHASE] === PH_OVER) return;
    }
    if (this.mode === MODE_IYS && this.sees(this.path[s[S_GUARD]], cell)) this.finish(E_SPOTTED, 0);
  }

  private move(dir: i32): void {
    const seat = this.s[S_TO_MOVE];
    const at = S_SEATS + seat * SEAT_WORDS;
    this.s[at + SE_FACING] = dir;
    this.arrive(seat, this.neighbour(this.s[at + SE_POS], dir));
  }

  private guardWalks(): void {
    const s = this.s;
    for (let i = 0; i < 2 && s[S_PHASE] !== PH_OVER; i++) {
      s[S_GUARD]++;
      const cell = this.path[s[S_GUARD]];
      if (this.mode === MODE_COLLECTORS) {
        const k = this.sourceAt[cell];
        if (k >= 0 && s[S_OWNER + k] < 0) {
          s[S_OWNER + k] = GUARD_OWNER;
          let held = 0;
          for (let j = 0; j < this.nSources; j++) if (s[S_OWNER + j] === GUARD_OWNER) held++;
          if (held >= 3) this.finish(E_GUARD_CODES, 0);
          else this.checkCodesLeft();
        }
      } else if (this.sees(cell, this.seatAt(0, SE_POS))) {
        this.finish(E_SPOTTED, 0);
      }
      if (s[S_PHASE] !== PH_OVER && s[S_GUARD] >= this.pathLen - 1) this.finish(E_GUARD_PATH, 0);
    }
  }

  private freshTurn(): void {
    const s = this.s;
    s[S_USES] = this.seats === 1 ? 2 : 1;
    s[S_BONUS] = 0;
    s[S_USED] = 0;
    s[S_MUST] = 0;
    s[S_RESTARTED] = 0;
    s[S_DONE] = 0;
  }

  private endTurn(): void {
    const s = this.s;
    if (this.seats === 1) {
      if (this.pathLen > 0) this.guardWalks();
      if (s[S_PHASE] === PH_OVER) return;
    } else {
      s[S_ACTED]++;
      if (s[S_ACTED] < 2) {
        s[S_TO_MOVE] = 1 - s[S_TO_MOVE];
        this.freshTurn();
        return;
      }
    }
    s[S_POOL_N] = 0;
    s[S_POOL] = s[S_POOL + 1] = s[S_POOL + 2] = 0;
    s[S_ROUND]++;
    s[S_ACTED] = 0;
    if (this.pathLen === 0 && s[S_ROUND] >= this.roundLimit) {
      if (this.seats === 2) this.finishOnCounts(E_ROUND_LIMIT);
      else this.finish(E_ROUND_LIMIT, 0);
      return;
    }
    s[S_PHASE] = PH_ROLL;
  }

  private removeFromPool(f: i32): void {
    const s = this.s;
    const n = s[S_POOL_N];
    let i = 0;
    while (s[S_POOL + i] !== f) i++;
    for (; i < n - 1; i++) s[S_POOL + i] = s[S_POOL + i + 1];
    s[S_POOL + n - 1] = 0;
    s[S_POOL_N] = n - 1;
  }

  private addToPool(f: i32): void {
    const s = this.s;
    let i = s[S_POOL_N];
    while (i > 0 && s[S_POOL + i - 1] > f) {
      s[S_POOL + i] = s[S_POOL + i - 1];
      i--;
    }
    s[S_POOL + i] = f;
    s[S_POOL_N]++;
  }

  apply(a: i32): void {
    const s = this.s;
    const seat = s[S_TO_MOVE];
    const at = S_SEATS + seat * SEAT_WORDS;
    if (a >= A_ROLL) {
      const k = a - A_ROLL;
      s[S_POOL_N] = 0;
      this.addToPool(k / 36 + 1);
      this.addToPool(((k / 6) % 6) + 1);
      this.addToPool((k % 6) + 1);
      s[S_PHASE] = PH_TURN;
      s[S_TO_MOVE] = this.seats === 1 ? 0 : s[S_ROUND] % 2;
      this.freshTurn();
    } else if (a < A_START) {
      s[at + SE_FACING] = a - A_FACING;
    } else if (a < A_TELEPORT) {
      this.arrive(seat, this.starts[a - A_START]);
      if (s[S_PHASE] === PH_OVER) return;
      if (seat + 1 < this.seats) s[S_TO_MOVE] = seat + 1;
      else s[S_PHASE] = PH_ROLL;
    } else if (a < A_USE) {
      const teleport = a < A_RESTART;
      if (teleport) s[at + SE_BYTES] -= COST_TELEPORT;
      else s[S_RESTARTED] = 1;
      s[at + SE_FACING] = -1;
      this.arrive(seat, this.starts[teleport ? a - A_TELEPORT : a - A_RESTART]);
    } else if (a < A_EXTRA) {
      const face = ((a - A_USE) >> 3) + 1;
      const m = (a - A_USE) & 7;
      if (s[S_USES] > 0) {
        this.removeFromPool(face);
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
        this.move(this.dirOf(s[at + SE_FACING], through ? m - M_THROUGH : m));
      }
    } else if (a < A_X2) {
      const m = a - A_EXTRA;
      s[at + SE_BYTES] -= COST_EXTRA + (m >= 3 ? COST_THROUGH : 0);
      this.move(this.dirOf(s[at + SE_FACING], m % 3));
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
      this.endTurn();
    } else if (a < A_WALL) {
      const from = (a - A_CHANGE) / 6 + 1;
      const to = ((a - A_CHANGE) % 6) + 1;
      s[at + SE_BYTES] -= this.changeCost;
      this.removeFromPool(from);
      this.addToPool(to);
      s[S_MUST] = to;
    } else {
      const e = a - A_WALL;
      s[at + SE_BYTES] -= COST_WALL;
      const v = S_SEATS + (1 - seat) * SEAT_WORDS + SE_BUILT;
      s[v + (e >> 5)] |= 1 << (e & 31);
    }
  }

  returns(seat: i32): f64 {
    const s = this.s;
    if (s[S_PHASE] !== PH_OVER) return 0;
    const winners = s[S_WINNERS];
    if (this.seats === 2 && winners === 0) return 0.5;
    return (winners & (1 << seat)) !== 0 ? 1.0 : 0.0;
  }

  estimate(seat: i32): f64 {
    return 0.5;
  }

  /** The expectimax leaf heuristic (heuristic.ts): squares to spare, or the lead in squares. */
  evaluate(seat: i32): f64 {
    return this.heuristic.value(this.s, seat, this.walls, this.starts, this.sources);
  }

  /** Four squares to spare (or of lead) read as a ¾ chance. */
  valueScale(): f64 {
    return 4;
  }

  /** Expectimax's chance hooks: the 56 distinct rolls of three dice, with their weights. */
  chanceCount(): i32 {
    return unchecked(this.s[S_PHASE]) === PH_ROLL ? ROLLS : 0;
  }

  chanceOutcome(i: i32): i32 {
    return this.rollAction[i];
  }

  chanceWeight(i: i32): f64 {
    return this.rollWeight[i];
  }

  /** One roll drawn like core's `sampleChance` over 216 outcomes of 1/216 each. */
  sampleChance(rng: Rng): i32 {
    let r = rng.float();
    for (let i = 0; i < 216; i++) {
      r -= ROLL_P;
      if (r < 0) return A_ROLL + i;
    }
    return A_ROLL + 215;
  }

  hash(): u64 {
    return 0;
  }

  push(): void {
    assert(this.sp < STACK_DEPTH, 'MatrixMazeKernel: push stack full');
    memory.copy(
      changetype<usize>(this.stack) + <usize>this.sp * STATE_BYTES,
      changetype<usize>(this.s),
      STATE_BYTES,
    );
    this.sp++;
  }

  pop(): void {
    assert(this.sp > 0, 'MatrixMazeKernel: pop without push');
    this.sp--;
    memory.copy(
      changetype<usize>(this.s),
      changetype<usize>(this.stack) + <usize>this.sp * STATE_BYTES,
      STATE_BYTES,
    );
  }

  numSeats(): i32 {
    return this.seats;
  }

  writeState(io: StaticArray<i32>): i32 {
    memory.copy(changetype<usize>(io), changetype<usize>(this.s), STATE_BYTES);
    return PACKED_WORDS;
  }
}
