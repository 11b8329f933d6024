/**
 * The inline engine and the search driver on real wasm: same answers as the worker engine,
 * slicing does not change a search, a full node pool keeps searching without growing memory,
 * and an abort is recoverable.
 */
import { readFile } from 'node:fs/promises';
import { DIE_BASE, DRAW, STOP, glitchDeck } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import {
  encodeGlitchDeck,
  glitchDeckKernel,
  glitchDeckTinyKernel,
} from '../test-kernels/glitch-deck/engine.js';
import { nimKernel } from '../test-kernels/nim/engine.js';
import { createEngine } from './engine.js';
import { ValidationError } from '@matrix-arcade/core';
import { resolveSearch } from './resolve-search.js';
import { createInlineEngine } from './inline-engine.js';
import { WasmSearch } from './wasm-search.js';

async function driver(file: string): Promise<WasmSearch> {
  const bytes = await readFile(new URL(`../build/${file}`, import.meta.url));
  return WasmSearch.instantiate(await WebAssembly.compile(bytes));
}

/** Runs a search in slices of `slice` and returns the raw result words. */
function sliced(w: WasmSearch, words: Int32Array, algorithm: number, work: number, slice: number) {
  const x = w.exports;
  w.load(words);
  x.searchBegin(algorithm, 5, 0.7, -1);
  let done = 0;
  while (done < work) {
    const n = x.searchRun(Math.min(slice, work - done));
    done += n;
    if (n === 0) break;
  }
  const count = x.searchResult();
  return { done, result: [...w.io().subarray(0, 1 + 3 * count)] };
}

describe('createInlineEngine', () => {
  it('answers exactly like the worker engine', async () => {
    const inline = await createInlineEngine(glitchDeckKernel);
    const worker = createEngine(glitchDeckKernel);
    try {
      const o = glitchDeck.observe(glitchDeck.apply(glitchDeck.setup({}, 8), DIE_BASE + 2), 0);
      const budget = { iterations: 4000, seed: 77 };
      expect(inline.hintSync(o, 0, budget)).toEqual(await worker.hint(o, 0, budget));
      expect(await inline.hint(o, 0, budget)).toEqual(inline.hintSync(o, 0, budget));
    } finally {
      worker.dispose();
    }
  });

  it("searches an observation with its mode's settings (`settingsFor`), in both engines", async () => {
    // A kernel with a "long" mode (a flag on the observation) that searches 700 iterations.
    const moded = {
      ...glitchDeckKernel,
      settingsFor: (o: object) =>
        'long' in o ? { defaults: { ...glitchDeckKernel.defaults, iterations: 700 } } : undefined,
    };
    const inline = await createInlineEngine(moded);
    const worker = createEngine(moded);
    try {
      const o = glitchDeck.observe(glitchDeck.apply(glitchDeck.setup({}, 8), DIE_BASE + 2), 0);
      const long = { ...o, long: true };
      expect(inline.hintSync(long, 0, { seed: 1 }).iterations).toBe(700);
      expect((await worker.hint(long, 0, { seed: 1 })).iterations).toBe(700);
      expect(inline.hintSync(o, 0, { seed: 1 }).iterations).toBe(
        glitchDeckKernel.defaults.iterations,
      );
      expect(inline.hintSync(long, 0, { seed: 1, iterations: 50 }).iterations).toBe(50);
    } finally {
      worker.dispose();
    }
  });

  it('recovers from an abort with a fresh instance', async () => {
    const inline = await createInlineEngine(glitchDeckKernel);
    const bad = {
      deckSize: 0,
      drawn: [1, 1, 1],
      burned: [],
      phase: 'choose' as const,
      stopped: false,
    };
    // The module aborts loading an impossible observation: a ValidationError, and a fresh
    // instance for the next hint.
    expect(() => inline.hintSync(bad, 0, { iterations: 10 })).toThrow(ValidationError);
    const low = {
      drawn: [3, 3],
      phase: 'choose' as const,
      stopped: false,
      burned: [4, 4, 5, 5],
      deckSize: 4,
    };
    expect(inline.hintSync(low, 0, { iterations: 600, seed: 2 }).action).toBe(DRAW);
  });

  it('runs alpha-beta on a time budget too', async () => {
    const inline = await createInlineEngine(nimKernel);
    const hint = inline.hintSync({ pile: 200, toMove: 0 }, 0, { budgetMs: 30 });
    expect(hint.iterations).toBeGreaterThan(0);
    expect([1, 2, 3]).toContain(hint.action);
  });
});

describe('the search in slices', () => {
  it('MCTS keeps its tree across searchRun calls: slicing changes nothing', async () => {
    const w = await driver('glitch-deck.wasm');
    const words = encodeGlitchDeck(glitchDeck.observe(glitchDeck.setup({}, 4), 0));
    const whole = sliced(w, words, 0, 3000, 3000);
    expect(sliced(w, words, 0, 3000, 7)).toEqual(whole);
    expect(whole.done).toBe(3000);
  });

  it('alpha-beta resumes mid-tree: a node budget gives one result whatever the slicing', async () => {
    const w = await driver('nim.wasm');
    const bytes = w.exports.memory.buffer.byteLength;
    const words = Int32Array.from([61, 0]);
    const whole = sliced(w, words, 1, 20_000, 20_000);
    expect(sliced(w, words, 1, 20_000, 1)).toEqual(whole);
    expect(sliced(w, words, 1, 20_000, 333)).toEqual(whole);
    expect(whole.done).toBe(20_000);
    expect(w.exports.memory.buffer.byteLength).toBe(bytes); // nothing allocated while searching
  });

  it('a full node pool stops growing the tree, not the search, and memory stays put', async () => {
    const w = await driver('glitch-deck-tiny.wasm');
    const risky = {
      drawn: [5, 4],
      burned: [1, 1, 2, 2],
      deckSize: 4,
      phase: 'choose' as const,
      stopped: false,
    };
    const o = glitchDeck.observe(glitchDeck.setup({}, 6), 0);
    const bytes = w.exports.memory.buffer.byteLength;
    const settings = resolveSearch(glitchDeckTinyKernel.defaults, { iterations: 50_000, seed: 9 });
    const hint = w.hint(encodeGlitchDeck(o), 0, settings);
    expect(hint.iterations).toBe(50_000);
    expect([DRAW, STOP]).toContain(hint.action);
    expect(hint.alternatives.reduce((n, a) => n + a.visits, 0)).toBe(50_000);
    expect(w.hint(encodeGlitchDeck(risky), 0, settings).action).toBe(STOP);
    expect(w.exports.memory.buffer.byteLength).toBe(bytes);
  });
});
