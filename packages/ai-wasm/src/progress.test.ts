/**
 * Search progress: `progressOf` takes whichever budget is further spent; on an injected clock
 * (no wall time in any assertion) the search reports rising progress every PROGRESS_EVERY_MS
 * during a long search, nothing for a short one, elapsed over the cap for a time budget, and the
 * same answer as without a listener; the worker passes the reports on, and a cancelled search
 * reports nothing after it rejects.
 */
import { glitchDeck } from '@matrix-arcade/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import { type Engine, createEngine } from './engine.js';
import { EngineCancelledError } from './errors.js';
import { type HintOptions, PROGRESS_EVERY_MS, type SearchProgress, progressOf } from './hint.js';
import { resolveHint } from './resolve-search.js';
import { encodeChecked } from './hint-options.js';
import { createInlineEngine } from './inline-engine.js';
import { progressMessageOf } from './progress-message.js';
import { WasmSearch } from './wasm-search.js';

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

/** A search on the glitch deck's module whose clock advances `step` ms each time it is read. */
async function clockedSearch(step: number): Promise<WasmSearch> {
  const search = await WasmSearch.instantiateAsync(await glitchDeckKernel.loadModule());
  let t = 0;
  search.clock = () => {
    t += step;
    return t;
  };
  return search;
}

function searchWith(
  search: WasmSearch,
  options: HintOptions,
  onProgress?: (p: SearchProgress) => void,
) {
  const words = encodeChecked(glitchDeckKernel, observation);
  const settings = resolveHint(glitchDeckKernel, observation, options);
  return search.hint(words, 0, settings, onProgress);
}

describe('search progress, on an injected clock', () => {
  it('a long search reports rising progress every PROGRESS_EVERY_MS, and finds the same move', async () => {
    // 10 ms a read: each slice reads the clock twice, so a report comes every other slice.
    const search = await clockedSearch(10);
    const reports: SearchProgress[] = [];
    const budget = { iterations: 400_000, seed: 4 };
    const hint = searchWith(search, budget, (p) => reports.push(p));
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expectRising(reports);
    for (const [i, p] of reports.entries()) {
      if (i > 0)
        expect(p.elapsedMs - reports[i - 1]!.elapsedMs).toBeGreaterThanOrEqual(PROGRESS_EVERY_MS);
      expect(p.fraction).toBe(p.iterations / 400_000);
    }
    expect(hint.iterations).toBe(400_000);
    // The same search without a listener runs unsliced: the same answer.
    const plain = searchWith(await clockedSearch(10), budget);
    expect(hint.action).toBe(plain.action);
    expect(hint.alternatives).toEqual(plain.alternatives);
  });

  it('a time budget reports elapsed time over the cap and stops at the cap', async () => {
    const search = await clockedSearch(10);
    const reports: SearchProgress[] = [];
    const hint = searchWith(search, { budgetMs: 300, seed: 4 }, (p) => reports.push(p));
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expectRising(reports);
    for (const p of reports) {
      expect(p.fraction).toBeCloseTo(p.elapsedMs / 300, 9);
      expect(p.elapsedMs).toBeLessThan(300);
    }
    // The clock reached the cap: the search stopped there, not at an iteration count.
    expect(hint.iterations).toBeGreaterThan(0);
    expect(hint.iterations).toBeLessThan(100_000);
  });

  it('a short search reports nothing', async () => {
    const search = await clockedSearch(10);
    const reports: SearchProgress[] = [];
    searchWith(search, { iterations: 50 }, (p) => reports.push(p));
    // 50 iterations are one slice: two clock reads, 20 ms, under PROGRESS_EVERY_MS.
    expect(reports).toEqual([]);
    expect(PROGRESS_EVERY_MS).toBeGreaterThan(20);
  });
});

describe('search progress across the worker', () => {
  it('the worker engine passes the reports on; a cancelled search rejects and reports nothing after', async () => {
    const engine = createEngine(glitchDeckKernel);
    engines.push(engine as Engine<unknown>);
    await engine.hint(observation, 0, { iterations: 10 }); // the worker is up
    const reports: SearchProgress[] = [];
    let firstReport: () => void = () => {};
    const reported = new Promise<void>((r) => {
      firstReport = r;
    });
    const long = engine.hint(observation, 0, {
      iterations: 2_000_000_000,
      onProgress: (p) => {
        reports.push(p);
        firstReport();
      },
    });
    await reported;
    expectRising(reports);
    engine.cancel();
    await expect(long).rejects.toBeInstanceOf(EngineCancelledError);
    const seen = reports.length;
    // One more search answered: any message of the cancelled one would have come before it.
    await engine.hint(observation, 0, { iterations: 10 });
    expect(reports.length).toBe(seen);
  });

  it('the inline engine reports synchronously between slices, with the same answer', async () => {
    const engine = await createInlineEngine(glitchDeckKernel);
    const reports: SearchProgress[] = [];
    // Enough iterations to pass several report intervals on any machine is a clock bound;
    // what is checked here is the wiring: reports are rising and the answer is the same.
    const budget = { iterations: 20_000, seed: 4 };
    const hint = engine.hintSync(observation, 0, { ...budget, onProgress: (p) => reports.push(p) });
    expectRising(reports);
    expect(hint.alternatives).toEqual(engine.hintSync(observation, 0, budget).alternatives);
  });
});
