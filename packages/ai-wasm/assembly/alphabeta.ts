/**
 * Alpha-beta search for two-player perfect-information kernels, generic over a game kernel `K`
 * (the duck type in `index.ts`). Negamax with alpha-beta pruning (Knuth & Moore 1975, "An
 * analysis of alpha-beta pruning"), iterative deepening (Slate & Atkin 1977, "CHESS 4.5"; the
 * driver shared with expectimax, `deepening.ts`), a
 * fixed-size transposition table keyed by the kernel's Zobrist hash (Zobrist 1970, "A new hashing
 * method with application for game playing"; Greenblatt, Eastlake & Crocker 1967), and move
 * ordering by the table's move first, then two killer moves per ply and the history heuristic
 * (Schaeffer 1989, "The history heuristic and alpha-beta search enhancements in practice").
 *
 * The search is an explicit-stack state machine, so `run(work)` can stop after any number of
 * nodes and the next call resumes exactly there: the host slices a search without losing work,
 * and a node budget gives the same result whatever the slicing. The root is searched like any
 * other node: the first action (the best of the last depth) with a full window, the others
 * inside the window it leaves, so the best action's value is exact and the others' values are
 * upper bounds (never above the best). Values: a terminal state that is not a draw scores
 * (returns − ½)·2·10⁹, minus the ply (faster wins rank higher), plus 1000 × the kernel's
 * `evaluate` there clamped to ±10⁵ (a game whose `evaluate` is the final margin thus prefers
 * the widest win and the narrowest loss, and the proven margin can be read back); a draw
 * scores 0; a horizon leaf scores the kernel's `evaluate` (|v| < 10⁸). Mapped to [0, 1]: a
 * proven result is its return, a heuristic value is ½ + ½·v / (scale + |v|) (`unit`); the best
 * action's reported heuristic value is the mean of the last two depths' (one of them ends on the
 * other seat's turn), so that it does not swing with the depth's parity. Chance nodes are
 * horizon leaves. The search ends early when a depth solves the root (no horizon leaf was
 * reached): a forced win found earlier keeps being deepened, so that the margin it reports is the
 * best play's, not the first win's.
 */
import { TERMINAL } from './constants';
import { Deepening, ENTER, RETURN, runDeepening } from './deepening';
import { partialPick, rootValue } from './root-moves';
import { EXACT, LOWER, PROVEN, SOLVED, TranspositionTable, UPPER } from './transposition-table';

const WIN: f64 = 1e9;
/** A proven result's tie-break: this many units per point of the kernel's terminal `evaluate`. */
const MARGIN_UNIT: f64 = 1000;
const MARGIN_CAP: f64 = 1e5;
const INF: f64 = 1e18;
const HIST_MASK: i32 = (1 << 12) - 1;

export class AlphaBeta<K> extends Deepening<K> {
  private readonly tt: TranspositionTable;
  private readonly killers: StaticArray<i32>;
  private readonly history: StaticArray<i32> = new StaticArray<i32>(HIST_MASK + 1);
  private readonly moves: StaticArray<i32>;
  private readonly keys: StaticArray<i32>;
  // Frames of the explicit stack, one per ply.
  private readonly fAlpha: StaticArray<f64>;
  private readonly fBeta: StaticArray<f64>;
  private readonly fAlphaOrig: StaticArray<f64>;
  private readonly fBest: StaticArray<f64>;
  private readonly fBestMove: StaticArray<i32>;
  private readonly fPersp: StaticArray<i32>;
  private readonly fHash: StaticArray<u64>;
  private rootPersp: i32 = 0;
  private bestOut: f64 = 0;
  /** The best value of the last two completed depths (`lastBest` the deeper one). */
  private lastBest: f64 = 0;
  private prevBest: f64 = 0;

