/**
 * Idle workers kept warm between engines: the pool's own rules (newest first, a cap, a time
 * limit), and engines on real worker threads that hand their idle worker on, never a busy or a
 * caller-made one, and answer the same on a reused worker as on a fresh one.
 */
import { Worker } from 'node:worker_threads';
import { glitchDeck } from '@matrix-arcade/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import { nimKernel } from '../test-kernels/nim/engine.js';
import { createEngine, keptWorkers, releaseIdleWorkers } from './engine.js';
import { EngineCancelledError } from './errors.js';
import { IdleWorkers, KEEP_IDLE_MS, MAX_IDLE } from './idle-workers.js';
import { startSignal } from './start-signal.test-util.js';

describe('IdleWorkers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives back the newest kept worker of the same key, and none of another', () => {
    const stopped: string[] = [];
    const pool = new IdleWorkers<string>((w) => stopped.push(w));
    const a = {};
    const b = {};
    pool.keep(a, 'a1');
    pool.keep(a, 'a2');
    expect(pool.take(b)).toBeUndefined();
    expect(pool.take(a)).toBe('a2');
    expect(pool.take(a)).toBe('a1');
    expect(pool.take(a)).toBeUndefined();
    expect(stopped).toEqual([]);
  });

  it(`keeps at most ${MAX_IDLE} a key, stopping the oldest`, () => {
    const stopped: string[] = [];
    const pool = new IdleWorkers<string>((w) => stopped.push(w));
    const a = {};
    for (let i = 0; i <= MAX_IDLE; i++) pool.keep(a, `w${i}`);
    expect(stopped).toEqual(['w0']);
    expect(pool.count(a)).toBe(MAX_IDLE);
  });

  it('stops each worker nobody took within the time limit of its own keeping', () => {
    vi.useFakeTimers();
    const stopped: string[] = [];
    const pool = new IdleWorkers<string>((w) => stopped.push(w));
    const a = {};
    pool.keep(a, 'old');
    pool.keep(a, 'taken');
    expect(pool.take(a)).toBe('taken');
    vi.advanceTimersByTime(1000);
    pool.keep(a, 'late');
    vi.advanceTimersByTime(KEEP_IDLE_MS - 1001);
    expect(stopped).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stopped).toEqual(['old']);
    expect(pool.count(a)).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(stopped).toEqual(['old', 'late']);
    expect(pool.count(a)).toBe(0);
  });

  it('clear stops what is kept, for one key or all', () => {
    const stopped: string[] = [];
    const pool = new IdleWorkers<string>((w) => stopped.push(w));
    const a = {};
    const b = {};
    pool.keep(a, 'a');
    pool.keep(b, 'b');
    pool.clear(a);
    expect(stopped).toEqual(['a']);
    expect(pool.count(b)).toBe(1);
    pool.clear();
    expect(stopped).toEqual(['a', 'b']);
    expect(pool.take(b)).toBeUndefined();
  });

  it('forgets a worker that died while kept, without stopping it again', () => {
    const stopped: string[] = [];
    const pool = new IdleWorkers<string>((w) => stopped.push(w));
    const a = {};
    pool.keep(a, 'w');
    pool.forget(a, 'w');
    expect(pool.take(a)).toBeUndefined();
    expect(stopped).toEqual([]);
  });
});

describe('engines hand their idle worker on', () => {
  const o = glitchDeck.observe(glitchDeck.setup({}, 9), 0);

  it('a disposed idle engine keeps its worker; the next engine of the game takes it', async () => {
    releaseIdleWorkers(nimKernel);
    const first = createEngine(nimKernel);
    await first.hint({ pile: 7, toMove: 0 }, 0);
    first.dispose();
    expect(keptWorkers(nimKernel)).toBe(1);
    const second = createEngine(nimKernel);
    expect((await second.hint({ pile: 6, toMove: 0 }, 0)).action).toBe(2);
    expect(keptWorkers(nimKernel)).toBe(0);
    second.dispose();
    await expect(second.hint({ pile: 6, toMove: 0 }, 0)).rejects.toThrow(/disposed/);
  });

  it('a reused worker answers exactly as a fresh one', async () => {
    const used = createEngine(glitchDeckKernel);
    await used.hint(glitchDeck.observe(glitchDeck.setup({}, 4), 0), 0, { iterations: 4000 });
    used.dispose();
    expect(keptWorkers(glitchDeckKernel)).toBeGreaterThan(0);
    const reused = createEngine(glitchDeckKernel);
    const again = await reused.hint(o, 0, { iterations: 5000, seed: 4 });
    reused.dispose();
    const fresh = createEngine(glitchDeckKernel, {
      createWorker: () => new Worker(new URL('../dist/worker.js', import.meta.url)),
    });
    const first = await fresh.hint(o, 0, { iterations: 5000, seed: 4 });
    fresh.dispose();
    expect(again).toEqual(first);
  });

  it('a busy engine disposed terminates its worker and keeps nothing', async () => {
    releaseIdleWorkers(glitchDeckKernel);
    const engine = createEngine(glitchDeckKernel);
    await engine.hint(o, 0, { iterations: 10 });
    const searching = startSignal();
    const long = engine.hint(o, 0, { iterations: 2_000_000_000, onProgress: searching.report });
    await searching.started; // the worker is in the search (it has reported progress)
    engine.dispose();
    await expect(long).rejects.toBeInstanceOf(EngineCancelledError);
    expect(keptWorkers(glitchDeckKernel)).toBe(0);
  });

  it('a worker the caller made is never kept', async () => {
    releaseIdleWorkers(nimKernel);
    const engine = createEngine(nimKernel, {
      createWorker: () => new Worker(new URL('../dist/worker.js', import.meta.url)),
    });
    await engine.hint({ pile: 5, toMove: 0 }, 0);
    engine.dispose();
    expect(keptWorkers(nimKernel)).toBe(0);
  });
});
