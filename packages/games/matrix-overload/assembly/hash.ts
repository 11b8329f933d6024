/**
 * Zobrist-style hashing of MATR1X ØVERLØAD working states (Zobrist 1970): the XOR of one 64-bit
 * key per (card, place), a place being a depth in a matrix stack, a slot of the deck, the n-th
 * ICE card at a position, a royal's position (alive or dead), the hand or a set-aside slot, plus
 * keys for the idle count, the unknown count and the ending. Instead of a 54 × 500 table the key
 * of (card, place) is the splitmix64 finalizer of its index, which is as good a random key and
 * needs no memory. Only alpha-beta's transposition table asks for a hash (this solitaire is
 * searched with MCTS), so it is recomputed on demand rather than kept by `apply`.
 */
import {
  CELLS,
  K_BELOW,
  K_DEAD,
  K_DECK,
  K_ENDING,
  K_HAND,
  K_HEAD,
  K_HEIGHT,
  K_ICE_LEN,
  K_ICE_LOG,
  K_IDLE,
  K_RING,
  K_ROYALS,
  K_SA,
  K_SA_HEAD,
  K_SA_LEN,
  K_TOP,
  K_UNKNOWN,
  POSITIONS,
  RING_MASK,
} from '../src/engine/layout';

// Places: stacks 0..575 (cell × 64 + depth), deck 576..639, ICE 640..1071 (position × 36 + n),
// royals 1072..1095 (position × 2 + dead), hand 1096, set-aside 1097..1108, counters above.
const STACK: u32 = 0;
const DECK: u32 = 576;
const ICE: u32 = 640;
const ROYAL: u32 = 1072;
const HAND: u32 = 1096;
const SET_ASIDE: u32 = 1097;
const COUNTERS: u32 = 1120;

/** The key of `card` (or a counter's value) at `place`: splitmix64 of the pair. */
function key(card: i32, place: u32): u64 {
  let z: u64 = ((<u64>place) << 32) ^ <u64>(<u32>card) ^ 0x9e3779b97f4a7c15;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

/** The hash of the working state `s`; `counts` is scratch for 12 words. */
export function stateHash(s: StaticArray<i32>, counts: StaticArray<i32>): u64 {
  let h = key(s[K_ENDING], COUNTERS) ^ key(s[K_IDLE], COUNTERS + 1);
  h ^= key(s[K_UNKNOWN], COUNTERS + 2) ^ key(s[K_HAND], HAND);
  for (let cell = 0; cell < CELLS; cell++) {
    let c = s[K_TOP + cell];
    for (let d = s[K_HEIGHT + cell] - 1; d >= 0; d--) {
      h ^= key(c, STACK + <u32>(cell * 64 + d));
      c = s[K_BELOW + c];
    }
  }
  const head = s[K_HEAD];
  const deck = s[K_DECK];
  for (let i = 0; i < deck; i++) h ^= key(s[K_RING + ((head + i) & RING_MASK)], DECK + <u32>i);
  for (let p = 0; p < POSITIONS; p++) {
    counts[p] = 0;
    const r = s[K_ROYALS + p];
    if (r >= 0) h ^= key(r, ROYAL + <u32>(p * 2 + s[K_DEAD + p]));
  }
  const ice = s[K_ICE_LEN];
  for (let i = 0; i < ice; i++) {
    const e = s[K_ICE_LOG + i];
    const p = e >> 8;
    h ^= key(e & 0xff, ICE + <u32>(p * 36 + counts[p]++));
  }
  const saHead = s[K_SA_HEAD];
  const setAside = s[K_SA_LEN];
  for (let i = 0; i < setAside; i++) h ^= key(s[K_SA + saHead + i], SET_ASIDE + <u32>i);
  return h;
}
