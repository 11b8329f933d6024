/**
 * Zobrist hashing of Dice Matrix states (Zobrist 1970, "A new hashing method with application
 * for game playing"): one random 64-bit key per (cell, die), per (seat, die kind, count in the
 * area), per seat to move, spare die, round and option set, and per (position, die) of a hidden
 * next layout; a state's hash is the XOR of the keys of its parts, so a move updates it with a
 * few XORs. The finished games' scores, which only change between games, are mixed in with
 * splitmix64. The tables are filled once, at construction, from a fixed seed, so every module
 * instance hashes alike.
 */
import { Rng } from '@matrix-arcade/ai-wasm/assembly';
import {
  CELLS,
  DIE_KINDS,
  LAYOUT,
  S_AREAS,
  S_FLAGS,
  S_GAMES,
  S_GAME_SCORES,
  S_HAS_NEXT,
  S_MATRIX,
  S_NEXT,
  S_ROUND,
  S_SPARE,
  S_TO_MOVE,
} from '../src/engine/layout';

/** Counts of one die kind in an area stay below 11 (10 dice per colour); 16 slots per kind. */
const COUNT_SLOTS: i32 = 16;
const SEED: u32 = 0x5a0b1970;

export class Zobrist {
  private readonly cells: StaticArray<u64> = new StaticArray<u64>(CELLS * DIE_KINDS);
  private readonly areas: StaticArray<u64> = new StaticArray<u64>(2 * DIE_KINDS * COUNT_SLOTS);
  private readonly next: StaticArray<u64> = new StaticArray<u64>(LAYOUT * DIE_KINDS);
  private readonly misc: StaticArray<u64> = new StaticArray<u64>(4 + 31 + 2 + 4);

  constructor() {
    const rng = new Rng(SEED);
    fill(this.cells, rng);
    fill(this.areas, rng);
    fill(this.next, rng);
    fill(this.misc, rng);
    // An empty slot of an area adds nothing, so a fresh area hashes to 0.
    for (let i = 0; i < 2 * DIE_KINDS; i++) unchecked((this.areas[i * COUNT_SLOTS] = 0));
  }

  /** The die `code` in matrix `cell`. */
  @inline cell(cell: i32, code: i32): u64 {
    return unchecked(this.cells[cell * DIE_KINDS + code]);
  }

  /** Seat `seat`'s area holds `count` dice of kind `code` (0 for a count of 0). */
  @inline area(seat: i32, code: i32, count: i32): u64 {
    return unchecked(this.areas[(seat * DIE_KINDS + code) * COUNT_SLOTS + (count & 15)]);
  }

  /** The die `code` at position `i` (0..49) of the next layout. */
  @inline nextDie(i: i32, code: i32): u64 {
    return unchecked(this.next[i * DIE_KINDS + code]);
  }

  /** The seat to move: -2 (over), 0 or 1. */
  @inline toMove(seat: i32): u64 {
    return unchecked(this.misc[seat + 2]);
  }

  /** The spare die, or -1 once placed. */
  @inline spare(code: i32): u64 {
    return unchecked(this.misc[4 + code + 1]);
  }

  /** The round (0 or 1). */
  @inline round(r: i32): u64 {
    return unchecked(this.misc[35 + (r & 1)]);
  }

  /** The option flags (0..3). */
  @inline flags(f: i32): u64 {
    return unchecked(this.misc[37 + (f & 3)]);
  }

  /** Key of the value `v` of the `i`-th finished-game score word (splitmix64 finalizer). */
  @inline gameScore(i: i32, v: i32): u64 {
    let z: u64 = ((<u64>i) << 32) ^ <u64>(<u32>v) ^ 0x9e3779b97f4a7c15;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
    z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
    return z ^ (z >> 31);
  }

  /** The hash of a packed state (layout.ts), from scratch. */
  ofState(st: StaticArray<i32>): u64 {
    let h = this.flags(st[S_FLAGS]) ^ this.round(st[S_ROUND]) ^ this.toMove(st[S_TO_MOVE]);
    h ^= this.spare(st[S_SPARE]);
    for (let c = 0; c < CELLS; c++) {
      const d = st[S_MATRIX + c];
      if (d >= 0) h ^= this.cell(c, d);
    }
    for (let seat = 0; seat < 2; seat++) {
      for (let code = 0; code < DIE_KINDS; code++) {
        h ^= this.area(seat, code, st[S_AREAS + seat * DIE_KINDS + code]);
      }
    }
    const words = 2 * min(st[S_GAMES], 2);
    for (let i = 0; i < words; i++) h ^= this.gameScore(i, st[S_GAME_SCORES + i]);
    if (st[S_HAS_NEXT] !== 0) {
      for (let i = 0; i < LAYOUT; i++) {
        const d = st[S_NEXT + i];
        if (d >= 0) h ^= this.nextDie(i, d);
      }
    }
    return h;
  }
}

function fill(table: StaticArray<u64>, rng: Rng): void {
  for (let i = 0; i < table.length; i++) {
    const hi = <u64>rng.nextU32();
    unchecked((table[i] = (hi << 32) | <u64>rng.nextU32()));
  }
}
