/**
 * The worker engine on real wasm in real worker threads: the search is the core's reference
 * search (same answers), it counts cards, it never peeks, it is deterministic, time budgets
 * stop, cancel and crashes reject with their errors and the engine recovers.
 */
import { Worker } from 'node:worker_threads';
import { DIE_BASE, DRAW, STOP, glitchDeck } from '@matrix-arcade/core/testing';
import { OptionsError, ValidationError, mctsSearch } from '@matrix-arcade/core';
import { afterEach, describe, expect, it } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import { nimKernel } from '../test-kernels/nim/engine.js';
import { type Engine, createEngine } from './engine.js';
import { EngineCancelledError, EngineCrashedError, EngineRequestError } from './errors.js';
import { startSignal } from './start-signal.test-util.js';

const engines: Engine<unknown>[] = [];
function track<O>(engine: Engine<O>): Engine<O> {
  engines.push(engine as Engine<unknown>);
  return engine;
}
afterEach(() => {
  for (const e of engines.splice(0)) e.dispose();
});

const nineOnFive = { drawn: [5, 4], phase: 'choose' as const, stopped: false };
// Left 3,3,4,5: every draw busts.
const risky = { ...nineOnFive, burned: [1, 1, 2, 2], deckSize: 4 };
// Total 6 with 1,1,2,2 left: drawing cannot bust, stopping loses.
const low = {
  drawn: [3, 3],
  phase: 'choose' as const,
  stopped: false,
  burned: [4, 4, 5, 5],
  deckSize: 4,
};

