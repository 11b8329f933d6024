/**
 * The wasm ABI of a game module (docs/engine.md §2) as one generic class: it owns the I/O
 * buffer, the kernel, an MCTS and an alpha-beta search over it, and a generator for the raw
 * kernel calls of the parity tests. A game's `assembly/index.ts` creates one `SearchModule` at
 * the top level, `export const engine = new SearchModule<MyKernel>(...)` (so every buffer is
 * allocated when the module is instantiated, never after), and `matrix-arcade-build-kernel`
 * (scripts/build-kernel.mjs) compiles it behind a generated entry that exports each ABI function
 * as a one-line call to `engine`.
 */
import { AlphaBeta } from './alphabeta';
import {
  ALGORITHM_ALPHABETA,
  ALGORITHM_EXPECTIMAX,
  ALGORITHM_MCTS,
  CHANCE,
  IO_WORDS,
  TERMINAL,
} from './constants';
import { EndgameSolver } from './endgame';
import { Expectimax } from './expectimax';
import { Mcts } from './mcts';
import { Rng } from './rng';

export class SearchModule<K> {
  /** The shared I/O buffer (`IO_WORDS` words). */
  readonly io: StaticArray<i32> = new StaticArray<i32>(IO_WORDS);
  readonly mcts: Mcts<K>;
  readonly alphaBeta: AlphaBeta<K>;
  /** Expectimax, for a kernel with the chance hooks (`chanceCount` …); null otherwise. */
  readonly expectimax: Expectimax<K> | null;
  /** The exact endgame solver, for a kernel with the hidden-deck hooks (`hiddenCount` …). */
  readonly endgame: EndgameSolver<K> | null;
  private readonly rng: Rng = new Rng(0);
  private algorithm: i32 = 0;

  /**
   * @param kernel     the game kernel
   * @param maxNodes   MCTS node pool (32 bytes a node; 1 << 20 = 32 MiB)
   * @param ttBits     alpha-beta transposition table of 2^ttBits entries (24 bytes each; 0 for a
   *                   game that never uses alpha-beta)
   * @param maxPly     alpha-beta's deepest ply (the kernel's push stack must hold this many)
   * @param maxActions most legal actions at any state
   * @param maxSeats   most seats
   */
  constructor(
    readonly kernel: K,
    maxNodes: i32 = 1 << 20,
    ttBits: i32 = 18,
    maxPly: i32 = 64,
    maxActions: i32 = 256,
    maxSeats: i32 = 8,
  ) {
    this.mcts = new Mcts<K>(kernel, maxNodes, maxActions, maxSeats);
    this.alphaBeta = new AlphaBeta<K>(kernel, ttBits, maxPly, maxActions);
    if (isDefined(kernel.chanceCount)) {
      this.expectimax = new Expectimax<K>(kernel, maxPly, maxActions);
    } else {
      this.expectimax = null;
    }
    if (isDefined(kernel.hiddenCount)) {
      this.endgame = new EndgameSolver<K>(kernel, maxPly, maxActions);
    } else {
      this.endgame = null;
    }
  }

  /** `io()`: the address of the I/O buffer. */
  ioPtr(): usize {
    return changetype<usize>(this.io);
  }

  /** `load(len)` / `kLoad(len)`: the observation in the first `len` words of the buffer. */
  load(len: i32): void {
    assert(len >= 0 && len <= IO_WORDS, 'load: bad length');
    this.kernel.load(this.io, len);
  }

  /**
   * `depthFirst()`: the code of this kernel's depth-first search: `ALGORITHM_EXPECTIMAX` for a
   * kernel with the chance hooks (chance nodes averaged instead of cut off), else
   * `ALGORITHM_ALPHABETA`. The host reads it to name the search that runs.
   */
  depthFirst(): i32 {
    return isDefined(this.kernel.chanceCount) ? ALGORITHM_EXPECTIMAX : ALGORITHM_ALPHABETA;
  }

  /**
   * `searchBegin`: 0 = MCTS; 1 = the kernel's depth-first search (`depthFirst()`: alpha-beta,
   * or expectimax for a kernel with the chance hooks); 2 = expectimax, which a kernel without
   * the chance hooks refuses. `playoutDepth` < 0 plays out to the end.
   */
  searchBegin(algorithm: i32, seed: u32, exploration: f64, playoutDepth: i32): void {
    assert(
      algorithm === ALGORITHM_MCTS ||
        algorithm === ALGORITHM_ALPHABETA ||
        algorithm === this.depthFirst(),
      'searchBegin: this kernel has no such search',
    );
    this.algorithm = algorithm === ALGORITHM_MCTS ? ALGORITHM_MCTS : this.depthFirst();
    if (this.algorithm === ALGORITHM_MCTS) this.mcts.begin(seed, exploration, playoutDepth);
    else if (this.algorithm === ALGORITHM_EXPECTIMAX) this.expectimax!.begin(seed);
    else this.alphaBeta.begin(seed);
  }

