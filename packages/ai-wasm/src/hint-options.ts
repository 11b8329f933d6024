/**
 * Validation of a hint's options and of the observation it searches, before any search runs.
 * Bad options are refused with core's `OptionsError` (field `hint.<key>`): an unknown key, an
 * unknown `algorithm` or one the kernel cannot use, an unknown `level`, iterations that are not
 * a positive integer, a budget, exploration or seed that is not a number of the right kind. The
 * algorithms a kernel can use are its `algorithms` when it lists them, else MCTS (which every
 * kernel runs) and the algorithms its `defaults` and `strong` settings name.
 *
 * An observation is checked generically (no game's fields are named here): it must be an object,
 * pass the kernel's `checkObservation` (a game's deep check, field by field: core's
 * `observationCheck` over the game's codec) and be accepted by its `encodeObservation`; a
 * `ValidationError` from the check names the field, and anything else thrown (a missing array,
 * another game's observation) becomes a `ValidationError` at path `observation` saying it is not
 * this game's, instead of a bare `TypeError` from deep inside the encoder.
 */
import { OptionsError, ValidationError, errorCode, validate } from '@matrix-arcade/core';
import { AI_LEVELS, ENGINE_ALGORITHMS, type EngineAlgorithm } from './engine-settings.js';
import type { EngineKernel, HintOptions } from './hint.js';

/** The keys a `HintOptions` object may have. */
const KEYS: Record<keyof HintOptions, true> = {
  algorithm: true,
  level: true,
  onProgress: true,
  iterations: true,
  budgetMs: true,
  seed: true,
  exploration: true,
  playoutDepth: true,
};
const HINT_KEYS = Object.keys(KEYS);

/** What a kernel needs for the algorithm check. */
export type KernelAlgorithms = Pick<EngineKernel<unknown>, 'defaults' | 'strong' | 'algorithms'>;

/** The algorithms `kernel` can search with. */
export function algorithmsOf(kernel: KernelAlgorithms): readonly EngineAlgorithm[] {
  if (kernel.algorithms) return kernel.algorithms;
  const named = ['mcts', kernel.defaults.algorithm, kernel.strong?.algorithm];
  return ENGINE_ALGORITHMS.filter((a) => named.includes(a));
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);

/**
 * Throws `OptionsError` unless `options` are hint options `kernel` can search with (without a
 * kernel, any of the engine's algorithms passes).
 */
export function checkHintOptions(
  options: unknown,
  kernel?: KernelAlgorithms,
  gameId = 'this game',
): HintOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new OptionsError('hint', `options must be an object (got ${String(options)})`);
  }
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!HINT_KEYS.includes(key)) {
      throw new OptionsError(`hint.${key}`, `unknown option; allowed: ${HINT_KEYS.join(', ')}`);
    }
  }
  const fail = (key: string, message: string): never => {
    throw new OptionsError(`hint.${key}`, `${message} (got ${validate.shown(o[key])})`);
  };
  if (o.algorithm !== undefined) {
    if (!ENGINE_ALGORITHMS.includes(o.algorithm as EngineAlgorithm)) {
      fail('algorithm', `unknown algorithm; algorithms: ${ENGINE_ALGORITHMS.join(', ')}`);
    }
    const usable = kernel ? algorithmsOf(kernel) : ENGINE_ALGORITHMS;
    if (!usable.includes(o.algorithm as EngineAlgorithm)) {
      fail('algorithm', `${gameId} cannot be searched with it; it can use: ${usable.join(', ')}`);
    }
  }
  if (o.level !== undefined && !AI_LEVELS.includes(o.level as never)) {
    fail('level', `unknown AI level; levels: ${AI_LEVELS.join(', ')}`);
  }
  if (
    o.iterations !== undefined &&
    !(Number.isInteger(o.iterations) && (o.iterations as number) > 0)
  ) {
    fail('iterations', 'must be a positive integer');
  }
  if (
    o.budgetMs !== undefined &&
    !(isNumber(o.budgetMs) && o.budgetMs >= 0 && o.budgetMs < Infinity)
  ) {
    fail('budgetMs', 'must be a finite number of milliseconds >= 0');
  }
  if (o.seed !== undefined && !Number.isInteger(o.seed)) fail('seed', 'must be an integer');
  if (
    o.exploration !== undefined &&
    !(isNumber(o.exploration) && o.exploration >= 0 && o.exploration < Infinity)
  ) {
    fail('exploration', 'must be a finite number >= 0');
  }
  if (o.playoutDepth !== undefined && !isNumber(o.playoutDepth)) {
    fail('playoutDepth', 'must be a number (negative or Infinity: play out to the end)');
  }
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function') {
    fail('onProgress', 'must be a function');
  }
  return o as HintOptions;
}

/** The observation as the kernel's words, or a `ValidationError` saying why it is not one. */
export function encodeChecked<O>(kernel: EngineKernel<O>, observation: O): Int32Array {
  const what = `not a ${kernel.gameId} observation`;
  if (typeof observation !== 'object' || observation === null) {
    throw new ValidationError(
      'observation',
      `${what}: expected an object, got ${String(observation)}`,
    );
  }
  let words: Int32Array;
  try {
    kernel.checkObservation?.(observation);
    words = kernel.encodeObservation(observation);
  } catch (e) {
    if (errorCode(e) !== null) throw e;
    // An encoder's TypeError ("Cannot read properties of undefined") says nothing to a user:
    // the observation is another game's, or not an observation at all.
    throw new ValidationError('observation', `${what}: its fields are not this game's`);
  }
  return words;
}
