/**
 * The AssemblyScript side of the matrix-arcade engine: the seeded generator, the generic searches
 * and `SearchModule`, behind which every game's wasm ABI is generated (docs/engine.md §1–2). A
 * game kernel imports `@matrix-arcade/ai-wasm/assembly`; the compiler monomorphizes the searches
 * for its kernel class, so hot loops make direct calls.
 *
 * The kernel duck type (checked by the compiler where a search is instantiated):
 *
 * ```ts
 * class MyKernel {
 *   load(io: StaticArray<i32>, len: i32): void;     // the observation as the information set
 *   determinize(rng: Rng): void;                     // working state := a world consistent with it
 *   currentPlayer(): i32;                            // seat, CHANCE (-1) or TERMINAL (-2)
 *   legalActions(out: StaticArray<i32>): i32;        // ascending, same integers as the TS rules
 *   sampleChance(rng: Rng): i32;                     // at CHANCE: one outcome from its distribution
 *   apply(action: i32): void;                        // in place, no allocation
 *   isLegal(action: i32): bool;
 *   returns(seat: i32): f64;                         // at TERMINAL, in [0, 1]
 *   estimate(seat: i32): f64;                        // TS estimateReturns(state)[seat], or 0.5
 *   evaluate(seat: i32): f64;                        // alpha-beta leaf heuristic, |v| < 1e8
 *   hash(): u64;                                     // Zobrist hash of the working state
 *   push(): void;                                    // save the working state (stack ≥ maxPly deep)
 *   pop(): void;                                     // restore the last saved state
 *   numSeats(): i32;
 *   writeState(io: StaticArray<i32>): i32;           // packed exactly like the TS packState
 *   // optional: the MCTS playout policy (default: uniformly random), one of legal[0..n)
 *   playoutAction?(legal: StaticArray<i32>, n: i32, rng: Rng): i32;
 *   // optional: chance outcomes enumerated with their probabilities (summing to 1) at CHANCE;
 *   // with them, searchBegin's alpha-beta is expectimax (expectimax.ts)
 *   chanceCount?(): i32;
 *   chanceOutcome?(i: i32): i32;
 *   chanceWeight?(i: i32): f64;
 * }
 * ```
 *
 * A game's `assembly/index.ts` then names its kernel and pool sizes, plus any extra exports of
 * its own, and `matrix-arcade-build-kernel` (scripts/build-kernel.mjs) compiles it behind a
 * generated entry that exports the whole ABI (`io`, `load`, `searchBegin`, `depthFirst`, `searchRun`,
 * `searchResult`, `kLoad` … `kHash`, `benchPlayouts`) as one-line calls to `engine`:
 *
 * ```ts
 * import { SearchModule } from '@matrix-arcade/ai-wasm/assembly';
 * export const engine = new SearchModule<MyKernel>(new MyKernel(), 1 << 20, 18);
 * ```
 */
export { Rng } from './rng';
export { Mcts } from './mcts';
export { AlphaBeta } from './alphabeta';
export { Expectimax } from './expectimax';
export { Rollout } from './rollout';
export { ALGORITHM_ROLLOUT, RolloutSearchModule } from './rollout-module';
export { SearchModule } from './search-module';
export {
  ALGORITHM_ALPHABETA,
  ALGORITHM_EXPECTIMAX,
  ALGORITHM_MCTS,
  CHANCE,
  IO_WORDS,
  TERMINAL,
} from './constants';
