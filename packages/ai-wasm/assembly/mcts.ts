/**
 * Monte Carlo tree search over information sets, generic over a game kernel `K` (the duck type in
 * `index.ts`). It is the same search as the TypeScript reference `mctsSearch` of
 * `@matrix-arcade/core`, step for step and draw for draw: UCT (Kocsis & Szepesvári 2006,
 * "Bandit based Monte-Carlo Planning", with UCB1 of Auer, Cesa-Bianchi & Fischer 2002) as
 * single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012, "Information Set
 * Monte Carlo Tree Search"). Each iteration determinizes (samples a world consistent with the
 * loaded observation), walks the tree choosing among the actions legal in that world with
 * availability counts in the UCB term, samples chance outcomes, expands one node, plays out at
 * random (or by the kernel's optional `playoutAction(legal, n, rng)` policy, which the TS
 * reference does not have) until the end or for `playoutDepth` steps after which the kernel's
 * estimate stands in
 * (Lorentz 2016, "Using evaluation functions in Monte-Carlo Tree Search"), and backs up to each
 * node the return of the seat that moved into it.
 *
 * Nodes live in a preallocated pool of parallel `StaticArray`s (first-child / next-sibling links,
 * siblings kept in ascending action order so one merge walk pairs them with the ascending legal
 * actions). When the pool is full the search stops expanding and keeps iterating: playouts start
 * from the deepest stored node, so statistics still improve and memory never grows. The tree is
 * kept across `run` slices and reset by `begin`.
 */
import { CHANCE, TERMINAL } from './constants';
import { Rng } from './rng';

const NONE: i32 = -1;

export class Mcts<K> {
  /** The seeded generator of the search (determinizations, chance, playouts). */
  readonly rng: Rng = new Rng(0);
  private readonly probe: Rng = new Rng(0);
  /** Iterations done since `begin`. */
  iterations: i32 = 0;

  private readonly firstChild: StaticArray<i32>;
  private readonly nextSibling: StaticArray<i32>;
  private readonly parent: StaticArray<i32>;
  private readonly action: StaticArray<i32>;
  private readonly mover: StaticArray<i32>;
  private readonly visits: StaticArray<i32>;
  private readonly avail: StaticArray<i32>;
  private readonly total: StaticArray<f64>;
  private used: i32 = 0;

  private readonly legal: StaticArray<i32>;
  private readonly childAt: StaticArray<i32>;
  private readonly ret: StaticArray<f64>;
  private readonly order: StaticArray<i32>;
  private exploration: f64 = 0.7;
  private playoutDepth: i32 = i32.MAX_VALUE;
  private seats: i32 = 1;

  /**
   * @param kernel     the game kernel the search plays on
   * @param maxNodes   node pool size (32 bytes a node); when full the tree stops growing
   * @param maxActions most legal actions at any state
   * @param maxSeats   most seats in the game
   */
  constructor(
    readonly kernel: K,
    readonly maxNodes: i32 = 1 << 20,
    readonly maxActions: i32 = 256,
    readonly maxSeats: i32 = 8,
  ) {
    assert(maxNodes >= 1, 'Mcts: maxNodes must be at least 1');
    this.firstChild = new StaticArray<i32>(maxNodes);
    this.nextSibling = new StaticArray<i32>(maxNodes);
    this.parent = new StaticArray<i32>(maxNodes);
    this.action = new StaticArray<i32>(maxNodes);
    this.mover = new StaticArray<i32>(maxNodes);
    this.visits = new StaticArray<i32>(maxNodes);
    this.avail = new StaticArray<i32>(maxNodes);
    this.total = new StaticArray<f64>(maxNodes);
    this.legal = new StaticArray<i32>(maxActions);
    this.childAt = new StaticArray<i32>(maxActions);
    this.ret = new StaticArray<f64>(maxSeats);
    this.order = new StaticArray<i32>(maxActions);
  }

