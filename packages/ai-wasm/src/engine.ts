/**
 * `createEngine`: a game's wasm search in a worker (docs/engine.md §4). The module is compiled
 * once on the calling side and posted with the first hint to each worker; each hint is one comlink
 * call, during which the worker runs the search in slices until its budget is spent. The main
 * thread only encodes the observation and waits. `cancel()` terminates the worker (a running wasm
 * loop cannot be interrupted any other way) and the next hint starts a new one; a worker that
 * dies or traps rejects its pending hints with `EngineCrashedError` and is replaced the same way.
 * A hint with `onProgress` numbers itself; the worker posts its progress beside comlink's messages
 * and the host hands each report to the hint with that number while it is pending.
 *
 * Start-up is paid once per page and game, not once per engine: the compiled module is kept per
 * kernel, and a disposed engine's idle worker is kept warm for the next engine of the same game
 * (`idle-workers.ts`), whose first hint then starts at once on already optimised code.
 */
import { ValidationError, checkKeys } from '@matrix-arcade/core';
import { type Remote, wrap } from 'comlink';
import { spawnWorker, wrapWorker } from '#spawn';
import { withChance } from './calibration.js';
import {
  EngineCancelledError,
  EngineCrashedError,
  EngineDisposedError,
  EngineRequestError,
} from './errors.js';
import { checkHintOptions, encodeChecked } from './hint-options.js';
import type { EngineHint, EngineKernel, HintOptions } from './hint.js';
import { resolveHint } from './resolve-search.js';
import { IdleWorkers } from './idle-workers.js';
import { progressMessageOf } from './progress-message.js';
import { AheadMemo, readingAfter, withChanceAhead } from './read-ahead.js';
import type { WorkerHandle, WorkerLike } from './spawn.js';
import type { WorkerApi } from './worker.js';

/** Options of `createEngine`. */
export interface EngineOptions {
  /**
   * Makes the worker yourself (a Web Worker or a Node worker thread running
   * `@matrix-arcade/ai-wasm/worker`), e.g. where a bundler or a content security policy needs
   * it. Called again whenever a worker is replaced.
   */
  readonly createWorker?: () => WorkerLike;
}

/** A search engine for one game. */
export interface Engine<O> {
  /**
   * The best action for `seat` from its observation. Rejects with `OptionsError` for bad options,
   * `ValidationError` for an observation that is not the game's, `EngineRequestError` when there
   * is nothing to search (the game is over, another seat is to move), `EngineDisposedError` after
   * `dispose()`. At a chance node it searches the move that follows the roll (sampled in each
   * iteration); core's bots refuse a chance node, and `Match`/`playGame` never stop at one.
   */
  hint(observation: O, seat: number, options?: HintOptions): Promise<EngineHint>;
  /** Rejects every pending hint with `EngineCancelledError`; the next hint starts a new worker. */
  cancel(): void;
  /**
   * Stops the engine for good; later hints reject. A running search is cancelled; an idle worker
   * the engine spawned itself is kept warm for a while for the next engine of the same game.
   */
  dispose(): void;
  /** The kernel it searches with (`createEngine`'s engines have it; e.g. for `reviewGame`). */
  readonly kernel?: EngineKernel<O>;
}

interface Connection {
  readonly handle: WorkerHandle;
  readonly remote: Remote<WorkerApi>;
  hasModule: boolean;
  /** Where the worker's progress reports and its death go: the engine that holds it now. */
  onProgress: (id: number, progress: Parameters<NonNullable<HintOptions['onProgress']>>[0]) => void;
  onDeath: (error: Error) => void;
}

interface Pending {
  readonly connection: Connection;
  readonly reject: (error: Error) => void;
  /** The number the worker's progress reports carry (hints with `onProgress` only). */
  readonly progressId?: number;
}

/** Compiled modules, one per kernel (a failed compilation is forgotten, to be tried again). */
const modules = new WeakMap<object, Promise<WebAssembly.Module>>();

function moduleOf(kernel: EngineKernel<unknown>): Promise<WebAssembly.Module> {
  let m = modules.get(kernel);
  if (!m) {
    const loading = kernel.loadModule();
    loading.catch(() => {
      if (modules.get(kernel) === loading) modules.delete(kernel);
    });
    modules.set(kernel, loading);
    m = loading;
  }
  return m;
}

/** Idle workers of disposed engines (only those the engine spawned itself, not `createWorker`'s). */
const idle = new IdleWorkers<Connection>((c) => c.handle.terminate());

/**
 * Terminates the idle workers kept warm for `kernel`'s game, or for every game (e.g. when a page
 * tears its games down for good and wants the memory back before the time limit).
 */
export function releaseIdleWorkers(kernel?: EngineKernel<unknown>): void {
  idle.clear(kernel);
}

/** How many idle workers are kept warm for `kernel`'s game (for tests and diagnostics). */
export function keptWorkers(kernel: EngineKernel<unknown>): number {
  return idle.count(kernel);
}

