/**
 * Seeded pseudo-random numbers for the search kernels: sfc32 (Chris Doty-Humphrey's "Small Fast
 * Counting" generator, from PractRand) seeded by splitmix32 (a 32-bit variant of Steele, Lea &
 * Flood's SplitMix, 2014) with 12 warm-up outputs. It is bit for bit the stream of
 * `createRng` in `@matrix-arcade/core` (`nextU32`, `int(n)` with the same rejection sampling,
 * `float` = u32 / 2^32, and `shuffle` as the same Fisher–Yates), so a kernel that determinizes or
 * samples chance with it draws exactly what the TypeScript rules draw from the same seed.
 * A test in this package proves the equality. Reseeding allocates nothing.
 */

export class Rng {
  private a: u32 = 0;
  private b: u32 = 0;
  private c: u32 = 0;
  private d: u32 = 0;

  constructor(seed: u32 = 0) {
    this.seed(seed);
  }

  /** Restarts the stream of `createRng(seed)`. */
  seed(seed: u32): void {
    let s = seed;
    s += 0x9e3779b9;
    this.a = Rng.mix(s);
    s += 0x9e3779b9;
    this.b = Rng.mix(s);
    s += 0x9e3779b9;
    this.c = Rng.mix(s);
    s += 0x9e3779b9;
    this.d = Rng.mix(s);
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  /** Sets the raw 4-word state (core's `rngFromState`). */
  setState(a: u32, b: u32, c: u32, d: u32): void {
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  /** One word of the raw state, `i` in 0..3 (core's `getState()[i]`). */
  stateWord(i: i32): u32 {
    return i === 0 ? this.a : i === 1 ? this.b : i === 2 ? this.c : this.d;
  }

  /** Uniform unsigned 32-bit integer. */
  @inline nextU32(): u32 {
    const t: u32 = this.a + this.b + this.d;
    this.d += 1;
    this.a = this.b ^ (this.b >>> 9);
    this.b = this.c + (this.c << 3);
    this.c = rotl<u32>(this.c, 21) + t;
    return t;
  }

  /** Uniform float in [0, 1). */
  @inline float(): f64 {
    return <f64>this.nextU32() / 4294967296.0;
  }

  /** Uniform integer in [0, n) without modulo bias; `n` ≥ 1 (0 traps). */
  @inline int(n: u32): u32 {
    const limit: u64 = 4294967296 - (4294967296 % <u64>n);
    let x = this.nextU32();
    while (<u64>x >= limit) x = this.nextU32();
    return x % n;
  }

  /** Fisher–Yates over the first `len` items, in place (core's `rng.shuffle`). */
  shuffle(items: StaticArray<i32>, len: i32): void {
    for (let i = len - 1; i > 0; i--) {
      const j = <i32>this.int(<u32>(i + 1));
      const tmp = unchecked(items[i]);
      unchecked((items[i] = items[j]));
      unchecked((items[j] = tmp));
    }
  }

  @inline private static mix(s: u32): u32 {
    let z = s;
    z = (z ^ (z >>> 16)) * 0x85ebca6b;
    z = (z ^ (z >>> 13)) * 0xc2b2ae35;
    return z ^ (z >>> 16);
  }
}
