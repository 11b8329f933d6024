/**
 * Expectimax for kernels with dice: depth-limited search in which a chance node is the
 * probability-weighted mean of its outcomes (Michie 1966, "Game-playing and game-learning
 * automata"), pruned with Ballard's Star1 (Ballard 1983, "The *-minimax search procedure for
 * trees containing chance nodes"): since every value lies in [0, 1], a chance node whose
 * outcomes seen so far cannot lift it above alpha (or keep it below beta) whatever the unseen
 * ones give stops early, and each outcome is searched inside the window that the others leave
 * it. Decision nodes are max nodes for the searching seat and min nodes for any other seat
 * (two-seat zero-sum; paranoid with more), with plain alpha-beta between them (Knuth & Moore
 * 1975). Iterative deepening (Slate & Atkin 1977; the driver shared with alpha-beta, `deepening.ts`)
 * by decisions: a chance node costs no depth.
 *
 * Used by `SearchModule` in place of alpha-beta for a kernel that has the optional chance hooks
 * (found at compile time with `isDefined`, like `orderScore`): `chanceCount()` (outcomes at the
 * chance node), `chanceOutcome(i)` (the i-th one's action) and `chanceWeight(i)` (its
 * probability; the weights sum to 1). The search never reads a random generator at a chance
 * node: it enumerates every outcome, so it cannot see the roll that will come.
 *
 * Values are for the searching seat, in [0, 1]: a terminal state is `returns(seat)`, a horizon
 * leaf ½ + ½·v / (scale + |v|) with v the kernel's `evaluate(seat)` and `scale` its
 * `valueScale()` (1 without one). Like `AlphaBeta`, an explicit-stack state machine, so a node
 * budget gives the same answer whatever the slicing; the root's first action (the last depth's
 * best) is exact and the others are upper bounds; a depth cut short by the budget still counts
 * once its first action is searched. No transposition table: the kernels that use this search
 * have no hash.
 */
import { TERMINAL } from './constants';
import { Deepening, ENTER, RETURN, runDeepening } from './deepening';
import { partialPick, rootValue } from './root-moves';

const MAX_NODE: i32 = 0;
const MIN_NODE: i32 = 1;
const CHANCE_NODE: i32 = 2;
/** Smallest and largest value a leaf can have (Star1's L and U). */
const LO: f64 = 0;
const HI: f64 = 1;

export class Expectimax<K> extends Deepening<K> {
  private readonly moves: StaticArray<i32>;
  private readonly weights: StaticArray<f64>;
  private readonly keys: StaticArray<i32>;
  private readonly fKind: StaticArray<i32>;
  private readonly fAlpha: StaticArray<f64>;
  private readonly fBeta: StaticArray<f64>;
  private readonly fBest: StaticArray<f64>;
  private readonly fSum: StaticArray<f64>;
  private readonly fRest: StaticArray<f64>;
  private rootSeat: i32 = 0;
  private childAlpha: f64 = LO;
  private childBeta: f64 = HI;

  /**
   * @param kernel     the game kernel (its push/pop stack must hold `maxPly` states)
   * @param maxPly     deepest ply (iterative deepening stops there)
   * @param maxActions most legal actions, and most chance outcomes, at any state
   */
  constructor(kernel: K, maxPly: i32 = 64, maxActions: i32 = 256) {
    super(kernel, maxPly, maxActions);
    assert(maxPly >= 2, 'Expectimax: bad sizes');
    this.moves = new StaticArray<i32>(maxPly * maxActions);
    this.weights = new StaticArray<f64>(maxPly * maxActions);
    this.keys = new StaticArray<i32>(maxActions);
    this.fKind = new StaticArray<i32>(maxPly);
    this.fAlpha = new StaticArray<f64>(maxPly);
    this.fBeta = new StaticArray<f64>(maxPly);
    this.fBest = new StaticArray<f64>(maxPly);
    this.fSum = new StaticArray<f64>(maxPly);
    this.fRest = new StaticArray<f64>(maxPly);
  }

