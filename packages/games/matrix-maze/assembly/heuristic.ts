/**
 * The leaf heuristic of Matrix Maze's expectimax (the kernel's `evaluate`): how far a seat is from
 * its missing SOURCE CODEs, against the time it has. Distances are breadth-first searches over the
 * squares the seat may still enter (walls of the map and of its sheet block, its trail blocks),
 * ignoring facing; a start point can be reached for a few steps' cost (a restart or teleport).
 * The missing codes are chained greedily (nearest first, then nearest to that one), and, against
 * the Collectors, a code the guard will cross off before the seat can get there does not count.
 * Solo: the squares the seat can still walk before the game ends minus the squares it needs; it
 * ends with the guard's path or, against the Collectors, with their third code (the codes on
 * their path the seat is not going for first); duel: the opponent's need minus the seat's
 * (zero-sum). Bytes count half a square each.
 * A cheap stand-in for playouts, written for the search only (no TS twin; not part of parity).
 */
import { GUARD_OWNER, MODE_COLLECTORS, MODE_DUEL, PH_START, PH_TURN } from '../src/codes';
import {
  S_GUARD,
  S_OWNER,
  S_PHASE,
  S_SEATS,
  S_USES,
  SE_BUILT,
  SE_BYTES,
  SE_CODES,
  SE_POS,
  SE_VISITED,
  SEAT_WORDS,
} from '../src/engine/layout';
import { MazeBoard } from './board';

/** Squares walked in a solo turn (two dice of three, about two in three of them move). */
const SOLO_SPEED: f64 = 1.3;
/** A restart or teleport to a start point, in squares. */
const JUMP_COST: i32 = 3;
/** `need` when the missing codes cannot be had. */
const HOPELESS: i32 = 1000;
const BYTE_VALUE: f64 = 0.5;

export class MazeHeuristic {
  private readonly dist: StaticArray<i32> = new StaticArray<i32>(100);
  private readonly queue: StaticArray<i32> = new StaticArray<i32>(100);
  private readonly taken: StaticArray<i32> = new StaticArray<i32>(12);
  /** Per code and guard index, the next path index at which the guard stands on the code. */
  private readonly guardAt: StaticArray<i32> = new StaticArray<i32>(12 * 200);
  /** Per path index, the code on that square or -1. */
  private readonly codeOnPath: StaticArray<i32> = new StaticArray<i32>(200);
  /** Precomputes, per code, when the guard reaches it (after the kernel's `load` of `b`). */
  prepare(b: MazeBoard): void {
    const path = b.path;
    const sources = b.sources;
    for (let g = 0; g < b.pathLen; g++) {
      let code = -1;
      for (let k = 0; k < b.nSources; k++) if (unchecked(sources[k]) === path[g]) code = k;
      unchecked((this.codeOnPath[g] = code));
    }
    for (let k = 0; k < b.nSources; k++) {
      let next = HOPELESS;
      for (let g = 199; g >= 0; g--) {
        unchecked((this.guardAt[k * 200 + g] = next));
        if (g < b.pathLen && unchecked(path[g]) === unchecked(sources[k])) next = g;
      }
    }
  }

  /** The kernel's `evaluate(seat)`: squares to spare (solo) or the lead in squares (duel). */
  value(b: MazeBoard, seat: i32): f64 {
    const s = b.s;
    const own = this.need(b, seat);
    const bytes = <f64>unchecked(s[S_SEATS + seat * SEAT_WORDS + SE_BYTES]);
    if (b.mode === MODE_DUEL) {
      const other = 1 - seat;
      const theirs = this.need(b, other);
      const theirBytes = <f64>unchecked(s[S_SEATS + other * SEAT_WORDS + SE_BYTES]);
      return <f64>(min(theirs, 60) - min(own, 60)) + BYTE_VALUE * (bytes - theirBytes);
    }
    if (own >= HOPELESS) return -60;
    return this.turnsLeft(s, this.lastIndex(b)) * SOLO_SPEED - <f64>own + BYTE_VALUE * bytes;
  }

  /**
   * The path index at which the guard ends the game: the end of its path or, for the
   * Collectors, the square of their third code, counting only the free codes the seat is not
   * going for (after `need`, `taken` marks the codes held and those of the seat's chain).
   */
  private lastIndex(b: MazeBoard): i32 {
    const s = b.s;
    const last = b.pathLen - 1;
    if (b.mode !== MODE_COLLECTORS) return last;
    let held = 0;
    for (let k = 0; k < b.nSources; k++) if (unchecked(s[S_OWNER + k]) === GUARD_OWNER) held++;
    let counted = 0;
    for (let i = unchecked(s[S_GUARD]) + 1; i < last; i++) {
      const k = unchecked(this.codeOnPath[i]);
      if (k < 0 || unchecked(this.taken[k]) !== 0 || (counted & (1 << k)) !== 0) continue;
      counted |= 1 << k;
      if (++held >= 3) return i;
    }
    return last;
  }

