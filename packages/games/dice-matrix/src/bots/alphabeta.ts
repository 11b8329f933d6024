/**
 * An outside-style Dice Matrix player for measuring the wasm engine: iterative-deepening negamax
 * with alpha-beta pruning (Knuth & Moore 1975, "An analysis of alpha-beta pruning", Artificial
 * Intelligence 6), a transposition table keyed by the Zobrist hash of the position (Zobrist
 * 1970; `position.ts`) that also supplies the first move to try, moves otherwise ordered by
 * what they score now, and a time budget per move (iterative deepening as in Slate & Atkin 1977,
 * "CHESS 4.5"): each depth is searched in full, the last completed one gives the move, and a new
 * depth starts only while less than half the budget is spent. Leaves are valued by its own
 * evaluation (`evaluate.ts`), never the kernel's. Once the depth reaches the dice left, every
 * line ends the game, so the answer is exact: the endgame is solved, win first, then margin.
 */
import type { Bot } from '@matrix-arcade/core';
import type { DiceMatrixObservation } from '../index.js';
import { EVALS, type EvalWeights, evaluate } from './evaluate.js';
import { Position } from './position.js';

/** A proven win is worth this many points more than any margin. */
const WIN = 1000;
const INF = 1e9;
const MAX_PLY = 64;
const MAX_MOVES = 160;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

export interface AlphaBetaLimits {
  /** Milliseconds per move (default 100). */
  readonly budgetMs?: number;
  /** Deepest iteration (default: until exact or out of time). */
  readonly maxDepth?: number;
  /** Stop after this many nodes (for tests: reproducible whatever the machine's speed). */
  readonly maxNodes?: number;
}

export interface AlphaBetaResult {
  readonly action: number;
  /** Value for the side to move, in points (±1000 more for a proven win or loss). */
  readonly value: number;
  /** Deepest completed iteration. */
  readonly depth: number;
  readonly nodes: number;
  /** True when the search saw every line to the end of the game. */
  readonly exact: boolean;
}

export class AlphaBeta {
  private readonly mask: number;
  private readonly ttKey: Int32Array;
  private readonly ttValue: Float64Array;
  private readonly ttDepth: Int8Array;
  private readonly ttFlag: Uint8Array;
  private readonly ttMove: Int16Array;
  private readonly moves = Array.from({ length: MAX_PLY }, () => new Int32Array(MAX_MOVES));
  private readonly order = Array.from({ length: MAX_PLY }, () => new Float64Array(MAX_MOVES));
  private nodes = 0;
  private stopAt = 0;
  private maxNodes = Number.POSITIVE_INFINITY;
  private stopped = false;

  constructor(
    readonly weights: EvalWeights = EVALS.full!,
    ttBits = 20,
  ) {
    const size = 1 << ttBits;
    this.mask = size - 1;
    this.ttKey = new Int32Array(size);
    this.ttValue = new Float64Array(size);
    this.ttDepth = new Int8Array(size).fill(-1);
    this.ttFlag = new Uint8Array(size);
    this.ttMove = new Int16Array(size).fill(-1);
  }

  /** The best action for the side to move of `p` (which is left as it was given). */
  search(p: Position, limits: AlphaBetaLimits = {}): AlphaBetaResult {
    const start = performance.now();
    const budget = limits.budgetMs ?? 100;
    this.stopAt = start + budget;
    this.maxNodes = limits.maxNodes ?? Number.POSITIVE_INFINITY;
    this.nodes = 0;
    this.stopped = false;
    const fullDepth = p.left + (p.spare >= 0 ? 1 : 0);
    const maxDepth = Math.min(limits.maxDepth ?? MAX_PLY - 1, MAX_PLY - 1);
    const moves = this.moves[0]!;
    const n = p.actions(moves);
    let best = moves[0]!;
    let bestValue = 0;
    let depth = 0;
    for (let d = 1; d <= maxDepth; d++) {
      const r = this.root(p, d, n, best);
      if (this.stopped) break;
      best = r.action;
      bestValue = r.value;
      depth = d;
      if (d >= fullDepth || n === 1) break;
      if (performance.now() - start > budget / 2) break;
    }
    return { action: best, value: bestValue, depth, nodes: this.nodes, exact: depth >= fullDepth };
  }

