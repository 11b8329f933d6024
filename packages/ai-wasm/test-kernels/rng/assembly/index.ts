/** A probe of `Rng` for the stream-equality test against the core's `createRng`. */
import { Rng } from '../../../assembly/index';

const rng = new Rng(0);
const items = new StaticArray<i32>(64);

export function seed(s: u32): void {
  rng.seed(s);
}
export function nextU32(): u32 {
  return rng.nextU32();
}
export function int(n: u32): u32 {
  return rng.int(n);
}
export function float(): f64 {
  return rng.float();
}
/** Shuffles 0..len-1 and returns the address of the items. */
export function shuffleRange(len: i32): usize {
  for (let i = 0; i < len; i++) items[i] = i;
  rng.shuffle(items, len);
  return changetype<usize>(items);
}
export function stateWord(i: i32): u32 {
  return rng.stateWord(i);
}
