/**
 * Chance in an online duel comes from the operating system's CSPRNG, never from a seeded
 * generator whose seed could be brute-forced from the rolls people see. `cryptoRng()` is a
 * generator over `crypto.getRandomValues` (words drawn 512 bits at a time): it supplies the
 * words only, and core's `WordRng` turns them into floats, ranges and shuffles exactly as the
 * seeded generator does. It has no state to save, so a snapshot holds no seed: the record of
 * the set-up and of the rolls is what makes a game replayable. A room's set-up draws from the
 * same source (core's `setupWith`), so a hidden layout is as unpredictable as a roll.
 */
import { WordRng, type Rng } from '@matrix-arcade/core';

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

/** Words drawn from the source at a time: 512 bits, well over the 128 a secret needs. */
export const POOL_WORDS = 16;

class CryptoRng extends WordRng {
  private readonly pool = new Uint32Array(POOL_WORDS);
  private next = POOL_WORDS;
  constructor(private readonly entropy: Entropy) {
    super();
  }

  nextU32(): number {
    if (this.next === POOL_WORDS) {
      this.entropy.fill(this.pool);
      this.next = 0;
    }
    const word = this.pool[this.next]!;
    // A word is used once: none is left in memory after it is drawn.
    this.pool[this.next++] = 0;
    return word;
  }

  getState(): [number, number, number, number] {
    throw new Error('the CSPRNG has no state to save: a duel records its set-up and rolls instead');
  }
}

/** Core's `Rng` over the CSPRNG (`entropy`, by default the operating system's). */
export function cryptoRng(entropy: Entropy = OS_ENTROPY): Rng {
  return new CryptoRng(entropy);
}