describe('createEngine (worker thread)', () => {
  it('gives the same answer as the TypeScript reference search', async () => {
    const engine = track(createEngine(glitchDeckKernel));
    const fresh = glitchDeck.setup({}, 5);
    const observations = [
      risky,
      low,
      glitchDeck.observe(fresh, 0), // a chance node at the root
      glitchDeck.observe(glitchDeck.apply(fresh, DIE_BASE + 3), 0),
      glitchDeck.observe(glitchDeck.apply(glitchDeck.apply(fresh, DIE_BASE + 1), DRAW), 0),
    ];
    for (const [i, o] of observations.entries()) {
      const budget = { iterations: 500 + 300 * i, seed: 11 + i };
      const ts = mctsSearch(glitchDeck, o, 0, budget);
      const wasm = await engine.hint(o, 0, budget);
      expect(wasm.iterations).toBe(ts.iterations);
      expect(wasm.action).toBe(ts.action);
      expect(wasm.alternatives.map((a) => [a.action, a.visits])).toEqual(
        ts.alternatives.map((a) => [a.action, a.visits]),
      );
      for (const [k, alt] of wasm.alternatives.entries()) {
        expect(alt.value).toBeCloseTo(ts.alternatives[k]!.value, 5);
      }
    }
  });

  it('counts cards like the reference: stops on 9 over high cards, draws on 6 over low ones', async () => {
    const engine = track(createEngine(glitchDeckKernel));
    expect((await engine.hint(risky, 0, { iterations: 600, seed: 2 })).action).toBe(STOP);
    expect((await engine.hint(low, 0, { iterations: 600, seed: 2 })).action).toBe(DRAW);
  });

  it('never peeks: same observation, different deck orders, identical hint', async () => {
    const engine = track(createEngine(glitchDeckKernel));
    const a = glitchDeck.apply(glitchDeck.setup({}, 1), DIE_BASE + 4);
    const b = glitchDeck.apply(glitchDeck.setup({}, 2), DIE_BASE + 4);
    expect(a.deck).not.toEqual(b.deck);
    expect(glitchDeck.observe(b, 0)).toEqual(glitchDeck.observe(a, 0));
    const ha = await engine.hint(glitchDeck.observe(a, 0), 0, { iterations: 3000, seed: 3 });
    const hb = await engine.hint(glitchDeck.observe(b, 0), 0, { iterations: 3000, seed: 3 });
    expect(hb).toEqual(ha);
  });

  it('is deterministic for a seed and an iteration budget, across engines', async () => {
    const o = glitchDeck.observe(glitchDeck.setup({}, 9), 0);
    const first = await track(createEngine(glitchDeckKernel)).hint(o, 0, {
      iterations: 5000,
      seed: 4,
    });
    const second = await track(createEngine(glitchDeckKernel)).hint(o, 0, {
      iterations: 5000,
      seed: 4,
    });
    expect(second).toEqual(first);
    expect(first.iterations).toBe(5000);
  });

  it('stops on a time budget', async () => {
    const engine = track(createEngine(glitchDeckKernel));
    const o = glitchDeck.observe(glitchDeck.setup({}, 3), 0);
    const hint = await engine.hint(o, 0, { budgetMs: 50, seed: 1 });
    expect(hint.iterations).toBeGreaterThan(0);
    expect([DRAW, STOP]).toContain(hint.action);
  });

  it('cancel rejects the pending hint with EngineCancelledError; the next hint works', async () => {
    const engine = track(createEngine(glitchDeckKernel));
    const o = glitchDeck.observe(glitchDeck.setup({}, 3), 0);
    await engine.hint(o, 0, { iterations: 10 }); // the worker is up
    const searching = startSignal();
    const long = engine.hint(o, 0, { iterations: 2_000_000_000, onProgress: searching.report });
    await searching.started; // the worker is in the search (it has reported progress)
    engine.cancel();
    await expect(long).rejects.toBeInstanceOf(EngineCancelledError);
    const next = await engine.hint(risky, 0, { iterations: 600, seed: 2 });
    expect(next.action).toBe(STOP);
  });

  it('a kernel abort on load rejects with a ValidationError (a bad observation); the next hint works', async () => {
    const engine = track(createEngine(glitchDeckKernel));
    // Three fives cannot be: the kernel's load asserts and aborts.
    const bad = { ...risky, drawn: [5, 5, 5], deckSize: 3 };
    const error = await engine.hint(bad, 0, { iterations: 10 }).catch((e: unknown) => e);
    expect(ValidationError.is(error)).toBe(true);
    expect((error as Error).message).toMatch(/seen more than twice.*kernel\.ts:\d+/);
    expect((await engine.hint(risky, 0, { iterations: 600, seed: 2 })).action).toBe(STOP);
  });

  it('a worker that dies rejects with EngineCrashedError; the next hint works', async () => {
    const workers: Worker[] = [];
    const engine = track(
      createEngine(glitchDeckKernel, {
        createWorker: () => {
          const w = new Worker(new URL('../dist/worker.js', import.meta.url));
          workers.push(w);
          return w;
        },
      }),
    );
    const o = glitchDeck.observe(glitchDeck.setup({}, 3), 0);
    const searching = startSignal();
    const long = engine.hint(o, 0, { iterations: 2_000_000_000, onProgress: searching.report });
    await searching.started; // the worker is in the search (it has reported progress)
    void workers[0]!.terminate(); // killed from outside, not by the engine
    await expect(long).rejects.toBeInstanceOf(EngineCrashedError);
    expect((await engine.hint(low, 0, { iterations: 600, seed: 2 })).action).toBe(DRAW);
    expect(workers).toHaveLength(2);
  });

  it('refuses requests it cannot search, and keeps working', async () => {
    const engine = track(createEngine(nimKernel));
    await expect(engine.hint({ pile: 5, toMove: 1 }, 0)).rejects.toBeInstanceOf(EngineRequestError);
    await expect(engine.hint({ pile: 0, toMove: 0 }, 0)).rejects.toThrow(/game is over/);
    expect((await engine.hint({ pile: 5, toMove: 1 }, 1)).action).toBe(1);
  });

  it('refuses expectimax for a kernel without dice, naming the searches it has', async () => {
    const engine = track(createEngine(nimKernel));
    const request = engine.hint({ pile: 5, toMove: 0 }, 0, { algorithm: 'expectimax' });
    await expect(request).rejects.toBeInstanceOf(OptionsError);
    await expect(
      engine.hint({ pile: 5, toMove: 0 }, 0, { algorithm: 'expectimax' }),
    ).rejects.toThrow('it can use: mcts, alphabeta');
    await expect(
      engine.hint({ pile: 5, toMove: 0 }, 0, { algorithm: 'minimax' as 'mcts' }),
    ).rejects.toThrow('unknown algorithm; algorithms: mcts, alphabeta, expectimax');
    expect((await engine.hint({ pile: 5, toMove: 0 }, 0)).action).toBe(1);
  });

  it('alpha-beta and MCTS both find the only winning move in Nim', async () => {
    const engine = track(createEngine(nimKernel));
    for (const [pile, win] of [
      [5, 1],
      [6, 2],
      [7, 3],
      [10, 2],
      [23, 3],
    ] as const) {
      const ab = await engine.hint({ pile, toMove: 0 }, 0, { algorithm: 'alphabeta' });
      expect(ab.action, `alpha-beta, pile ${pile}`).toBe(win);
      expect(ab.algorithm).toBe('alphabeta');
      expect(ab.value).toBe(1);
      expect(ab.alternatives.map((a) => a.action).sort()).toEqual([1, 2, 3]);
      // It stops once the win is proven (well inside the default node budget); the other moves
      // were searched inside the window the win left, so their values are upper bounds only.
      expect(ab.iterations).toBeLessThan(nimKernel.defaults.iterations);
      expect(ab.solved).toEqual({ margin: 0 });
      if (pile > 10) continue; // random playouts need far more iterations on long piles
      const mcts = await engine.hint({ pile, toMove: 0 }, 0, {
        algorithm: 'mcts',
        iterations: 3000,
        seed: 1,
      });
      expect(mcts.action, `MCTS, pile ${pile}`).toBe(win);
      expect(mcts.algorithm).toBe('mcts');
      expect(mcts.value).toBeGreaterThan(0.6);
    }
    // A lost position: every move loses against best play.
    const lost = await engine.hint({ pile: 8, toMove: 1 }, 1, { algorithm: 'alphabeta' });
    expect(lost.value).toBe(0);
    expect(lost.solved).toBeDefined();
    for (const alt of lost.alternatives) expect(alt.value).toBe(0);
  });
});