  /**
   * @param kernel     the game kernel (its push/pop stack must hold `maxPly` states)
   * @param ttBits     transposition table of 2^ttBits entries (24 bytes each)
   * @param maxPly     deepest ply (iterative deepening stops there)
   * @param maxActions most legal actions at any state
   */
  constructor(kernel: K, ttBits: i32 = 18, maxPly: i32 = 64, maxActions: i32 = 256) {
    super(kernel, maxPly, maxActions);
    assert(ttBits >= 0 && ttBits <= 28 && maxPly >= 2, 'AlphaBeta: bad sizes');
    this.tt = new TranspositionTable(ttBits);
    this.killers = new StaticArray<i32>(2 * maxPly);
    this.moves = new StaticArray<i32>(maxPly * maxActions);
    this.keys = new StaticArray<i32>(maxActions);
    this.fAlpha = new StaticArray<f64>(maxPly);
    this.fBeta = new StaticArray<f64>(maxPly);
    this.fAlphaOrig = new StaticArray<f64>(maxPly);
    this.fBest = new StaticArray<f64>(maxPly);
    this.fBestMove = new StaticArray<i32>(maxPly);
    this.fPersp = new StaticArray<i32>(maxPly);
    this.fHash = new StaticArray<u64>(maxPly);
  }

  /** Starts a search from the loaded observation (determinized once: perfect information). */
  begin(seed: u32): void {
    this.tt.clear();
    memory.fill(changetype<usize>(this.killers), 0xff, (<usize>this.killers.length) << 2);
    memory.fill(changetype<usize>(this.history), 0, (<usize>this.history.length) << 2);
    this.lastBest = 0;
    this.prevBest = 0;
    const cp = this.beginRoot(seed);
    if (cp < 0) return;
    this.rootPersp = cp;
    this.startDepth();
  }

  /** Visits up to `work` nodes; returns how many (0 once the search is over). */
  run(work: i32): i32 {
    return runDeepening<AlphaBeta<K>>(this, work);
  }

  /**
   * Writes `count`, then `action, nodes, value×1e6` per root action, best first, then three
   * words: 1 when the last completed depth solved the root exactly (else 0), the best action's
   * value in the kernel's `evaluate` units × 1000 (a proven result: the terminal `evaluate` it
   * leads to with best play, e.g. the final margin; else the heuristic value), and the deepest
   * completed depth.
   */
  result(out: StaticArray<i32>): i32 {
    const n = min(this.rootCount, (out.length - 4) / 3);
    unchecked((out[0] = n));
    // A depth cut short still counts once its first action (the last depth's best) is searched:
    // an action that beat it inside the window is better at the deeper depth.
    const partial = this.partialDepth(n);
    const pick = partialPick(partial, this.rootSeen, this.rootVal, n);
    let slot = 0;
    for (let j = -1; j < n; j++) {
      const i = j < 0 ? pick : j;
      if (j >= 0 && j === pick) continue;
      const v = rootValue(
        i,
        partial,
        this.resValid,
        this.rootSeen,
        this.rootVal,
        this.resVal,
        -INF,
      );
      if (slot === 0) this.bestOut = v;
      unchecked((out[1 + 3 * slot] = this.rootMoves[i]));
      unchecked((out[2 + 3 * slot] = <i32>min(this.rootNodes[i], <i64>i32.MAX_VALUE)));
      unchecked((out[3 + 3 * slot] = <i32>Math.round(this.unit(v) * 1e6)));
      slot++;
    }
    // The reported value of the best action: a heuristic one averaged with the depth before it,
    // so that it does not swing with whose turn it is at the leaves (odd or even depth).
    const other = partial ? this.lastBest : this.prevBest;
    const deep = partial ? this.completedDepth >= 1 : this.completedDepth >= 2;
    const b = this.bestOut;
    if (n > 0 && deep && b < PROVEN && b > -PROVEN && other < PROVEN && other > -PROVEN) {
      this.bestOut = (this.bestOut + other) / 2;
      unchecked((out[3] = <i32>Math.round(this.unit(this.bestOut) * 1e6)));
    }
    const best = n > 0 && (this.resValid || partial) ? this.bestOut : 0;
    unchecked((out[1 + 3 * n] = this.resValid && this.resSolved && !partial ? 1 : 0));
    unchecked((out[2 + 3 * n] = <i32>Math.round(AlphaBeta.points(best) * 1000)));
    unchecked((out[3 + 3 * n] = this.completedDepth));
    return n;
  }

  /**
   * A score mapped to [0, 1] for the searching seat: a proven result is its return, a heuristic
   * value ½ + ½·v / (scale + |v|), where `scale` is the kernel's `valueScale()` (the size of an
   * `evaluate` difference that matters: half-way to a sure result), or 1 without one.
   */
  unit(v: f64): f64 {
    if (v >= PROVEN || v <= -PROVEN) return max(0.0, min(1.0, 0.5 + v / (2 * WIN)));
    let scale: f64 = 1;
    if (isDefined(this.kernel.valueScale)) scale = this.kernel.valueScale();
    return 0.5 + (0.5 * v) / (scale + Math.abs(v));
  }