  /** Turns of movement left before the guard ends the game at path index `last` (this one in part). */
  private turnsLeft(s: StaticArray<i32>, last: i32): f64 {
    const g = unchecked(s[S_GUARD]);
    const ends = <f64>((last - g + 1) >> 1);
    if (unchecked(s[S_PHASE]) !== PH_TURN) return ends;
    return ends - 1 + <f64>unchecked(s[S_USES]) / 2;
  }

  /** Squares the seat must walk for the codes it still needs (greedy chain); HOPELESS if none. */
  private need(b: MazeBoard, seat: i32): i32 {
    const s = b.s;
    const sources = b.sources;
    const at = S_SEATS + seat * SEAT_WORDS;
    let missing = 3 - unchecked(s[at + SE_CODES]);
    for (let k = 0; k < b.nSources; k++) unchecked((this.taken[k] = s[S_OWNER + k] >= 0 ? 1 : 0));
    const phaseStart = unchecked(s[S_PHASE]) === PH_START;
    let from = unchecked(s[at + SE_POS]);
    if (phaseStart) from = -1;
    let total = 0;
    const g = unchecked(s[S_GUARD]);
    while (missing > 0) {
      this.bfs(b, seat, from, total === 0 && from >= 0);
      let best = -1;
      let bestD = HOPELESS;
      for (let k = 0; k < b.nSources; k++) {
        if (unchecked(this.taken[k]) !== 0) continue;
        const d = unchecked(this.dist[sources[k]]);
        if (d >= bestD) continue;
        if (b.mode === MODE_COLLECTORS) {
          // The guard crosses two squares a turn; it must not get there first.
          const when = unchecked(this.guardAt[k * 200 + g]);
          const turns = <f64>(when - g) / 2;
          if (when < HOPELESS && turns * SOLO_SPEED < <f64>(total + d)) continue;
        }
        best = k;
        bestD = d;
      }
      if (best < 0) return HOPELESS;
      total += bestD;
      unchecked((this.taken[best] = 1));
      from = unchecked(sources[best]);
      missing--;
    }
    return total;
  }

  /**
   * Distances from `from` (-1: from every start point) over squares the seat may enter; with
   * `jumps`, the start points are also reachable for JUMP_COST (a restart or a teleport).
   */
  private bfs(b: MazeBoard, seat: i32, from: i32, jumps: bool): void {
    const s = b.s;
    const walls = b.walls;
    const starts = b.starts;
    const cells = b.w * b.h;
    const dist = this.dist;
    const q = this.queue;
    for (let c = 0; c < cells; c++) unchecked((dist[c] = HOPELESS));
    let head = 0;
    let tail = 0;
    if (from >= 0) {
      unchecked((dist[from] = 0));
      unchecked((q[tail++] = from));
    } else {
      for (let k = 0; k < 4; k++) {
        const c = unchecked(starts[k]);
        if (c >= 0 && unchecked(dist[c]) !== 0) {
          unchecked((dist[c] = 0));
          unchecked((q[tail++] = c));
        }
      }
    }
    const at = S_SEATS + seat * SEAT_WORDS;
    let injected = !jumps;
    while (head < tail || !injected) {
      if (!injected && (head >= tail || unchecked(dist[q[head]]) >= JUMP_COST)) {
        injected = true;
        for (let k = 0; k < 4; k++) {
          const c = unchecked(starts[k]);
          if (c >= 0 && unchecked(dist[c]) > JUMP_COST) {
            unchecked((dist[c] = JUMP_COST));
            unchecked((q[tail++] = c));
          }
        }
        continue;
      }
      const c = unchecked(q[head++]);
      const dc = unchecked(dist[c]) + 1;
      const mask = unchecked(walls[c]);
      for (let d = 0; d < 4; d++) {
        if ((mask & (1 << d)) !== 0) continue;
        const n = b.neighbour(c, d);
        if (n < 0 || unchecked(dist[n]) <= dc) continue;
        const e = b.edgeIndex(c, d);
        if ((unchecked(s[at + SE_VISITED + (n >> 5)]) & (1 << (n & 31))) !== 0) continue;
        if ((unchecked(s[at + SE_BUILT + (e >> 5)]) & (1 << (e & 31))) !== 0) continue;
        unchecked((dist[n] = dc));
        unchecked((q[tail++] = n));
      }
    }
    // One queue slot per square suffices: breadth-first order sets each distance once (the
    // start points are injected when the frontier reaches JUMP_COST, so the layers stay sorted).
  }
}
