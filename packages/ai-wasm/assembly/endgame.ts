/**
 * Exact endgames of a solitaire over a hidden shuffled deck: the win probability of best play
 * from the loaded observation, proven by enumerating every arrangement of what the player
 * cannot see, with the move that achieves it.
 *
 * Method: expectimax over the player's information sets (Michie 1966, "Game-playing and
 * game-learning automata"), the hidden cards dealt as chance nodes one at a time as they are
 * drawn, pruned with alpha-beta at the decisions (Knuth & Moore 1975) and Ballard's Star1 at the
 * draws (Ballard 1983, "The *-minimax search procedure for trees containing chance nodes"); the
 * proven values are backed up to the root as in MCTS-Solver (Winands, Björnsson & Saito 2008,
 * "Monte-Carlo Tree Search Solver"), where a proven win cuts its siblings off. A shuffled deck
 * whose top `h` cards are hidden deals each of them next with probability 1/h, whatever the
 * player has seen, so a draw is a chance node over the hidden cards (equal cards merged, weighed
 * by their count) and every decision below it sees exactly what the player would: the search
 * never reads the order of the sampled world it starts from, so its answer is the same for every
 * world of the observation (the hint never peeks).
 *
 * The kernel opts in with three hooks (found at compile time with `isDefined`):
 * `hiddenCount()` (cards of the working state's deck in unknown order, drawn before any known
 * card), `hiddenCard(i)` (the i-th one's code) and `revealNext(i)` (make the i-th the next drawn).
 * A draw is seen as the hidden count falling across `apply`. A kernel whose hidden pieces are not
 * dealt uniformly (a stack with its forts shuffled into the bottom part) gives `hiddenCount` alone:
 * a line that draws then gives up. A kernel with dice gives the chance hooks of expectimax
 * (`chanceCount`, `chanceOutcome`, `chanceWeight`): a chance node is then averaged over its
 * outcomes with Star1 like a draw (the dice read nothing hidden). An action that draws two hidden
 * cards at once, a chance node without those hooks, another seat to move, or a line deeper than
 * the kernel's push stack gives up (not solved). So does a search past its node budget: the
 * answer is exact or absent, never a guess. Recursive over the kernel's push/pop stack; no
 * allocation.
 */
import { CHANCE, TERMINAL } from './constants';

const LO: f64 = 0;
const HI: f64 = 1;
/**
 * A chance node's mean over all its outcomes: exactly `HI` when every outcome is a sure win
 * (`lows` = 0: six sixths of 1 add up to 0.9999999999999999 in floating point), else `sum`.
 */
/** The weight left before a chance node's last outcome (its smallest weight is 1/78). */
const LAST: f64 = 1e-9;

function mean(sum: f64, lows: i32): f64 {
  return lows === 0 ? HI : sum;
}

export class EndgameSolver<K> {
  /** Each ply's legal actions, `maxActions` words a ply (the root's at 0). */
  private readonly legal: StaticArray<i32>;
  private readonly scratch: StaticArray<i32>;
  private nodes: i32 = 0;
  private limit: i32 = 0;
  private aborted: bool = false;
  private ply: i32 = 0;
  private seat: i32 = 0;
  /** The proven value of `bestAction` after a solved `solve` (the win probability). */
  value: f64 = 0;
  /** Nodes the last `solve` visited. */
  visited: i32 = 0;

  /**
   * @param kernel     the game kernel (its push/pop stack must hold `maxPly` states)
   * @param maxPly     deepest line (plies) before giving up
   * @param maxActions most legal actions at any state
   */
  constructor(
    private readonly kernel: K,
    private readonly maxPly: i32,
    private readonly maxActions: i32,
  ) {
    this.legal = new StaticArray<i32>(maxPly * maxActions);
    this.scratch = new StaticArray<i32>(maxActions);
  }

  /**
   * Solves the working state (a world of the loaded observation, the seat to move) within
   * `maxNodes` nodes. Returns the best action (`preferred` when it is as good as any: searched
   * first, replaced only by a strictly better one), or −1 when not solved; `value` is its
   * proven win probability.
   */
  solve(maxNodes: i32, preferred: i32): i32 {
    const k = this.kernel;
    this.nodes = 0;
    this.limit = maxNodes;
    this.aborted = false;
    this.ply = 1;
    const seat = k.currentPlayer();
    if (seat < 0) return -1;
    this.seat = seat;
    const n = k.legalActions(this.legal);
    if (n <= 0) return -1;
    let best = -1;
    let bestValue: f64 = -1;
    let first = -1;
    for (let i = 0; i < n; i++) if (unchecked(this.legal[i]) === preferred) first = i;
    for (let j = -1; j < n; j++) {
      const i = j < 0 ? first : j;
      if (i < 0 || (j >= 0 && j === first)) continue;
      const a = unchecked(this.legal[i]);
      const v = this.actionValue(a, bestValue, HI);
      if (this.aborted) break;
      if (v > bestValue) {
        bestValue = v;
        best = a;
        if (bestValue >= HI) break;
      }
    }
    this.visited = this.nodes;
    if (this.aborted) return -1;
    this.value = bestValue;
    return best;
  }