  /** `searchRun(work)`: iterations or nodes done (0: the search cannot go further). */
  searchRun(work: i32): i32 {
    if (this.algorithm === ALGORITHM_MCTS) return this.mcts.run(work);
    if (this.algorithm === ALGORITHM_EXPECTIMAX) return this.expectimax!.run(work);
    return this.alphaBeta.run(work);
  }

  /** `searchResult()`: root statistics into the buffer; returns the action count. */
  searchResult(): i32 {
    if (this.algorithm === ALGORITHM_MCTS) return this.mcts.result(this.io);
    if (this.algorithm === ALGORITHM_EXPECTIMAX) return this.expectimax!.result(this.io);
    return this.alphaBeta.result(this.io);
  }

  /**
   * `exactSolve(maxNodes, preferred)`: the loaded observation's endgame solved exactly
   * (endgame.ts) within `maxNodes` nodes: the best action (`preferred` when it is as good as any),
   * or −1 when not solved or the kernel has no hidden-deck hooks; then `exactValue()` is its
   * proven win probability. Overwrites the working state.
   */
  exactSolve(maxNodes: i32, preferred: i32): i32 {
    if (!isDefined(this.kernel.hiddenCount)) return -1;
    if (this.kernel.numSeats() !== 1) return -1;
    this.rng.seed(0);
    this.kernel.determinize(this.rng);
    return this.endgame!.solve(maxNodes, preferred);
  }

  /** `exactValue()`: the proven value of the last solved `exactSolve`. */
  exactValue(): f64 {
    return this.endgame === null ? -1 : this.endgame!.value;
  }

  /** `exactNodes()`: the nodes the last `exactSolve` visited. */
  exactNodes(): i32 {
    return this.endgame === null ? 0 : this.endgame!.visited;
  }

  /** `kDeterminize(seed)`: the working state := a world sampled with `createRng(seed)`. */
  kDeterminize(seed: u32): void {
    this.rng.seed(seed);
    this.kernel.determinize(this.rng);
  }

  kCurrentPlayer(): i32 {
    return this.kernel.currentPlayer();
  }

  /** `kLegal()`: the legal actions into the buffer; returns their count. */
  kLegal(): i32 {
    return this.kernel.legalActions(this.io);
  }

  /** `kApply(action)`: 0 when applied, 1 when illegal (the state is untouched). */
  kApply(action: i32): i32 {
    if (!this.kernel.isLegal(action)) return 1;
    this.kernel.apply(action);
    return 0;
  }

  kReturns(seat: i32): f64 {
    return this.kernel.returns(seat);
  }

  /** `kState()`: the packed working state into the buffer; returns its word count. */
  kState(): i32 {
    return this.kernel.writeState(this.io);
  }

  /** `kEstimate(seat)`: the kernel's estimate of the working state (TS `estimateReturns`). */
  kEstimate(seat: i32): f64 {
    return this.kernel.estimate(seat);
  }

  /** `kEvaluate(seat)`: the kernel's alpha-beta leaf heuristic of the working state. */
  kEvaluate(seat: i32): f64 {
    return this.kernel.evaluate(seat);
  }

  /** `kHash()`: the working state's hash (a BigInt in JS). */
  kHash(): u64 {
    return this.kernel.hash();
  }

  /**
   * `benchPlayouts(count, seed)`: `count` uniformly random playouts, each from a fresh
   * determinization of the loaded observation to the end; returns the number of moves played.
   * For benchmarks of the raw kernel speed (no search, no allocation).
   */
  benchPlayouts(count: i32, seed: u32): i32 {
    this.rng.seed(seed);
    let moves = 0;
    for (let i = 0; i < count; i++) {
      this.kernel.determinize(this.rng);
      for (;;) {
        const p = this.kernel.currentPlayer();
        if (p === TERMINAL) break;
        if (p === CHANCE) {
          this.kernel.apply(this.kernel.sampleChance(this.rng));
        } else {
          const n = this.kernel.legalActions(this.io);
          this.kernel.apply(unchecked(this.io[this.rng.int(<u32>n)]));
        }
        moves++;
      }
    }
    return moves;
  }
}