/** An engine that searches in a Web Worker (browsers) or a worker thread (Node). */
export function createEngine<O>(kernel: EngineKernel<O>, options: EngineOptions = {}): Engine<O> {
  checkKeys(options, ['createWorker'], 'createEngine'); // a typo is refused, not ignored
  let connection: Connection | null = null;
  let disposed = false;
  let epoch = 0;
  let progressIds = 0;
  const pending = new Set<Pending>();
  const listeners = new Map<number, NonNullable<HintOptions['onProgress']>>();

  const loadModule = () => moduleOf(kernel as EngineKernel<unknown>);

  const drop = (c: Connection, error: Error) => {
    if (connection === c) connection = null;
    c.handle.terminate();
    for (const p of [...pending]) {
      if (p.connection === c) {
        pending.delete(p);
        if (p.progressId !== undefined) listeners.delete(p.progressId);
        p.reject(error);
      }
    }
  };

  /** Makes `c` this engine's worker: its reports and its death come here. */
  const hold = (c: Connection): Connection => {
    c.onProgress = (id, progress) => listeners.get(id)?.(progress);
    c.onDeath = (error) =>
      drop(c, new EngineCrashedError(`the engine worker died: ${error.message}`, { cause: error }));
    connection = c;
    return c;
  };

  const connect = (): Connection => {
    if (connection) return connection;
    const kept = options.createWorker ? undefined : idle.take(kernel);
    if (kept) return hold(kept);
    const handle = options.createWorker ? wrapWorker(options.createWorker()) : spawnWorker();
    const c: Connection = {
      handle,
      remote: wrap<WorkerApi>(handle.endpoint),
      hasModule: false,
      onProgress: () => {},
      onDeath: () => {},
    };
    handle.endpoint.addEventListener('message', (event) => {
      const m = progressMessageOf((event as MessageEvent).data);
      if (m) c.onProgress(m.engineProgress, m.progress);
    });
    handle.onDeath((error) => c.onDeath(error));
    return hold(c);
  };

  const memo = kernel.calibration?.readAhead ? new AheadMemo<Promise<EngineHint>>() : undefined;

  /**
   * The hint, its chance read at the turn's end when the calibration says so (read-ahead.ts);
   * with a calibration that reads ahead, each position is searched once (`AheadMemo`).
   */
  const hint = (observation: O, seat: number, hintOptions?: HintOptions): Promise<EngineHint> => {
    if (!memo || disposed) return searchOnce(observation, seat, hintOptions);
    const { onProgress: _, ...quiet } = hintOptions ?? {};
    const key = memo.key(observation, seat, quiet);
    const known = memo.get(key);
    if (known) return known;
    const answer = (async () => {
      const here = await searchOnce(observation, seat, hintOptions);
      const next = readingAfter(kernel.calibration, observation, here);
      if (next === undefined) return here;
      return withChanceAhead(kernel.calibration, next, here, await hint(next, seat, quiet));
    })();
    memo.set(key, answer);
    answer.catch(() => memo.delete(key)); // a cancelled or failed search is asked again
    return answer;
  };

  /** One search of `observation`, its chance read here. */
  const searchOnce = async (
    observation: O,
    seat: number,
    hintOptions?: HintOptions,
  ): Promise<EngineHint> => {
    if (disposed) throw new EngineDisposedError();
    checkHintOptions(hintOptions, kernel, kernel.gameId);
    const words = encodeChecked(kernel, observation);
    const settings = resolveHint(kernel, observation, hintOptions);
    const started = epoch;
    const wasm = await loadModule();
    if (disposed) throw new EngineCancelledError('the engine was disposed');
    if (epoch !== started) throw new EngineCancelledError();
    const c = connect();
    const sendModule = !c.hasModule;
    c.hasModule = true;
    const onProgress = hintOptions?.onProgress;
    const progressId = onProgress ? ++progressIds : undefined;
    return new Promise<EngineHint>((resolve, reject) => {
      const entry: Pending = { connection: c, reject, ...(progressId ? { progressId } : {}) };
      pending.add(entry);
      if (progressId && onProgress) listeners.set(progressId, onProgress);
      c.handle.setBusy(true);
      const settle = () => {
        pending.delete(entry);
        if (progressId) listeners.delete(progressId);
        if (![...pending].some((p) => p.connection === c)) c.handle.setBusy(false);
      };
      c.remote.hint(sendModule ? wasm : null, words, seat, settings, progressId).then(
        (result) => {
          if (!pending.has(entry)) return;
          settle();
          try {
            resolve(withChance(kernel.calibration, settings, observation, result));
          } catch (error) {
            reject(error as Error);
          }
        },
        (error: unknown) => {
          if (!pending.has(entry)) return;
          settle();
          const e = error as Error;
          if (e?.name === 'EngineRequestError') {
            reject(new EngineRequestError(e.message));
            return;
          }
          if (e?.name === 'ValidationError') {
            // A bad observation the module refused to load: the worker dropped its instance,
            // so the next hint sends the module again for a fresh one.
            c.hasModule = false;
            reject(new ValidationError('observation', e.message.replace(/^observation: /, '')));
            return;
          }
          const crash = new EngineCrashedError(`the engine failed: ${e?.message ?? e}`, {
            cause: error,
          });
          reject(crash);
          drop(c, crash);
        },
      );
    });
  };

  return {
    kernel,
    hint,

    cancel() {
      epoch++;
      const c = connection;
      if (c && [...pending].some((p) => p.connection === c)) {
        drop(c, new EngineCancelledError());
      }
    },

    dispose() {
      disposed = true;
      const c = connection;
      if (!c) return;
      const busy = [...pending].some((p) => p.connection === c);
      if (busy || options.createWorker || !c.hasModule) {
        drop(c, new EngineCancelledError('the engine was disposed'));
        return;
      }
      // An idle worker of our own making is kept warm for the next engine of this game.
      connection = null;
      c.onProgress = () => {};
      c.onDeath = () => idle.forget(kernel, c);
      idle.keep(kernel, c);
    },
  };
}