  private root(p: Position, depth: number, n: number, first: number) {
    const moves = this.moves[0]!;
    const order = this.order[0]!;
    this.score(p, moves, order, n, first);
    let alpha = -INF;
    let best = moves[0]!;
    for (let i = 0; i < n; i++) {
      const a = this.pick(moves, order, i, n);
      p.make(a);
      const v = -this.negamax(p, depth - 1, -INF, -alpha, 1);
      p.unmake(a);
      if (this.stopped) break;
      if (v > alpha) {
        alpha = v;
        best = a;
      }
    }
    return { action: best, value: alpha };
  }

  private negamax(p: Position, depth: number, alpha: number, beta: number, ply: number): number {
    this.nodes++;
    if ((this.nodes & 255) === 0) {
      if (performance.now() > this.stopAt || this.nodes > this.maxNodes) this.stopped = true;
    }
    if (this.stopped) return 0;
    if (p.left === 0) {
      const me = p.toMove;
      const m = p.score(me) - p.score(1 - me) + (me === 0 ? p.base : -p.base);
      return m + (m > 0 ? WIN : m < 0 ? -WIN : 0);
    }
    const slot = p.hashLo & this.mask;
    let ttMove = -1;
    if (this.ttKey[slot] === p.hashHi && this.ttDepth[slot]! >= 0) {
      ttMove = this.ttMove[slot]!;
      if (this.ttDepth[slot]! >= depth) {
        const v = this.ttValue[slot]!;
        const f = this.ttFlag[slot];
        if (f === EXACT || (f === LOWER && v >= beta) || (f === UPPER && v <= alpha)) return v;
      }
    }
    if (depth <= 0 || ply >= MAX_PLY) return evaluate(p, this.weights);
    const moves = this.moves[ply]!;
    const order = this.order[ply]!;
    const n = p.actions(moves);
    this.score(p, moves, order, n, ttMove);
    const alpha0 = alpha;
    let best = -INF;
    let bestMove = moves[0]!;
    for (let i = 0; i < n; i++) {
      const a = this.pick(moves, order, i, n);
      p.make(a);
      const v = -this.negamax(p, depth - 1, -beta, -alpha, ply + 1);
      p.unmake(a);
      if (this.stopped) return 0;
      if (v > best) {
        best = v;
        bestMove = a;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
      }
    }
    this.ttKey[slot] = p.hashHi;
    this.ttValue[slot] = best;
    this.ttDepth[slot] = depth;
    this.ttFlag[slot] = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    this.ttMove[slot] = bestMove;
    return best;
  }

  /** Ordering keys: the table's move first, then what each action scores now. */
  private score(p: Position, moves: Int32Array, order: Float64Array, n: number, first: number) {
    const me = p.toMove;
    for (let i = 0; i < n; i++) {
      const a = moves[i]!;
      order[i] = a === first ? INF : p.actionGain(me, a);
    }
  }

  /** Selection sort, one step: moves the best remaining action to `i` and returns it. */
  private pick(moves: Int32Array, order: Float64Array, i: number, n: number): number {
    let k = i;
    for (let j = i + 1; j < n; j++) if (order[j]! > order[k]!) k = j;
    if (k !== i) {
      const m = moves[i]!;
      moves[i] = moves[k]!;
      moves[k] = m;
      const o = order[i]!;
      order[i] = order[k]!;
      order[k] = o;
    }
    return moves[i]!;
  }
}

/** The alpha-beta player as a bot (Dice Matrix only): one table per bot, kept between moves. */
export function alphaBetaBot(limits: AlphaBetaLimits, evalName = 'full', name = 'ab'): Bot {
  const weights = EVALS[evalName];
  if (!weights) throw new Error(`unknown evaluation ${evalName}`);
  const engine = new AlphaBeta(weights);
  return {
    name,
    chooseAction(_game, observation) {
      const o = observation as unknown as DiceMatrixObservation;
      return engine.search(Position.fromObservation(o), limits).action;
    },
  };
}