  /** Starts a search from the loaded observation (nothing hidden: determinized once). */
  begin(seed: u32): void {
    const cp = this.beginRoot(seed);
    if (cp < 0) return;
    this.rootSeat = cp;
    this.startIteration();
  }

  /** Visits up to `work` nodes; returns how many (0 once the search is over). */
  run(work: i32): i32 {
    return runDeepening<Expectimax<K>>(this, work);
  }

  /**
   * Writes `count`, then `action, nodes, value×1e6` per root action, best first, then three
   * words: 1 when the last completed depth reached no horizon leaf (else 0), the best value
   * ×1000, and the deepest completed depth (the layout of `AlphaBeta.result`).
   */
  result(out: StaticArray<i32>): i32 {
    const n = min(this.rootCount, (out.length - 4) / 3);
    unchecked((out[0] = n));
    const partial = this.partialDepth(n);
    const pick = partialPick(partial, this.rootSeen, this.rootVal, n);
    let slot = 0;
    let best: f64 = 0;
    for (let j = -1; j < n; j++) {
      const i = j < 0 ? pick : j;
      if (j >= 0 && j === pick) continue;
      const v = rootValue(i, partial, this.resValid, this.rootSeen, this.rootVal, this.resVal, LO);
      if (slot === 0) best = v;
      unchecked((out[1 + 3 * slot] = this.rootMoves[i]));
      unchecked((out[2 + 3 * slot] = <i32>min(this.rootNodes[i], <i64>i32.MAX_VALUE)));
      unchecked((out[3 + 3 * slot] = <i32>Math.round(max(LO, min(HI, v)) * 1e6)));
      slot++;
    }
    unchecked((out[1 + 3 * n] = this.resValid && this.resSolved && !partial ? 1 : 0));
    unchecked((out[2 + 3 * n] = <i32>Math.round(best * 1000)));
    unchecked((out[3 + 3 * n] = this.completedDepth));
    return n;
  }

  /** A horizon leaf's value for the searching seat, in (0, 1). */
  private leafValue(): f64 {
    const v = this.kernel.evaluate(this.rootSeat);
    let scale: f64 = 1;
    if (isDefined(this.kernel.valueScale)) scale = this.kernel.valueScale();
    return 0.5 + (0.5 * v) / (scale + Math.abs(v));
  }

  /** A depth at the root: the window opens in full. */
  private startIteration(): void {
    this.childAlpha = LO;
    this.childBeta = HI;
    this.startDepth();
  }

  /** `runDeepening`: a depth is complete at the root. */
  depthDone(): void {
    if (this.closeDepth()) this.startIteration();
  }

  /** `runDeepening`: searches the node at `ply`, or ends it as a leaf. */
  enter(): void {
    const k = this.kernel;
    const p = this.ply;
    const cp = k.currentPlayer();
    const d = unchecked(this.fDepth[p]);
    if (cp === TERMINAL) {
      this.leaf(k.returns(this.rootSeat), false);
      return;
    }
    if (d <= 0 || p >= this.maxPly - 1) {
      this.leaf(this.leafValue(), true);
      return;
    }
    const base = p * this.maxActions;
    let n = 0;
    let kind = CHANCE_NODE;
    if (cp < 0) {
      if (!isDefined(k.chanceCount)) {
        this.leaf(this.leafValue(), true);
        return;
      }
      if (isDefined(k.chanceCount)) {
        n = k.chanceCount();
        for (let i = 0; i < n; i++) {
          unchecked((this.moves[base + i] = k.chanceOutcome(i)));
          unchecked((this.weights[base + i] = k.chanceWeight(i)));
        }
      }
    } else if (p === 0) {
      kind = MAX_NODE;
      n = this.rootCount;
      for (let i = 0; i < n; i++) unchecked((this.moves[base + i] = this.rootMoves[i]));
    } else {
      kind = cp === this.rootSeat ? MAX_NODE : MIN_NODE;
      n = k.legalActions(this.keys);
      for (let i = 0; i < n; i++) unchecked((this.moves[base + i] = this.keys[i]));
    }
    if (n === 0) {
      this.leaf(this.leafValue(), true);
      return;
    }
    unchecked((this.fKind[p] = kind));
    unchecked((this.fAlpha[p] = this.childAlpha));
    unchecked((this.fBeta[p] = this.childBeta));
    unchecked((this.fBest[p] = kind === MAX_NODE ? LO - 1 : HI + 1));
    unchecked((this.fSum[p] = 0));
    unchecked((this.fRest[p] = 1));
    unchecked((this.fCount[p] = n));
    unchecked((this.fIdx[p] = 0));
    unchecked((this.fHorizon[p] = 0));
    this.descend();
  }

