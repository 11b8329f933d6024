/**
 * The AssemblyScript side of the matrix-arcade engine: the seeded generator, the generic searches
 * and the helper that exports a game's wasm ABI (docs/engine.md §1–2). A game kernel imports
 * `@matrix-arcade/ai-wasm/assembly`; the compiler monomorphizes the searches for its kernel
 * class, so hot loops make direct calls.
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
 * }
 * ```
 *
 * A game's `assembly/index.ts` then exports the ABI with one-liners over `SearchModule`:
 *
 * ```ts
 * import { SearchModule } from '@matrix-arcade/ai-wasm/assembly';
 * const m = new SearchModule<MyKernel>(new MyKernel(), 1 << 20, 18);
 * export function io(): usize { return m.ioPtr(); }
 * export function load(len: i32): void { m.load(len); }
 * export function searchBegin(algorithm: i32, seed: u32, exploration: f64, playoutDepth: i32): void {
 *   m.searchBegin(algorithm, seed, exploration, playoutDepth);
 * }
 * export function searchRun(work: i32): i32 { return m.searchRun(work); }
 * export function searchResult(): i32 { return m.searchResult(); }
 * export function kLoad(len: i32): void { m.load(len); }
 * export function kDeterminize(seed: u32): void { m.kDeterminize(seed); }
 * export function kCurrentPlayer(): i32 { return m.kCurrentPlayer(); }
 * export function kLegal(): i32 { return m.kLegal(); }
 * export function kApply(action: i32): i32 { return m.kApply(action); }
 * export function kReturns(seat: i32): f64 { return m.kReturns(seat); }
 * export function kState(): i32 { return m.kState(); }
 * ```
 */
export { Rng } from './rng';
export { Mcts } from './mcts';
export { AlphaBeta } from './alphabeta';
export { SearchModule } from './search-module';
export { ALGORITHM_ALPHABETA, ALGORITHM_MCTS, CHANCE, IO_WORDS, TERMINAL } from './constants';