  /** Starts a new search from the kernel's loaded observation (`playoutDepth` < 0: no cutoff). */
  begin(seed: u32, exploration: f64, playoutDepth: i32): void {
    this.rng.seed(seed);
    this.exploration = exploration;
    this.playoutDepth = playoutDepth < 0 ? i32.MAX_VALUE : playoutDepth;
    this.seats = this.kernel.numSeats();
    assert(this.seats <= this.maxSeats, 'Mcts: more seats than maxSeats');
    this.iterations = 0;
    this.used = 1;
    this.initNode(0, NONE, NONE, NONE);
  }

  /** Nodes of the pool in use (the root included). */
  nodesUsed(): i32 {
    return this.used;
  }

  /** Runs up to `work` iterations and returns how many ran (0 when the root has no move). */
  run(work: i32): i32 {
    if (!this.rootHasMoves()) return 0;
    for (let i = 0; i < work; i++) this.iterate();
    this.iterations += work;
    return work;
  }

  /**
   * Writes the root statistics to `out` as `count`, then per root action `action, visits,
   * value×1e6`, most visited first (ties: higher value, then first expanded). Returns the count.
   */
  result(out: StaticArray<i32>): i32 {
    const cap = min((out.length - 1) / 3, this.maxActions);
    let n = 0;
    for (let ch = unchecked(this.firstChild[0]); ch !== NONE && n < cap; ) {
      unchecked((this.order[n++] = ch));
      ch = unchecked(this.nextSibling[ch]);
    }
    // Insertion sort by (visits desc, value desc, node index asc): the reference's stable order.
    for (let i = 1; i < n; i++) {
      const x = unchecked(this.order[i]);
      let j = i - 1;
      while (j >= 0 && this.before(x, unchecked(this.order[j]))) {
        unchecked((this.order[j + 1] = this.order[j]));
        j--;
      }
      unchecked((this.order[j + 1] = x));
    }
    unchecked((out[0] = n));
    for (let i = 0; i < n; i++) {
      const ch = unchecked(this.order[i]);
      unchecked((out[1 + 3 * i] = this.action[ch]));
      unchecked((out[2 + 3 * i] = this.visits[ch]));
      unchecked((out[3 + 3 * i] = <i32>Math.round(this.meanOf(ch) * 1e6)));
    }
    return n;
  }

  private before(x: i32, y: i32): bool {
    const vx = unchecked(this.visits[x]);
    const vy = unchecked(this.visits[y]);
    if (vx !== vy) return vx > vy;
    const mx = this.meanOf(x);
    const my = this.meanOf(y);
    if (mx !== my) return mx > my;
    return x < y;
  }

  @inline private meanOf(n: i32): f64 {
    const v = unchecked(this.visits[n]);
    return v > 0 ? unchecked(this.total[n]) / <f64>v : 0.0;
  }

  private rootHasMoves(): bool {
    if (unchecked(this.firstChild[0]) !== NONE) return true;
    // Nothing expanded yet: look at one determinization (consumes no search randomness).
    const k = this.kernel;
    this.probe.seed(0);
    k.determinize(this.probe);
    return k.currentPlayer() !== TERMINAL;
  }

  @inline private initNode(n: i32, parent: i32, action: i32, mover: i32): void {
    unchecked((this.firstChild[n] = NONE));
    unchecked((this.nextSibling[n] = NONE));
    unchecked((this.parent[n] = parent));
    unchecked((this.action[n] = action));
    unchecked((this.mover[n] = mover));
    unchecked((this.visits[n] = 0));
    unchecked((this.avail[n] = 0));
    unchecked((this.total[n] = 0.0));
  }

