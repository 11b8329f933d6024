import { describe, expect, it } from 'vitest';
import type { EngineDefaults } from './engine-settings.js';
import { kernelSettings, resolveHint, resolveSearch } from './resolve-search.js';

const defaults: EngineDefaults = {
  algorithm: 'alphabeta',
  iterations: 50_000,
  exploration: 0.7,
  playoutDepth: Number.POSITIVE_INFINITY,
};

describe('resolveSearch: AI levels', () => {
  it('quick (and no level) is the kernel defaults', () => {
    const quick = resolveSearch(defaults, { level: 'quick', seed: 3 }, { iterations: 9 });
    expect(quick).toEqual(resolveSearch(defaults, { seed: 3 }, { iterations: 9 }));
    expect(quick).toMatchObject({ algorithm: 'alphabeta', iterations: 50_000, budgetMs: Infinity });
  });

  it("strong takes the kernel's strong settings over its defaults", () => {
    const strong = resolveSearch(
      defaults,
      { level: 'strong' },
      { algorithm: 'mcts', iterations: 400_000, budgetMs: 900, playoutDepth: 4 },
    );
    expect(strong).toMatchObject({
      algorithm: 'mcts',
      iterations: 400_000,
      budgetMs: 900,
      exploration: 0.7,
      playoutDepth: 4,
    });
  });

  it('a kernel without strong settings gets ten times the work, at most a second', () => {
    expect(resolveSearch(defaults, { level: 'strong' })).toMatchObject({
      iterations: 500_000,
      budgetMs: 1000,
    });
  });

  it('explicit options win over the level', () => {
    const s = resolveSearch(defaults, { level: 'strong', iterations: 7 }, { iterations: 400_000 });
    expect(s.iterations).toBe(7);
    const timed = resolveSearch(
      defaults,
      { level: 'strong', budgetMs: 20 },
      { iterations: 400_000 },
    );
    expect(timed).toMatchObject({ iterations: Infinity, budgetMs: 20 });
  });

  it('an unknown level is an OptionsError naming the levels', () => {
    expect(() => resolveSearch(defaults, { level: 'genius' as 'quick' })).toThrow(
      /hint\.level: unknown AI level; levels: quick, strong/,
    );
  });
});

describe('kernelSettings and resolveHint: a mode with settings of its own', () => {
  const kernel = {
    defaults,
    strong: { iterations: 400_000, budgetMs: 900 },
    settingsFor: (o: { readonly mode: string }) =>
      o.mode === 'long'
        ? {
            defaults: { ...defaults, algorithm: 'mcts' as const, playoutDepth: 16 },
            strong: { iterations: 30_000, budgetMs: 190, playoutDepth: 16 },
          }
        : undefined,
  };

  it("an observation of that mode takes the mode's defaults and strong level", () => {
    expect(resolveHint(kernel, { mode: 'long' })).toMatchObject({
      algorithm: 'mcts',
      iterations: 50_000,
      playoutDepth: 16,
    });
    expect(resolveHint(kernel, { mode: 'long' }, { level: 'strong' })).toMatchObject({
      algorithm: 'mcts',
      iterations: 30_000,
      budgetMs: 190,
      playoutDepth: 16,
    });
  });

  it("any other observation takes the kernel's own, and options still win", () => {
    expect(kernelSettings(kernel, { mode: 'short' })).toEqual({
      defaults,
      strong: kernel.strong,
    });
    expect(resolveHint(kernel, { mode: 'short' }, { level: 'strong' })).toMatchObject({
      algorithm: 'alphabeta',
      iterations: 400_000,
      playoutDepth: -1,
    });
    expect(resolveHint(kernel, { mode: 'long' }, { playoutDepth: 3 }).playoutDepth).toBe(3);
  });
});