  /** A value in the kernel's `evaluate` units: a proven result's tie-break, else itself. */
  static points(v: f64): f64 {
    const clamped = max(-MARGIN_CAP, min(MARGIN_CAP, v));
    if (v >= PROVEN) return Math.round((v - WIN) / MARGIN_UNIT);
    if (v <= -PROVEN) return Math.round((v + WIN) / MARGIN_UNIT);
    return clamped;
  }

  /** `runDeepening`: a depth is complete at the root. */
  depthDone(): void {
    const more = this.closeDepth();
    this.prevBest = this.lastBest;
    this.lastBest = unchecked(this.resVal[0]);
    if (more) this.startDepth();
  }

  /** `runDeepening`: searches the node at `ply`, or ends it as a leaf. */
  enter(): void {
    const k = this.kernel;
    const p = this.ply;
    const parentPersp = p > 0 ? unchecked(this.fPersp[p - 1]) : this.rootPersp;
    const cp = k.currentPlayer();
    const persp = cp >= 0 ? cp : parentPersp;
    unchecked((this.fPersp[p] = persp));
    let a = -INF;
    let b = INF;
    if (p > 0) {
      const pa = unchecked(this.fAlpha[p - 1]);
      const pb = unchecked(this.fBeta[p - 1]);
      a = persp === parentPersp ? pa : -pb;
      b = persp === parentPersp ? pb : -pa;
    }
    const d = unchecked(this.fDepth[p]);
    if (cp === TERMINAL) {
      const v = (k.returns(persp) - 0.5) * 2 * WIN;
      const tie = v !== 0 ? MARGIN_UNIT * max(-MARGIN_CAP, min(MARGIN_CAP, k.evaluate(persp))) : 0;
      this.leaf((v > 0 ? v - <f64>p : v < 0 ? v + <f64>p : 0) + tie, false);
      return;
    }
    if (cp < 0 || d <= 0 || p >= this.maxPly - 1) {
      this.leaf(k.evaluate(persp), true);
      return;
    }
    const h = k.hash();
    unchecked((this.fHash[p] = h));
    const slot = this.tt.find(h);
    const hasTT = slot >= 0;
    const ttMove = hasTT ? this.tt.move(slot) : 0;
    if (hasTT && p > 0 && this.tt.depth(slot) >= d) {
      const v = this.tt.score(slot, p);
      const bound = this.tt.bound(slot);
      const horizon = this.tt.depth(slot) !== SOLVED;
      if (bound === LOWER && v > a) a = v;
      if (bound === UPPER && v < b) b = v;
      if (bound === EXACT || a >= b) {
        this.leaf(v, horizon);
        return;
      }
    }
    const base = p * this.maxActions;
    let n: i32;
    if (p === 0) {
      n = this.rootCount;
      for (let i = 0; i < n; i++) unchecked((this.moves[base + i] = this.rootMoves[i]));
    } else {
      n = this.order(base, hasTT, ttMove);
      if (n === 0) {
        this.leaf(k.evaluate(persp), true);
        return;
      }
    }
    unchecked((this.fAlpha[p] = a));
    unchecked((this.fBeta[p] = b));
    unchecked((this.fAlphaOrig[p] = a));
    unchecked((this.fBest[p] = -INF));
    unchecked((this.fBestMove[p] = this.moves[base]));
    unchecked((this.fCount[p] = n));
    unchecked((this.fIdx[p] = 0));
    unchecked((this.fHorizon[p] = 0));
    this.descend();
  }

