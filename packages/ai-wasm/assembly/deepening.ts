/**
 * The iterative-deepening driver shared by the depth-first searches (`AlphaBeta`, `Expectimax`):
 * depth 1, 2, … each searched in full from the root (Slate & Atkin 1977, "CHESS 4.5"), the root
 * actions re-sorted best first after each completed depth so the next one tries the best first,
 * and the search stopped once a depth reaches no horizon leaf (solved) or the deepest ply.
 *
 * Both searches are explicit-stack state machines (so `run(work)` can stop after any node and
 * resume there, and a node budget gives the same answer whatever the slicing); this class holds
 * the state they share (the root actions and their statistics, the per-ply depth, count, index
 * and horizon frames, the machine's mode and ply) and `runDeepening` is the one loop that steps
 * the machine: enter a node, hand a finished child back to its parent, or close a depth at the
 * root. The searches extend the class and pass themselves to `runDeepening<S>`, which the
 * compiler monomorphizes per search, so the loop makes direct calls (no virtual dispatch).
 */
import { Rng } from './rng';
import { sortRootsBestFirst } from './root-moves';

/** The machine's modes: enter the node at `ply`, return a value to its parent, stopped. */
export const ENTER: i32 = 0;
export const RETURN: i32 = 1;
export const DONE: i32 = 2;

export class Deepening<K> {
  /** Nodes visited since `begin`. */
  nodes: i64 = 0;
  /** Deepest fully searched depth. */
  completedDepth: i32 = 0;

  protected readonly rng: Rng = new Rng(0);
  // Frames of the explicit stack, one per ply.
  protected readonly fDepth: StaticArray<i32>;
  protected readonly fCount: StaticArray<i32>;
  protected readonly fIdx: StaticArray<i32>;
  protected readonly fHorizon: StaticArray<i32>;
  // Root actions, reordered best first after each completed depth.
  protected readonly rootMoves: StaticArray<i32>;
  protected readonly rootVal: StaticArray<f64>;
  protected readonly rootSeen: StaticArray<i32>;
  protected readonly rootNodes: StaticArray<i64>;
  protected readonly resVal: StaticArray<f64>;
  protected rootCount: i32 = 0;
  protected rootStart: i64 = 0;
  protected resValid: bool = false;
  /** The last completed depth reached no horizon leaf: its values are exact. */
  protected resSolved: bool = false;
  /** The machine's mode, ply and the value (and horizon flag) a finished node returns. */
  mode: i32 = DONE;
  ply: i32 = 0;
  protected iterDepth: i32 = 0;
  protected retVal: f64 = 0;
  protected retHorizon: bool = false;

  /**
   * @param kernel     the game kernel (its push/pop stack must hold `maxPly` states)
   * @param maxPly     deepest ply (iterative deepening stops there)
   * @param maxActions most legal actions at any state
   */
  constructor(
    readonly kernel: K,
    readonly maxPly: i32,
    readonly maxActions: i32,
  ) {
    this.fDepth = new StaticArray<i32>(maxPly);
    this.fCount = new StaticArray<i32>(maxPly);
    this.fIdx = new StaticArray<i32>(maxPly);
    this.fHorizon = new StaticArray<i32>(maxPly);
    this.rootMoves = new StaticArray<i32>(maxActions);
    this.rootVal = new StaticArray<f64>(maxActions);
    this.rootSeen = new StaticArray<i32>(maxActions);
    this.rootNodes = new StaticArray<i64>(maxActions);
    this.resVal = new StaticArray<f64>(maxActions);
  }

  /**
   * The shared start of a search from the loaded observation (determinized once: nothing hidden
   * matters to these searches): counters reset and the root's legal actions listed. Returns the
   * seat to move, or -1 when there is nothing to search (terminal, chance, or no action); the
   * search then sets up its own root state and calls `startDepth`.
   */
  protected beginRoot(seed: u32): i32 {
    const k = this.kernel;
    this.rng.seed(seed);
    k.determinize(this.rng);
    this.nodes = 0;
    this.completedDepth = 0;
    this.resValid = false;
    this.resSolved = false;
    this.rootCount = 0;
    this.mode = DONE;
    const cp = k.currentPlayer();
    if (cp < 0) return -1;
    const n = k.legalActions(this.rootMoves);
    for (let i = 0; i < n; i++) {
      unchecked((this.rootNodes[i] = 0));
      unchecked((this.rootVal[i] = 0));
      unchecked((this.resVal[i] = 0));
    }
    this.rootCount = n;
    if (n === 0) return -1;
    this.iterDepth = 1;
    return cp;
  }

  /** Starts the depth `iterDepth` at the root. */
  protected startDepth(): void {
    this.ply = 0;
    unchecked((this.fDepth[0] = this.iterDepth));
    for (let i = 0; i < this.rootCount; i++) unchecked((this.rootSeen[i] = 0));
    this.mode = ENTER;
  }

  /**
   * Closes the depth just completed: its values become the result, the root actions are sorted
   * best first. Returns true when a deeper depth should follow (`iterDepth` is then one more;
   * the search calls `startDepth`), false when the search is over (solved or at `maxPly`).
   */
  protected closeDepth(): bool {
    this.completedDepth = this.iterDepth;
    const n = this.rootCount;
    for (let i = 0; i < n; i++) unchecked((this.resVal[i] = this.rootVal[i]));
    this.resValid = true;
    sortRootsBestFirst(this.rootMoves, this.resVal, this.rootNodes, n);
    const solved = unchecked(this.fHorizon[0]) === 0;
    this.resSolved = solved;
    if (solved || this.iterDepth >= this.maxPly - 1) {
      this.mode = DONE;
      return false;
    }
    this.iterDepth++;
    return true;
  }

  /** Records root action `i`'s value `v` (searched at the current depth) and its nodes. */
  protected rootSearched(i: i32, v: f64): void {
    unchecked((this.rootVal[i] = v));
    unchecked((this.rootSeen[i] = 1));
    unchecked((this.rootNodes[i] += this.nodes - this.rootStart));
  }

  /** True when a depth cut short still counts: its first action (the last best) is searched. */
  protected partialDepth(n: i32): bool {
    return this.mode !== DONE && n > 0 && unchecked(this.rootSeen[0]) !== 0;
  }
}

/**
 * Steps search `s` through up to `work` nodes; returns how many (0 once the search is over).
 * `S` is the concrete search: `enter()` searches the node at `ply` (or ends it as a leaf),
 * `resume()` takes a child's value at `ply`, `depthDone()` closes a depth at the root.
 */
export function runDeepening<S>(s: S, work: i32): i32 {
  let done = 0;
  while (s.mode !== DONE) {
    if (s.mode === ENTER) {
      if (done >= work) break;
      done++;
      s.nodes++;
      s.enter();
    } else if (s.ply === 0) {
      s.depthDone();
    } else {
      s.kernel.pop();
      s.ply--;
      s.resume();
    }
  }
  return done;
}
