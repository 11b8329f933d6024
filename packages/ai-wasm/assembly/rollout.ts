/**
 * Policy rollouts: the rollout algorithm of Bertsekas, Tsitsiklis & Wu 1997 ("Rollout
 * Algorithms for Combinatorial Optimization") as on-line policy improvement by Monte Carlo
 * (Tesauro & Galperin 1996, "On-line Policy Improvement using Monte-Carlo Search"). The kernel's
 * own playout policy is the base player; at the root, its few best-scored actions (by the
 * kernel's `actionScore`) are each followed by rollouts of that policy to the end (or for
 * `playoutDepth` steps, after which the kernel's estimate stands in), and the rollouts decide
 * which is played. Every candidate's k-th rollout starts from the same
 * determinization and the same random stream (common random numbers: the candidates are
 * compared on the same hidden worlds and the same dice, as far as their lines allow), which
 * makes the comparison paired. The policy's own move is played unless another candidate beats it
 * on the paired rollouts by more than twice the standard error of the mean difference: with few
 * rollouts the noisy maximum of several means would otherwise replace good moves by lucky ones.
 *
 * Because the player that later plays the position is this same policy, the best candidate's
 * mean return is an estimate of the player's own chance from here (Monte Carlo, unbiased up to
 * the choice of the best), which is what a hint's value should be.
 *
 * Needs the kernel's optional `playoutAction(legal, n, rng)` and `actionScore(action)`. Each
 * root action's statistics are its rollouts' count and total; the actions that are not
 * candidates are reported with no visits, after the candidates. Determinizations are the
 * search's only view of the hidden state: it reads the observation, never the true state.
 */
import { CHANCE, TERMINAL } from './constants';
import { Rng } from './rng';

/** The most steps of a rollout "to the end" (then the kernel's estimate stands in). */
const SAFETY_STEPS: i32 = 5000;

export class Rollout<K> {
  /** Rollouts done since `begin`. */
  rollouts: i32 = 0;

  private readonly rng: Rng = new Rng(0);
  private readonly legal: StaticArray<i32>;
  private readonly roots: StaticArray<i32>;
  private readonly score: StaticArray<f64>;
  private readonly visits: StaticArray<i32>;
  private readonly total: StaticArray<f64>;
  private readonly order: StaticArray<i32>;
  /** Per candidate: paired differences against the policy's move (count, sum, sum of squares). */
  private readonly pairs: StaticArray<i32>;
  private readonly diff: StaticArray<f64>;
  private readonly diff2: StaticArray<f64>;
  private base: f64 = 0.0;
  private baseRound: i32 = -1;
  private count: i32 = 0;
  private candidates: i32 = 0;
  private seed: u32 = 0;
  private playoutDepth: i32 = i32.MAX_VALUE;
  private seat: i32 = 0;

  /**
   * @param kernel      the game kernel
   * @param maxActions  most legal actions at any state
   * @param width       how many of the policy's best-scored root actions are compared
   */
  constructor(
    readonly kernel: K,
    readonly maxActions: i32 = 256,
    public width: i32 = 4,
  ) {
    this.legal = new StaticArray<i32>(maxActions);
    this.roots = new StaticArray<i32>(maxActions);
    this.score = new StaticArray<f64>(maxActions);
    this.visits = new StaticArray<i32>(maxActions);
    this.total = new StaticArray<f64>(maxActions);
    this.order = new StaticArray<i32>(maxActions);
    this.pairs = new StaticArray<i32>(maxActions);
    this.diff = new StaticArray<f64>(maxActions);
    this.diff2 = new StaticArray<f64>(maxActions);
  }

