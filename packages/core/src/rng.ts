/**
 * Seeded pseudo-random numbers: sfc32 (Chris Doty-Humphrey's "Small Fast Counting" generator,
 * from PractRand), seeded by splitmix32 (a 32-bit variant of Steele, Lea & Flood's SplitMix).
 * 128 bits of state, 32-bit integer operations only, so the AssemblyScript kernels can run the
 * same stream bit for bit. The state can be saved and restored, which replays rely on.
 */

/** A seeded generator. All methods advance the state. */
export interface Rng {
  /** Uniform unsigned 32-bit integer. */
  nextU32(): number;
  /** Uniform float in [0, 1). */
  float(): number;
  /** Uniform integer in [0, n), without modulo bias. `n` must be in 1..2^32. */
  int(n: number): number;
  /** Shuffles the array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
  /** The 4-word state, for saving. */
  getState(): [number, number, number, number];
}

/** splitmix32: a well-mixed 32-bit sequence from any 32-bit seed. */
export function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * The draws every generator makes from its 32-bit words, written once: a float in [0, 1) from
 * one word, an integer in [0, n) by rejection sampling (no modulo bias), a Fisher–Yates
 * shuffle. A generator supplies `nextU32()` and `getState()` only: core's seeded sfc32 below,
 * and the online server's generator over the operating system's CSPRNG (which has no state to
 * save, so its `getState` refuses). The AssemblyScript kernels use the same formulas, so a
 * seeded stream gives the same outcomes in both.
 */
export abstract class WordRng implements Rng {
  abstract nextU32(): number;
  abstract getState(): [number, number, number, number];

  float(): number {
    return this.nextU32() / 4294967296;
  }

  int(n: number): number {
    if (!(n >= 1 && n <= 4294967296 && Number.isInteger(n))) {
      throw new RangeError(`rng.int(n) needs an integer n in 1..2^32, got ${n}`);
    }
    // Rejection sampling: drop the top partial block so every result is equally likely.
    const limit = 4294967296 - (4294967296 % n);
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return x % n;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}

class Sfc32 extends WordRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    super();
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
  }

  nextU32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = (this.b ^ (this.b >>> 9)) >>> 0;
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  getState(): [number, number, number, number] {
    return [this.a, this.b, this.c, this.d];
  }
}

/** A generator from a seed (any number; it is reduced to 32 bits). Warm-up discards 12 outputs. */
export function createRng(seed: number): Rng {
  const mix = splitmix32(seed);
  const rng = new Sfc32(mix(), mix(), mix(), mix());
  for (let i = 0; i < 12; i++) rng.nextU32();
  return rng;
}

/** A generator resumed from a saved 4-word state. */
export function rngFromState(state: readonly number[]): Rng {
  if (state.length !== 4 || state.some((w) => !Number.isInteger(w) || w < 0 || w > 0xffffffff)) {
    throw new RangeError('an rng state is four unsigned 32-bit integers');
  }
  return new Sfc32(state[0]!, state[1]!, state[2]!, state[3]!);
}

/** Derives an independent seed from a seed and a stream number (for per-game or per-role seeds). */
export function deriveSeed(seed: number, stream: number): number {
  const mix = splitmix32((seed ^ Math.imul(stream + 1, 0x27d4eb2d)) >>> 0);
  mix();
  return mix();
}
