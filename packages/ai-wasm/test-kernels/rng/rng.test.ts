import { readFile } from 'node:fs/promises';
import { createRng } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';

interface RngProbe {
  memory: WebAssembly.Memory;
  seed(s: number): void;
  nextU32(): number;
  int(n: number): number;
  float(): number;
  shuffleRange(len: number): number;
  stateWord(i: number): number;
}

async function probe(): Promise<RngProbe> {
  const bytes = await readFile(new URL('../../build/rng.wasm', import.meta.url));
  const { instance } = await WebAssembly.instantiate(bytes, {
    env: {
      abort: () => {
        throw new Error('abort');
      },
    },
  });
  return instance.exports as unknown as RngProbe;
}

const SEEDS = [0, 1, 2, 42, 123_456_789, 0x7fffffff, 0x80000000, 0xffffffff];

describe('AssemblyScript Rng = core createRng', () => {
  it('has the same u32 stream and warm-up state', async () => {
    const as = await probe();
    for (const seed of SEEDS) {
      as.seed(seed);
      const ts = createRng(seed);
      expect(
        [0, 1, 2, 3].map((i) => as.stateWord(i) >>> 0),
        `seed ${seed}`,
      ).toEqual(ts.getState());
      for (let i = 0; i < 2000; i++) expect(as.nextU32() >>> 0).toBe(ts.nextU32());
    }
  });

  it('has the same int(n), rejection sampling included', async () => {
    const as = await probe();
    // Large n make rejections frequent (2^31 + 1 rejects almost half the words).
    const ns = [1, 2, 3, 6, 7, 10, 1000, 0x80000001, 0xc0000000, 0xffffffff];
    for (const seed of SEEDS) {
      as.seed(seed);
      const ts = createRng(seed);
      for (let i = 0; i < 3000; i++) {
        const n = ns[i % ns.length]!;
        expect(as.int(n) >>> 0, `seed ${seed} draw ${i} n ${n}`).toBe(ts.int(n));
      }
    }
  });

  it('has the same float() and shuffle()', async () => {
    const as = await probe();
    for (const seed of SEEDS) {
      as.seed(seed);
      const ts = createRng(seed);
      for (let i = 0; i < 1000; i++) expect(as.float()).toBe(ts.float());
      for (const len of [0, 1, 2, 10, 52, 64]) {
        const ptr = as.shuffleRange(len);
        const got = [...new Int32Array(as.memory.buffer, ptr, len)];
        expect(got).toEqual(ts.shuffle([...Array(len).keys()]));
      }
    }
  });
});
