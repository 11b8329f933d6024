/**
 * The transposition table of `AlphaBeta` (Greenblatt, Eastlake & Crocker 1967), keyed by the
 * kernel's Zobrist hash (Zobrist 1970, "A new hashing method with application for game
 * playing"). Fixed size, 2^bits entries in parallel `StaticArray`s, allocated once. One slot per
 * index (the key's low bits) holding the full 64-bit key, a score, the best move and
 * `meta = 1 | bound << 1 | depth << 3`; a depth of `SOLVED` marks a result proven without reaching
 * the horizon, usable at any depth. A different position always replaces the slot; the same one
 * only with a result at least as deep. Proven scores are stored relative to the node (the ply
 * added back), so a win in 3 from here reads as a win in 3 wherever the position recurs.
 */

export const EXACT: i32 = 0;
export const LOWER: i32 = 1;
export const UPPER: i32 = 2;
export const SOLVED: i32 = 0xfff;
/** Scores at or beyond this magnitude are proven results (see `AlphaBeta`). */
export const PROVEN: f64 = 1e8;

export class TranspositionTable {
  private readonly mask: u64;
  private readonly keys: StaticArray<u64>;
  private readonly scores: StaticArray<f64>;
  private readonly moves: StaticArray<i32>;
  private readonly meta: StaticArray<i32>;

  constructor(bits: i32) {
    assert(bits >= 0 && bits <= 28, 'TranspositionTable: bits must be in 0..28');
    const size = 1 << bits;
    this.mask = <u64>(size - 1);
    this.keys = new StaticArray<u64>(size);
    this.scores = new StaticArray<f64>(size);
    this.moves = new StaticArray<i32>(size);
    this.meta = new StaticArray<i32>(size);
  }

  clear(): void {
    memory.fill(changetype<usize>(this.meta), 0, (<usize>this.meta.length) << 2);
  }

  /** The slot holding position `h`, or -1. */
  @inline find(h: u64): i32 {
    const slot = <i32>(h & this.mask);
    return unchecked(this.meta[slot]) !== 0 && unchecked(this.keys[slot]) === h ? slot : -1;
  }

  @inline depth(slot: i32): i32 {
    return unchecked(this.meta[slot]) >>> 3;
  }

  @inline bound(slot: i32): i32 {
    return (unchecked(this.meta[slot]) >>> 1) & 3;
  }

  @inline move(slot: i32): i32 {
    return unchecked(this.moves[slot]);
  }

  /** The stored score as seen from `ply`. */
  @inline score(slot: i32, ply: i32): f64 {
    const v = unchecked(this.scores[slot]);
    return v >= PROVEN ? v - <f64>ply : v <= -PROVEN ? v + <f64>ply : v;
  }

  store(h: u64, score: f64, ply: i32, move: i32, bound: i32, depth: i32): void {
    const slot = <i32>(h & this.mask);
    const meta = unchecked(this.meta[slot]);
    if (meta !== 0 && unchecked(this.keys[slot]) === h && meta >>> 3 > depth) return;
    unchecked((this.keys[slot] = h));
    unchecked(
      (this.scores[slot] =
        score >= PROVEN ? score + <f64>ply : score <= -PROVEN ? score - <f64>ply : score),
    );
    unchecked((this.moves[slot] = move));
    unchecked((this.meta[slot] = 1 | (bound << 1) | (depth << 3)));
  }
}