  /** Starts a search of the loaded observation; `playoutDepth` < 0 rolls out to the end. */
  begin(seed: u32, playoutDepth: i32): void {
    const k = this.kernel;
    this.seed = seed;
    // To the end, but never for ever: a game whose policy can wander without end stops there.
    this.playoutDepth = playoutDepth < 0 ? SAFETY_STEPS : playoutDepth;
    this.rollouts = 0;
    this.rng.seed(seed);
    k.determinize(this.rng);
    this.seat = k.currentPlayer();
    const n = this.seat >= 0 ? k.legalActions(this.roots) : 0;
    this.count = n;
    // Rank the root actions by the policy's score, best first (stable: ties keep rule order).
    for (let i = 0; i < n; i++) {
      unchecked((this.score[i] = k.actionScore(unchecked(this.roots[i]))));
      unchecked((this.visits[i] = 0));
      unchecked((this.total[i] = 0.0));
      unchecked((this.pairs[i] = 0));
      unchecked((this.diff[i] = 0.0));
      unchecked((this.diff2[i] = 0.0));
    }
    this.baseRound = -1;
    for (let i = 1; i < n; i++) {
      const a = unchecked(this.roots[i]);
      const v = unchecked(this.score[i]);
      let j = i - 1;
      while (j >= 0 && unchecked(this.score[j]) < v) {
        unchecked((this.roots[j + 1] = this.roots[j]));
        unchecked((this.score[j + 1] = this.score[j]));
        j--;
      }
      unchecked((this.roots[j + 1] = a));
      unchecked((this.score[j + 1] = v));
    }
    this.candidates = min(n, this.width);
  }

  /** Runs `work` rollouts (round robin over the candidates); returns how many ran. */
  run(work: i32): i32 {
    if (this.candidates === 0) return 0;
    const k = this.kernel;
    const rng = this.rng;
    const legal = this.legal;
    for (let w = 0; w < work; w++) {
      const r = this.rollouts++;
      const i = r % this.candidates;
      const round = r / this.candidates;
      // The same world and stream for every candidate of a round.
      rng.seed(this.seed ^ (<u32>(round + 1) * 0x9e3779b9));
      k.determinize(rng);
      const a = unchecked(this.roots[i]);
      if (!k.isLegal(a)) continue;
      k.apply(a);
      let ret = 0.0;
      for (let step = 0; ; step++) {
        const p = k.currentPlayer();
        if (p === TERMINAL) {
          ret = k.returns(this.seat);
          break;
        }
        if (step >= this.playoutDepth) {
          ret = k.estimate(this.seat);
          break;
        }
        if (p === CHANCE) k.apply(k.sampleChance(rng));
        else k.apply(k.playoutAction(legal, k.legalActions(legal), rng));
      }
      unchecked(this.visits[i]++);
      unchecked((this.total[i] += ret));
      if (i === 0) {
        this.base = ret;
        this.baseRound = round;
      } else if (this.baseRound === round) {
        const d = ret - this.base;
        unchecked(this.pairs[i]++);
        unchecked((this.diff[i] += d));
        unchecked((this.diff2[i] += d * d));
      }
    }
    return work;
  }

  /** Root statistics into `out` (count, then action, visits, mean × 1e6), the pick first. */
  result(out: StaticArray<i32>): i32 {
    const n = min(this.count, (out.length - 1) / 3);
    const c = this.candidates;
    for (let i = 0; i < n; i++) unchecked((this.order[i] = i));
    // The pick: the policy's move, unless another candidate beats it clearly on the paired
    // rollouts (mean difference more than twice its standard error, and positive).
    let pick = 0;
    let pickGain = 0.0;
    for (let i = 1; i < c; i++) {
      const m = unchecked(this.pairs[i]);
      if (m < 2) continue;
      const mean = unchecked(this.diff[i]) / <f64>m;
      const variance = max(unchecked(this.diff2[i]) / <f64>m - mean * mean, 0.0) / <f64>(m - 1);
      if (mean > 2.0 * Math.sqrt(variance) && mean > pickGain) {
        pick = i;
        pickGain = mean;
      }
    }
    unchecked((this.order[0] = pick));
    unchecked((this.order[pick] = 0));
    // The other candidates by mean, best first; ties (and unvisited ones) keep the policy's order.
    for (let i = 2; i < c; i++) {
      const x = unchecked(this.order[i]);
      let j = i - 1;
      while (j >= 1 && this.mean(x) > this.mean(unchecked(this.order[j]))) {
        unchecked((this.order[j + 1] = this.order[j]));
        j--;
      }
      unchecked((this.order[j + 1] = x));
    }
    unchecked((out[0] = n));
    for (let i = 0; i < n; i++) {
      const x = unchecked(this.order[i]);
      unchecked((out[1 + 3 * i] = this.roots[x]));
      unchecked((out[2 + 3 * i] = this.visits[x]));
      unchecked((out[3 + 3 * i] = <i32>Math.round(max(this.mean(x), 0.0) * 1e6)));
    }
    return n;
  }

  @inline private mean(i: i32): f64 {
    const v = unchecked(this.visits[i]);
    return v > 0 ? unchecked(this.total[i]) / <f64>v : -1.0;
  }
}
