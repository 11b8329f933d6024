/**
 * Bad hint options and bad observations are refused with core's coded errors before any search,
 * on the real wasm engines (inline and worker), and a disposed engine says so with a code.
 */
import { type ErrorCode, errorCode } from '@matrix-arcade/core';
import { glitchDeck } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import { nimKernel } from '../test-kernels/nim/engine.js';
import { createEngine } from './engine.js';
import type { HintOptions } from './hint.js';
import { algorithmsOf, checkHintOptions } from './hint-options.js';
import { createInlineEngine } from './inline-engine.js';

const observation = glitchDeck.observe(glitchDeck.apply(glitchDeck.setup({}, 8), 12), 0);

function codeOf(f: () => unknown): { code: ErrorCode | null; error: unknown } {
  try {
    f();
  } catch (error) {
    return { code: errorCode(error), error };
  }
  return { code: null, error: undefined };
}

const BAD: [string, unknown, string][] = [
  ['an unknown algorithm', { algorithm: 'no-such-search' }, 'hint.algorithm'],
  ['an algorithm the game cannot use', { algorithm: 'alphabeta' }, 'hint.algorithm'],
  ['negative iterations', { iterations: -5 }, 'hint.iterations'],
  ['non-integer iterations', { iterations: 2.5 }, 'hint.iterations'],
  ['zero iterations', { iterations: 0 }, 'hint.iterations'],
  ['an unknown key', { iteration: 100 }, 'hint.iteration'],
  ['an unknown level', { level: 'genius' }, 'hint.level'],
  ['a NaN budget', { budgetMs: Number.NaN }, 'hint.budgetMs'],
  ['a fractional seed', { seed: 0.5 }, 'hint.seed'],
  ['options that are not an object', 'fast', 'hint'],
];

describe('hint options', () => {
  it('the algorithms a kernel can use: its list, else MCTS and those its settings name', () => {
    expect(algorithmsOf(glitchDeckKernel)).toEqual(['mcts']);
    expect(algorithmsOf(nimKernel)).toEqual(['mcts', 'alphabeta']);
    expect(algorithmsOf({ ...nimKernel, algorithms: ['alphabeta'] })).toEqual(['alphabeta']);
  });

  for (const [what, options, field] of BAD) {
    it(`${what} is an OptionsError naming hint field ${field}, on both engines`, async () => {
      const inline = await createInlineEngine(glitchDeckKernel);
      const r = codeOf(() => inline.hintSync(observation, 0, options as HintOptions));
      expect(r.code).toBe('OPTIONS');
      expect((r.error as { field: string }).field).toBe(field);
      const worker = createEngine(glitchDeckKernel);
      try {
        const e = await worker.hint(observation, 0, options as HintOptions).catch((x) => x);
        expect(errorCode(e)).toBe('OPTIONS');
      } finally {
        worker.dispose();
      }
    });
  }

  it('good options pass as they are', () => {
    const ok = { algorithm: 'mcts', iterations: 10, seed: 3, budgetMs: 5 } as const;
    expect(checkHintOptions(ok, glitchDeckKernel)).toBe(ok);
    expect(checkHintOptions({ algorithm: 'alphabeta' }, nimKernel)).toEqual({
      algorithm: 'alphabeta',
    });
  });
});

describe('observations and disposed engines', () => {
  it('a malformed observation is a ValidationError naming the game, not a TypeError', async () => {
    const inline = await createInlineEngine(glitchDeckKernel);
    for (const bad of [{}, null, 7, { deckSize: 3, phase: 'choose' }]) {
      const r = codeOf(() => inline.hintSync(bad as never, 0));
      expect(r.code, JSON.stringify(bad)).toBe('VALIDATION');
      expect((r.error as Error).message).toContain('not a glitch-deck observation');
    }
    const worker = createEngine(glitchDeckKernel);
    try {
      expect(errorCode(await worker.hint({} as never, 0).catch((x) => x))).toBe('VALIDATION');
    } finally {
      worker.dispose();
    }
  });

  it('a hint after dispose rejects with ENGINE_DISPOSED on both engines', async () => {
    const inline = await createInlineEngine(glitchDeckKernel);
    inline.dispose();
    expect(codeOf(() => inline.hintSync(observation, 0)).code).toBe('ENGINE_DISPOSED');
    const worker = createEngine(glitchDeckKernel);
    worker.dispose();
    expect(errorCode(await worker.hint(observation, 0).catch((x) => x))).toBe('ENGINE_DISPOSED');
  });
});