  private descend(): void {
    const p = this.ply;
    const i = unchecked(this.fIdx[p]);
    unchecked((this.fIdx[p] = i + 1));
    const base = p * this.maxActions;
    const kind = unchecked(this.fKind[p]);
    const a = unchecked(this.fAlpha[p]);
    const b = unchecked(this.fBeta[p]);
    if (kind === CHANCE_NODE) {
      // Star1: the window this outcome must fall outside of for the node to be cut.
      const w = unchecked(this.weights[base + i]);
      const s = unchecked(this.fSum[p]);
      const after = unchecked(this.fRest[p]) - w;
      this.childAlpha = (a - s - HI * after) / w;
      this.childBeta = (b - s - LO * after) / w;
    } else {
      this.childAlpha = a;
      this.childBeta = b;
    }
    if (p === 0) this.rootStart = this.nodes;
    this.kernel.push();
    this.kernel.apply(unchecked(this.moves[base + i]));
    this.ply = p + 1;
    unchecked((this.fDepth[p + 1] = kind === CHANCE_NODE ? this.fDepth[p] : this.fDepth[p] - 1));
    this.mode = ENTER;
  }

  /** `runDeepening`: takes the value of the child just searched at `ply`. */
  resume(): void {
    const p = this.ply;
    const v = this.retVal;
    const i = unchecked(this.fIdx[p]) - 1;
    const last = i + 1 >= unchecked(this.fCount[p]);
    if (this.retHorizon) unchecked((this.fHorizon[p] = 1));
    const kind = unchecked(this.fKind[p]);
    if (kind === CHANCE_NODE) {
      const w = unchecked(this.weights[p * this.maxActions + i]);
      const s = unchecked(this.fSum[p]) + w * v;
      const rest = unchecked(this.fRest[p]) - w;
      unchecked((this.fSum[p] = s));
      unchecked((this.fRest[p] = rest));
      if (last) this.leaf(s, unchecked(this.fHorizon[p]) !== 0);
      else if (s + HI * rest <= unchecked(this.fAlpha[p])) this.leaf(s + HI * rest, true);
      else if (s + LO * rest >= unchecked(this.fBeta[p])) this.leaf(s + LO * rest, true);
      else this.descend();
      return;
    }
    if (p === 0) this.rootSearched(i, v);
    if (kind === MAX_NODE) {
      if (v > unchecked(this.fBest[p])) unchecked((this.fBest[p] = v));
      if (v > unchecked(this.fAlpha[p])) unchecked((this.fAlpha[p] = v));
    } else {
      if (v < unchecked(this.fBest[p])) unchecked((this.fBest[p] = v));
      if (v < unchecked(this.fBeta[p])) unchecked((this.fBeta[p] = v));
    }
    const cut = p > 0 && unchecked(this.fAlpha[p]) >= unchecked(this.fBeta[p]);
    if (cut || last) this.leaf(unchecked(this.fBest[p]), unchecked(this.fHorizon[p]) !== 0);
    else this.descend();
  }

  /** The frame at `ply` ends with value `v`: hand it to the parent. */
  private leaf(v: f64, horizon: bool): void {
    this.retVal = v;
    this.retHorizon = horizon;
    this.mode = RETURN;
  }
}
