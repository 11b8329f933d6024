/**
 * Search progress: `progressOf` takes whichever budget is further spent; the worker engine and
 * the inline engine report rising progress during a long search, nothing for a short one, the
 * same answer as without a listener, and a cancelled search reports nothing after it rejects.
 */
import { glitchDeck } from '@matrix-arcade/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import { type Engine, createEngine } from './engine.js';
import { EngineCancelledError } from './errors.js';
import { PROGRESS_EVERY_MS, type SearchProgress, progressOf } from './hint.js';
import { createInlineEngine } from './inline-engine.js';
import { progressMessageOf } from './progress-message.js';

const engines: Engine<unknown>[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) e.dispose();
});
const observation = glitchDeck.observe(glitchDeck.setup({}, 3), 0);

/** Progress reports rise and stay in [0, 1]. */
function expectRising(reports: readonly SearchProgress[]): void {
  for (const [i, p] of reports.entries()) {
    expect(p.fraction).toBeGreaterThan(0);
    expect(p.fraction).toBeLessThanOrEqual(1);
    if (i > 0) {
      expect(p.fraction).toBeGreaterThan(reports[i - 1]!.fraction);
      expect(p.iterations).toBeGreaterThan(reports[i - 1]!.iterations);
    }
  }
}

describe('progressOf', () => {
  it('is the share of the budget spent, whichever of work and time is further', () => {
    const both = { iterations: 1000, budgetMs: 200 };
    expect(progressOf(both, 250, 100).fraction).toBe(0.5);
    expect(progressOf(both, 750, 100).fraction).toBe(0.75);
    expect(progressOf(both, 2000, 10).fraction).toBe(1);
    expect(progressOf({ iterations: Infinity, budgetMs: 400 }, 5, 100).fraction).toBe(0.25);
    expect(progressOf({ iterations: 400, budgetMs: Infinity }, 100, 9999).fraction).toBe(0.25);
  });

  it('reads only its own messages', () => {
    const progress = { fraction: 0.5, iterations: 10, elapsedMs: 40 };
    expect(progressMessageOf({ engineProgress: 3, progress })).toEqual({
      engineProgress: 3,
      progress,
    });
    expect(progressMessageOf({ id: 'abc', type: 'APPLY' })).toBeNull();
    expect(progressMessageOf(null)).toBeNull();
    expect(progressMessageOf({ engineProgress: 'x', progress })).toBeNull();
  });
});

describe('search progress', () => {
  it('the worker engine reports rising progress during a long search, same answer', async () => {
    const engine = createEngine(glitchDeckKernel);
    engines.push(engine as Engine<unknown>);
    const reports: SearchProgress[] = [];
    const budget = { iterations: 400_000, seed: 4 };
    const hint = await engine.hint(observation, 0, {
      ...budget,
      onProgress: (p) => reports.push(p),
    });
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expectRising(reports);
    expect(reports.at(-1)!.iterations).toBeLessThanOrEqual(400_000);
    const plain = await engine.hint(observation, 0, budget);
    expect(hint.action).toBe(plain.action);
    expect(hint.alternatives).toEqual(plain.alternatives);
  });

  it('a time budget reports elapsed time over the cap', async () => {
    const engine = createEngine(glitchDeckKernel);
    engines.push(engine as Engine<unknown>);
    const reports: SearchProgress[] = [];
    await engine.hint(observation, 0, { budgetMs: 300, onProgress: (p) => reports.push(p) });
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expectRising(reports);
    for (const p of reports) expect(p.fraction).toBeCloseTo(p.elapsedMs / 300, 5);
  });

  it('a short search reports nothing', async () => {
    const engine = createEngine(glitchDeckKernel);
    engines.push(engine as Engine<unknown>);
    const reports: SearchProgress[] = [];
    await engine.hint(observation, 0, { iterations: 50, onProgress: (p) => reports.push(p) });
    expect(reports).toEqual([]);
    expect(PROGRESS_EVERY_MS).toBeGreaterThan(10);
  });

  it('a cancelled search rejects and reports nothing after', async () => {
    const engine = createEngine(glitchDeckKernel);
    engines.push(engine as Engine<unknown>);
    await engine.hint(observation, 0, { iterations: 10 }); // the worker is up
    const reports: SearchProgress[] = [];
    const long = engine.hint(observation, 0, {
      iterations: 2_000_000_000,
      onProgress: (p) => reports.push(p),
    });
    const deadline = Date.now() + 10_000;
    while (reports.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(reports.length).toBeGreaterThan(0);
    engine.cancel();
    await expect(long).rejects.toBeInstanceOf(EngineCancelledError);
    const seen = reports.length;
    await new Promise((r) => setTimeout(r, 3 * PROGRESS_EVERY_MS));
    expect(reports.length).toBe(seen);
  });

  it('the inline engine reports synchronously between slices', async () => {
    const engine = await createInlineEngine(glitchDeckKernel);
    const reports: SearchProgress[] = [];
    const budget = { iterations: 400_000, seed: 4 };
    const hint = engine.hintSync(observation, 0, { ...budget, onProgress: (p) => reports.push(p) });
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expectRising(reports);
    expect(hint.alternatives).toEqual(engine.hintSync(observation, 0, budget).alternatives);
  });
});
