/**
 * The MATR1X ØVERLØAD wasm module: the engine ABI of docs/engine.md §2 as one-liners over
 * `SearchModule<MatrixOverloadKernel>` (pools allocated once, at instantiation), plus hooks for
 * the parity tests (`kEstimate`, `kEvaluate`, `kHash`) and the speed measurements
 * (`benchPlayouts`).
 */
import { SearchModule } from '@matrix-arcade/ai-wasm/assembly';
import { MatrixOverloadKernel, STACK_DEPTH } from './kernel';

/**
 * MCTS pool of 2^20 nodes (32 MiB); a token transposition table (2^4 entries: this solitaire is
 * never searched with alpha-beta); at most 21 legal actions; one seat.
 */
const m = new SearchModule<MatrixOverloadKernel>(
  new MatrixOverloadKernel(),
  1 << 20,
  4,
  STACK_DEPTH,
  21,
  1,
);

export function io(): usize {
  return m.ioPtr();
}
export function load(len: i32): void {
  m.load(len);
}
export function searchBegin(algorithm: i32, seed: u32, exploration: f64, playoutDepth: i32): void {
  m.searchBegin(algorithm, seed, exploration, playoutDepth);
}
export function searchRun(work: i32): i32 {
  return m.searchRun(work);
}
export function searchResult(): i32 {
  return m.searchResult();
}
export function kLoad(len: i32): void {
  m.load(len);
}
export function kDeterminize(seed: u32): void {
  m.kDeterminize(seed);
}
export function kCurrentPlayer(): i32 {
  return m.kCurrentPlayer();
}
export function kLegal(): i32 {
  return m.kLegal();
}
export function kApply(action: i32): i32 {
  return m.kApply(action);
}
export function kReturns(seat: i32): f64 {
  return m.kReturns(seat);
}
export function kState(): i32 {
  return m.kState();
}
export function kEstimate(seat: i32): f64 {
  return m.kernel.estimate(seat);
}
export function kEvaluate(seat: i32): f64 {
  return m.kernel.evaluate(seat);
}
/** The working state's Zobrist-style hash (a BigInt in JS). */
export function kHash(): u64 {
  return m.kernel.hash();
}

/** `count` random runs to the end from the loaded observation; returns the actions played. */
export function benchPlayouts(count: i32, seed: u32): i32 {
  return m.benchPlayouts(count, seed);
}
