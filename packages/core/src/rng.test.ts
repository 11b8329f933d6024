import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, type Rng, rngFromState, WordRng } from './rng.js';

describe('sfc32 rng', () => {
  it('is reproducible per seed and differs across seeds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const xa = Array.from({ length: 8 }, () => a.nextU32());
    expect(Array.from({ length: 8 }, () => b.nextU32())).toEqual(xa);
    expect(Array.from({ length: 8 }, () => c.nextU32())).not.toEqual(xa);
  });

  it('resumes exactly from a saved state', () => {
    const a = createRng(7);
    a.nextU32();
    const saved = a.getState();
    const next = [a.nextU32(), a.nextU32()];
    const b = rngFromState(saved);
    expect([b.nextU32(), b.nextU32()]).toEqual(next);
    expect(() => rngFromState([1, 2, 3])).toThrow(/four unsigned/);
  });

  it('int(n) is unbiased enough: a fair die over 60,000 rolls', () => {
    const rng = createRng(1);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]++;
    // chi-square with 5 degrees of freedom; 20.5 is the 0.1% critical value
    const chi = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5);
    expect(() => rng.int(0)).toThrow(RangeError);
  });

  it('shuffle is a permutation and float stays in [0, 1)', () => {
    const rng = createRng(3);
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = rng.shuffle([...items]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    for (let i = 0; i < 1000; i++) {
      const f = rng.float();
      expect(f >= 0 && f < 1).toBe(true);
    }
  });

  it('derived seeds are independent streams', () => {
    expect(deriveSeed(5, 0)).not.toBe(deriveSeed(5, 1));
    expect(deriveSeed(5, 1)).toBe(deriveSeed(5, 1));
  });
});

describe('WordRng: the draws written once over any source of words', () => {
  /** A generator over a fixed list of words (what a CSPRNG-backed source looks like to WordRng). */
  class ListRng extends WordRng {
    private i = 0;
    constructor(private readonly words: readonly number[]) {
      super();
    }
    nextU32(): number {
      return this.words[this.i++]!;
    }
    getState(): [number, number, number, number] {
      throw new Error('no state');
    }
  }

  it('turns the same words into the same floats, ranges and shuffles as sfc32', () => {
    const seeded = createRng(11);
    const words = Array.from({ length: 400 }, () => seeded.nextU32());
    const draw = (rng: Rng) => [
      rng.float(),
      rng.int(6),
      rng.int(2 ** 32),
      rng.int(1_000_003),
      ...rng.shuffle(Array.from({ length: 50 }, (_, i) => i)),
    ];
    expect(draw(new ListRng(words))).toEqual(draw(createRng(11)));
  });

  it('rejects the top partial block: an int(3) skips words at or above 3·⌊2^32/3⌋', () => {
    const limit = 2 ** 32 - (2 ** 32 % 3);
    expect(new ListRng([limit, limit + 1, 7]).int(3)).toBe(1);
    expect(new ListRng([0xffffffff]).float()).toBeLessThan(1);
  });
});
