/**
 * `enginePool`: each hint goes to the engine with the fewest hints in hand (so a review's hints
 * asked at once spread over every worker), a finished hint frees its engine, and `cancel` and
 * `dispose` reach every engine. Stand-in engines whose hints resolve only when the test says so.
 */
import { describe, expect, it } from 'vitest';
import type { EngineHint } from './hint.js';
import { type PooledEngine, enginePool } from './review-pool.js';

/** A stand-in engine: records its hints and cancels; each hint waits for `finish`. */
function standIn(name: string) {
  const asked: number[] = [];
  const waiting: (() => void)[] = [];
  let cancels = 0;
  let disposed = false;
  const engine: PooledEngine<number> = {
    hint(observation) {
      asked.push(observation);
      return new Promise<EngineHint>((resolve) =>
        waiting.push(() => resolve({ action: observation, value: 0 } as unknown as EngineHint)),
      );
    },
    cancel() {
      cancels++;
    },
    dispose() {
      disposed = true;
    },
  };
  return {
    name,
    engine,
    asked,
    finish: async () => {
      waiting.shift()!();
      await Promise.resolve();
      await Promise.resolve();
    },
    cancels: () => cancels,
    disposed: () => disposed,
  };
}

describe('enginePool', () => {
  it('sends each hint to the least busy engine, the first on a tie', async () => {
    const [a, b, c] = [standIn('a'), standIn('b'), standIn('c')];
    const pool = enginePool([a.engine, b.engine, c.engine]);
    const answers = [1, 2, 3, 4].map((o) => pool.hint(o, 0));
    expect([a.asked, b.asked, c.asked]).toEqual([[1, 4], [2], [3]]);
    // b's hint done: b is the least busy.
    await b.finish();
    void pool.hint(5, 0);
    expect(b.asked).toEqual([2, 5]);
    await a.finish();
    await a.finish();
    void pool.hint(6, 0);
    expect(a.asked).toEqual([1, 4, 6]);
    await expect(answers[1]).resolves.toMatchObject({ action: 2 });
  });

  it('cancels and disposes every engine; an empty pool is refused', () => {
    const [a, b] = [standIn('a'), standIn('b')];
    const pool = enginePool([a.engine, b.engine]);
    pool.cancel();
    pool.dispose();
    expect([a.cancels(), b.cancels()]).toEqual([1, 1]);
    expect([a.disposed(), b.disposed()]).toEqual([true, true]);
    expect(() => enginePool([])).toThrow(RangeError);
  });
});
