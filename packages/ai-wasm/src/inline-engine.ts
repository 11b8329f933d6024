/**
 * `createInlineEngine`: the same wasm module and search as `createEngine`, in the calling thread,
 * for Node tools, tests and bots that search many positions in a row. Creating it is async
 * (compile and instantiate); `hintSync` then searches synchronously. A trap or an `abort`
 * throws `EngineCrashedError` and the next call starts from a fresh instance.
 */
import { ValidationError } from '@matrix-arcade/core';
import { withChance } from './calibration.js';
import { EngineCrashedError, EngineDisposedError, EngineRequestError } from './errors.js';
import { checkHintOptions, encodeChecked } from './hint-options.js';
import type { EngineHint, EngineKernel, HintOptions } from './hint.js';
import { AheadMemo, readingAfter, withChanceAhead } from './read-ahead.js';
import { resolveHint } from './resolve-search.js';
import { WasmSearch } from './wasm-search.js';

export interface InlineEngine<O> {
  /** The best action for `seat` from its observation; blocks the thread while it searches. */
  hintSync(observation: O, seat: number, options?: HintOptions): EngineHint;
  /** `hintSync` as a promise, for code written against `Engine`. */
  hint(observation: O, seat: number, options?: HintOptions): Promise<EngineHint>;
  /** Nothing to stop; present so inline and worker engines are interchangeable. */
  cancel(): void;
  dispose(): void;
}

/** Compiles the kernel's module and returns an engine that searches in this thread. */
export async function createInlineEngine<O>(kernel: EngineKernel<O>): Promise<InlineEngine<O>> {
  const module = await kernel.loadModule();
  let search: WasmSearch | null = await WasmSearch.instantiateAsync(module);
  let disposed = false;

  const memo = kernel.calibration?.readAhead ? new AheadMemo<EngineHint>() : undefined;

  /** The hint; with a calibration that reads ahead, each position searched once (read-ahead.ts). */
  const hintSync = (observation: O, seat: number, options?: HintOptions): EngineHint => {
    if (!memo || disposed) return searchOnce(observation, seat, options);
    const { onProgress: _, ...quiet } = options ?? {};
    const key = memo.key(observation, seat, quiet);
    const known = memo.get(key);
    if (known) return known;
    const here = searchOnce(observation, seat, options);
    const next = readingAfter(kernel.calibration, observation, here);
    const answer =
      next === undefined
        ? here
        : withChanceAhead(kernel.calibration, next, here, hintSync(next, seat, quiet));
    memo.set(key, answer);
    return answer;
  };

  /** One search of `observation`, its chance read here. */
  const searchOnce = (observation: O, seat: number, options?: HintOptions): EngineHint => {
    if (disposed) throw new EngineDisposedError();
    checkHintOptions(options, kernel, kernel.gameId);
    const words = encodeChecked(kernel, observation);
    const settings = resolveHint(kernel, observation, options);
    search ??= WasmSearch.instantiate(module);
    let hint: EngineHint;
    try {
      hint = search.hint(words, seat, settings, options?.onProgress);
    } catch (error) {
      if (error instanceof EngineRequestError) throw error;
      search = null;
      if (ValidationError.is(error)) throw error; // a bad observation: a fresh instance next
      const message = error instanceof Error ? error.message : String(error);
      throw new EngineCrashedError(`the engine failed: ${message}`, { cause: error });
    }
    return withChance(kernel.calibration, settings, observation, hint);
  };

  return {
    hintSync,
    hint: async (observation, seat, options) => hintSync(observation, seat, options),
    cancel() {},
    dispose() {
      disposed = true;
      search = null;
    },
  };
}