  private iterate(): void {
    const k = this.kernel;
    const rng = this.rng;
    const legal = this.legal;
    const childAt = this.childAt;
    k.determinize(rng);
    let node: i32 = 0;

    // Selection and expansion.
    for (;;) {
      const p = k.currentPlayer();
      if (p === TERMINAL) break;
      if (p === CHANCE) {
        k.apply(k.sampleChance(rng));
        continue;
      }
      const n = k.legalActions(legal);
      sortAscending(legal, n);
      let untried = 0;
      let ch = unchecked(this.firstChild[node]);
      for (let i = 0; i < n; i++) {
        const a = unchecked(legal[i]);
        while (ch !== NONE && unchecked(this.action[ch]) < a) ch = unchecked(this.nextSibling[ch]);
        if (ch !== NONE && unchecked(this.action[ch]) === a) {
          unchecked(this.avail[ch]++);
          unchecked((childAt[i] = ch));
        } else {
          unchecked((childAt[i] = NONE));
          untried++;
        }
      }
      if (untried > 0) {
        let left = <i32>rng.int(<u32>untried);
        let pick = 0;
        for (let i = 0; i < n; i++) {
          if (unchecked(childAt[i]) === NONE && left-- === 0) {
            pick = unchecked(legal[i]);
            break;
          }
        }
        if (this.used < this.maxNodes) node = this.expand(node, pick, p);
        k.apply(pick);
        break;
      }
      const c = this.exploration;
      let best = 0;
      let bestScore = -Infinity;
      for (let i = 0; i < n; i++) {
        const x = unchecked(childAt[i]);
        const v = <f64>unchecked(this.visits[x]);
        const score =
          unchecked(this.total[x]) / v + c * Math.sqrt(Math.log(<f64>unchecked(this.avail[x])) / v);
        if (score > bestScore) {
          bestScore = score;
          best = i;
        }
      }
      k.apply(unchecked(legal[best]));
      node = unchecked(childAt[best]);
    }

    // Random playout, cut short by the kernel's estimate after `playoutDepth` steps.
    const ret = this.ret;
    const seats = this.seats;
    for (let step = 0; ; step++) {
      const p = k.currentPlayer();
      if (p === TERMINAL) {
        for (let s = 0; s < seats; s++) unchecked((ret[s] = k.returns(s)));
        break;
      }
      if (step >= this.playoutDepth) {
        for (let s = 0; s < seats; s++) unchecked((ret[s] = k.estimate(s)));
        break;
      }
      if (p === CHANCE) {
        k.apply(k.sampleChance(rng));
      } else {
        const n = k.legalActions(legal);
        // A kernel may guide its playouts with a policy of its own (an optional method, found
        // at compile time): Gelly, Wang, Munos & Teytaud 2006, "Modification of UCT with
        // Patterns in Monte-Carlo Go"; Browne et al. 2012, "A Survey of MCTS Methods", §6.1.
        if (isDefined(k.playoutAction)) k.apply(k.playoutAction(legal, n, rng));
        else k.apply(unchecked(legal[<i32>rng.int(<u32>n)]));
      }
    }

    // Backpropagation: each node keeps the return of the seat that moved into it.
    for (let x = node; x !== NONE; x = unchecked(this.parent[x])) {
      unchecked(this.visits[x]++);
      const m = unchecked(this.mover[x]);
      if (m >= 0) unchecked((this.total[x] += ret[m]));
    }
  }

  /** Adds a child for `action` under `node`, keeping siblings in ascending action order. */
  private expand(node: i32, action: i32, mover: i32): i32 {
    const child = this.used++;
    this.initNode(child, node, action, mover);
    unchecked((this.avail[child] = 1));
    let prev = NONE;
    let ch = unchecked(this.firstChild[node]);
    while (ch !== NONE && unchecked(this.action[ch]) < action) {
      prev = ch;
      ch = unchecked(this.nextSibling[ch]);
    }
    unchecked((this.nextSibling[child] = ch));
    if (prev === NONE) unchecked((this.firstChild[node] = child));
    else unchecked((this.nextSibling[prev] = child));
    return child;
  }
}

/** Insertion sort of the first `n` items (kernels already write them ascending: one pass). */
function sortAscending(xs: StaticArray<i32>, n: i32): void {
  for (let i = 1; i < n; i++) {
    const x = unchecked(xs[i]);
    let j = i - 1;
    if (unchecked(xs[j]) <= x) continue;
    while (j >= 0 && unchecked(xs[j]) > x) {
      unchecked((xs[j + 1] = xs[j]));
      j--;
    }
    unchecked((xs[j + 1] = x));
  }
}