  /** The value of the decision at the working state, fail-soft within (alpha, beta). */
  private decision(alpha: f64, beta: f64): f64 {
    const k = this.kernel;
    if (++this.nodes > this.limit) {
      this.aborted = true;
      return LO;
    }
    const cp = k.currentPlayer();
    if (cp === TERMINAL) return k.returns(this.seat);
    if (cp === CHANCE && isDefined(k.chanceCount) && this.ply < this.maxPly) {
      return this.chance(alpha, beta);
    }
    if (cp === CHANCE || cp !== this.seat || this.ply >= this.maxPly) {
      this.aborted = true;
      return LO;
    }
    const base = this.ply * this.maxActions;
    const n = k.legalActions(this.scratch);
    memory.copy(
      changetype<usize>(this.legal) + ((<usize>base) << 2),
      changetype<usize>(this.scratch),
      (<usize>n) << 2,
    );
    let best: f64 = LO;
    let a = alpha;
    this.ply++;
    for (let i = 0; i < n; i++) {
      const v = this.actionValue(unchecked(this.legal[base + i]), a, beta);
      if (this.aborted) break;
      if (v > best) {
        best = v;
        if (best >= beta) break;
        if (best > a) a = best;
      }
    }
    this.ply--;
    return best;
  }

  /**
   * The value of the chance node at the working state (dice), fail-soft within (alpha, beta):
   * Star1 over the kernel's outcomes, each weighed by its probability.
   */
  private chance(alpha: f64, beta: f64): f64 {
    const k = this.kernel;
    if (!isDefined(k.chanceCount)) {
      this.aborted = true;
      return LO;
    } else {
      const n = k.chanceCount();
      let sum: f64 = 0;
      let rest: f64 = 1;
      let value: f64 = -1;
      let lows = 0;
      this.ply++;
      for (let i = 0; i < n && value < 0; i++) {
        const p = k.chanceWeight(i);
        if (p <= 0) continue;
        rest -= p;
        const lo = (alpha - sum - rest * HI) / p;
        const hi = (beta - sum - rest * LO) / p;
        if (lo >= HI)
          value = sum + p * HI + rest * HI; // cannot reach alpha: an upper bound
        else if (hi <= LO)
          value = sum; // already at beta: a lower bound
        else {
          k.push();
          k.apply(k.chanceOutcome(i));
          const v = this.decision(lo > LO ? lo : LO, hi < HI ? hi : HI);
          k.pop();
          if (this.aborted) value = LO;
          else {
            sum += p * v;
            if (v < HI) lows++;
            // After the last outcome the sum is the node's value, or its bound when the last
            // outcome's was (`mean` below keeps a sure win exact).
            if (rest >= LAST) {
              if (v <= lo) value = sum + rest * HI;
              else if (v >= hi) value = sum;
            }
          }
        }
      }
      this.ply--;
      return value < 0 ? mean(sum, lows) : value;
    }
  }

  /**
   * The value of playing `action` at the working state, fail-soft within (alpha, beta): the
   * draw it makes, if any, is a chance node over the hidden cards.
   */
  private actionValue(action: i32, alpha: f64, beta: f64): f64 {
    const k = this.kernel;
    const h = k.hiddenCount();
    k.push();
    k.apply(action);
    const drawn = h - k.hiddenCount();
    if (drawn === 0 || k.currentPlayer() === TERMINAL) {
      const v = this.decision(alpha, beta);
      k.pop();
      return v;
    }
    k.pop();
    if (drawn === 1) return this.draw(action, h, alpha, beta);
    this.aborted = true; // two cards at once
    return LO;
  }

  /**
   * `actionValue` of an `action` that draws one of the `h` hidden cards: a chance node (not
   * solved for a kernel whose hidden pieces are not dealt uniformly: no `revealNext`).
   */
  private draw(action: i32, h: i32, alpha: f64, beta: f64): f64 {
    const k = this.kernel;
    if (!isDefined(k.revealNext)) {
      this.aborted = true;
      return LO;
    } else {
      // Star1: `sum` is the weight-times-value of the cards dealt so far, `rest` the weight left.
      let sum: f64 = 0;
      let rest: f64 = 1;
      let lows = 0;
      const w: f64 = 1.0 / <f64>h;
      for (let i = 0; i < h; i++) {
        const card = k.hiddenCard(i);
        let seen = false;
        for (let j = 0; j < i && !seen; j++) seen = k.hiddenCard(j) === card;
        if (seen) continue;
        let count = 1;
        for (let j = i + 1; j < h; j++) if (k.hiddenCard(j) === card) count++;
        const p = w * <f64>count;
        rest -= p;
        const lo = (alpha - sum - rest * HI) / p;
        const hi = (beta - sum - rest * LO) / p;
        if (lo >= HI) return sum + p * HI + rest * HI; // cannot reach alpha: an upper bound
        if (hi <= LO) return sum; // already at beta: a lower bound
        k.push();
        k.revealNext(i);
        k.apply(action);
        const v = this.decision(lo > LO ? lo : LO, hi < HI ? hi : HI);
        k.pop();
        if (this.aborted) return LO;
        sum += p * v;
        if (v < HI) lows++;
        if (rest < LAST) break; // the last card: its bound is the node's (`mean` below)
        if (v <= lo) return sum + rest * HI;
        if (v >= hi) return sum;
      }
      return mean(sum, lows);
    }
  }
}