  /**
   * Generates the legal actions into `moves[base..]`, best-looking first; returns the count.
   * The table's move first; then, for a kernel with `orderScore(action)` (a small integer, higher
   * looks better; after `beginOrder()` at the node when the kernel has one), by that score with
   * killers and history breaking ties; otherwise killers, then history.
   */
  private order(base: i32, hasTT: bool, ttMove: i32): i32 {
    const keys = this.keys;
    const k = this.kernel;
    const n = k.legalActions(keys);
    const moves = this.moves;
    const k0 = unchecked(this.killers[2 * this.ply]);
    const k1 = unchecked(this.killers[2 * this.ply + 1]);
    if (isDefined(k.orderScore)) {
      if (isDefined(k.beginOrder)) k.beginOrder();
      for (let i = 0; i < n; i++) {
        const m = unchecked(keys[i]);
        unchecked((moves[base + i] = m));
        const tie =
          m === k0 || m === k1 ? 0x7fff : min(unchecked(this.history[m & HIST_MASK]), 0x7ffe);
        const score = max(-4000, min(4000, <i32>k.orderScore(m)));
        unchecked((keys[i] = hasTT && m === ttMove ? 1 << 30 : (score << 16) + tie));
      }
    } else {
      for (let i = 0; i < n; i++) {
        const m = unchecked(keys[i]);
        unchecked((moves[base + i] = m));
        unchecked(
          (keys[i] =
            hasTT && m === ttMove
              ? 1 << 30
              : m === k0
                ? 1 << 29
                : m === k1
                  ? (1 << 29) - 1
                  : this.history[m & HIST_MASK]),
        );
      }
    }
    for (let i = 1; i < n; i++) {
      const m = unchecked(moves[base + i]);
      const key = unchecked(keys[i]);
      let j = i - 1;
      while (j >= 0 && unchecked(keys[j]) < key) {
        unchecked((keys[j + 1] = keys[j]));
        unchecked((moves[base + j + 1] = moves[base + j]));
        j--;
      }
      unchecked((keys[j + 1] = key));
      unchecked((moves[base + j + 1] = m));
    }
    return n;
  }

  private descend(): void {
    const p = this.ply;
    const i = unchecked(this.fIdx[p]);
    unchecked((this.fIdx[p] = i + 1));
    if (p === 0) this.rootStart = this.nodes;
    this.kernel.push();
    this.kernel.apply(unchecked(this.moves[p * this.maxActions + i]));
    this.ply = p + 1;
    unchecked((this.fDepth[p + 1] = this.fDepth[p] - 1));
    this.mode = ENTER;
  }

  /** `runDeepening`: takes the value of the child just searched at `ply`. */
  resume(): void {
    const p = this.ply;
    const v = this.retVal;
    const i = unchecked(this.fIdx[p]) - 1;
    const m = unchecked(this.moves[p * this.maxActions + i]);
    if (this.retHorizon) unchecked((this.fHorizon[p] = 1));
    if (p === 0) this.rootSearched(i, v);
    if (v > unchecked(this.fBest[p])) {
      unchecked((this.fBest[p] = v));
      unchecked((this.fBestMove[p] = m));
    }
    if (v > unchecked(this.fAlpha[p])) unchecked((this.fAlpha[p] = v));
    if (p > 0 && unchecked(this.fAlpha[p]) >= unchecked(this.fBeta[p])) {
      this.reward(p, m);
      this.finish(p);
    } else if (i + 1 < unchecked(this.fCount[p])) {
      this.descend();
    } else {
      this.finish(p);
    }
  }

  private reward(p: i32, m: i32): void {
    const d = unchecked(this.fDepth[p]);
    const h = unchecked(this.history[m & HIST_MASK]) + d * d;
    unchecked((this.history[m & HIST_MASK] = min(h, 1 << 28)));
    if (unchecked(this.killers[2 * p]) !== m) {
      unchecked((this.killers[2 * p + 1] = this.killers[2 * p]));
      unchecked((this.killers[2 * p] = m));
    }
  }

  private finish(p: i32): void {
    const move = unchecked(this.fBestMove[p]);
    const best = unchecked(this.fBest[p]);
    const bound =
      best <= unchecked(this.fAlphaOrig[p])
        ? UPPER
        : best >= unchecked(this.fBeta[p])
          ? LOWER
          : EXACT;
    const horizon = unchecked(this.fHorizon[p]) !== 0;
    const depth = horizon ? unchecked(this.fDepth[p]) : SOLVED;
    this.tt.store(unchecked(this.fHash[p]), best, p, move, bound, depth);
    this.leaf(best, horizon);
  }

  /** The frame at `ply` ends with value `v` (its own seat's view): hand it to the parent. */
  private leaf(v: f64, horizon: bool): void {
    const p = this.ply;
    const same = p === 0 || unchecked(this.fPersp[p]) === unchecked(this.fPersp[p - 1]);
    this.retVal = same ? v : -v;
    this.retHorizon = horizon;
    this.mode = RETURN;
  }
}
