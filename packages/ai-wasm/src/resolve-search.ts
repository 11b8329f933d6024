/**
 * Resolving one search's settings: the kernel's settings for the observation (`settingsFor`, else
 * its defaults and strong level), then the hint's level and options, checked
 * (`checkHintOptions`) before any search runs.
 */
import { OptionsError } from '@matrix-arcade/core';
import {
  ENGINE_ALGORITHMS,
  type EngineDefaults,
  FALLBACK_STRONG_FACTOR,
  type KernelSettings,
  type ResolvedSearch,
  type StrongSettings,
} from './engine-settings.js';
import type { EngineKernel, HintOptions } from './hint.js';
import { checkHintOptions } from './hint-options.js';

/** The settings `kernel` searches `observation` with: its mode's (`settingsFor`), else its own. */
export function kernelSettings<O>(
  kernel: Pick<EngineKernel<O>, 'defaults' | 'strong' | 'settingsFor'>,
  observation: O,
): KernelSettings {
  return (
    kernel.settingsFor?.(observation) ?? {
      defaults: kernel.defaults,
      ...(kernel.strong && { strong: kernel.strong }),
    }
  );
}

/** The search for one hint: `kernelSettings` of the observation, then the hint's options. */
export function resolveHint<O>(
  kernel: Pick<EngineKernel<O>, 'defaults' | 'strong' | 'settingsFor'>,
  observation: O,
  options?: HintOptions,
): ResolvedSearch {
  const k = kernelSettings(kernel, observation);
  return resolveSearch(k.defaults, options, k.strong);
}

/** Fills in a hint's settings: the kernel's defaults, then its level's, then `options`. */
export function resolveSearch(
  defaults: EngineDefaults,
  options: HintOptions = {},
  strong?: StrongSettings,
): ResolvedSearch {
  checkHintOptions(options);
  const level: StrongSettings =
    options.level === 'strong'
      ? (strong ?? { iterations: defaults.iterations * FALLBACK_STRONG_FACTOR, budgetMs: 1000 })
      : {};
  const timed = options.budgetMs !== undefined;
  const iterations =
    options.iterations ??
    (timed ? Number.POSITIVE_INFINITY : (level.iterations ?? defaults.iterations));
  const budgetMs = options.budgetMs ?? level.budgetMs ?? Number.POSITIVE_INFINITY;
  if (!(iterations > 0) || !(budgetMs >= 0) || (iterations === Infinity && budgetMs === Infinity)) {
    throw new OptionsError('hint', 'a hint needs iterations > 0 or a finite budgetMs >= 0');
  }
  const depth = options.playoutDepth ?? level.playoutDepth ?? defaults.playoutDepth;
  const algorithm = options.algorithm ?? level.algorithm ?? defaults.algorithm;
  if (!ENGINE_ALGORITHMS.includes(algorithm)) {
    throw new RangeError(
      `unknown algorithm "${algorithm}"; algorithms: ${ENGINE_ALGORITHMS.join(', ')}`,
    );
  }
  return {
    algorithm,
    iterations,
    budgetMs,
    seed: (options.seed ?? 0) >>> 0,
    exploration: options.exploration ?? level.exploration ?? defaults.exploration,
    playoutDepth: Number.isFinite(depth) && depth >= 0 ? Math.min(depth, 0x7fffffff) : -1,
  };
}
