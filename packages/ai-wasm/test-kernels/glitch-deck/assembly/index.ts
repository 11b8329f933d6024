/** The Glitch Deck test module: the engine ABI (docs/engine.md §2) over `GlitchDeckKernel`. */
import { SearchModule } from '../../../assembly/index';
import { GlitchDeckKernel } from './kernel';

const m = new SearchModule<GlitchDeckKernel>(new GlitchDeckKernel(), 1 << 18, 10);

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
export function benchPlayouts(count: i32, seed: u32): i32 {
  return m.benchPlayouts(count, seed);
}
