/**
 * Chance in an online duel comes from the operating system's CSPRNG, never from a seeded
 * generator whose seed could be brute-forced from the rolls people see. `cryptoRng()` is core's
 * `Rng` interface over `crypto.getRandomValues` (words drawn 512 bits at a time); it has no
 * state to save, so a snapshot holds no seed and the record of the rolls is what makes a game
 * replayable. `setupSeed()` draws a set-up seed from the same source: core's `setup(options,
 * seed)` takes 32 bits, the most a game's set-up can be given today.
 */
import type { Rng } from '@matrix-arcade/core';

/** Where random words come from (tests wrap it to count and check the draws). */
export interface Entropy {
  fill(words: Uint32Array): void;
}

/** The operating system's CSPRNG (Node's Web Crypto `getRandomValues`). */
export const OS_ENTROPY: Entropy = {
  fill(words) {
    globalThis.crypto.getRandomValues(words);
  },
};

const POOL_WORDS = 16;

class CryptoRng implements Rng {
  private readonly pool = new Uint32Array(POOL_WORDS);
  private next = POOL_WORDS;
  constructor(private readonly entropy: Entropy) {}

  nextU32(): number {
    if (this.next === POOL_WORDS) {
      this.entropy.fill(this.pool);
      this.next = 0;
    }
    const word = this.pool[this.next]!;
    this.pool[this.next++] = 0;
    return word;
  }

  float(): number {
    // 53 random bits: two words.
    return (this.nextU32() * 2 ** 21 + (this.nextU32() >>> 11)) / 2 ** 53;
  }

  int(n: number): number {
    if (!(Number.isInteger(n) && n >= 1 && n <= 2 ** 32)) {
      throw new RangeError(`rng.int(n) needs an integer n in 1..2^32, got ${n}`);
    }
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return x % n;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  getState(): [number, number, number, number] {
    throw new Error('the CSPRNG has no state to save: a duel records its rolls instead');
  }
}

/** Core's `Rng` over the CSPRNG (`entropy`, by default the operating system's). */
export function cryptoRng(entropy: Entropy = OS_ENTROPY): Rng {
  return new CryptoRng(entropy);
}

/** A set-up seed (0 to 2^32 − 1) from the CSPRNG. */
export function setupSeed(entropy: Entropy = OS_ENTROPY): number {
  const word = new Uint32Array(1);
  entropy.fill(word);
  return word[0]!;
}
