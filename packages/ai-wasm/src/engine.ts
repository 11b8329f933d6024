/**
 * `createEngine`: a game's wasm search in a worker (docs/engine.md §4). The module is compiled
 * once on the calling side and posted with the first hint to each worker; each hint is one comlink
 * call, during which the worker runs the search in slices until its budget is spent. The main
 * thread only encodes the observation and waits. `cancel()` terminates the worker (a running wasm
 * loop cannot be interrupted any other way) and the next hint starts a new one; a worker that
 * dies or traps rejects its pending hints with `EngineCrashedError` and is replaced the same way.
 * A hint with `onProgress` numbers itself; the worker posts its progress beside comlink's messages
 * and the host hands each report to the hint with that number while it is pending.
 */
import { type Remote, wrap } from 'comlink';
import { spawnWorker, wrapWorker } from '#spawn';
import { withChance } from './calibration.js';
import { EngineCancelledError, EngineCrashedError, EngineRequestError } from './errors.js';
import { type EngineHint, type EngineKernel, type HintOptions, resolveSearch } from './hint.js';
import { progressMessageOf } from './progress-message.js';
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
  /** The best action for `seat` from its observation. */
  hint(observation: O, seat: number, options?: HintOptions): Promise<EngineHint>;
  /** Rejects every pending hint with `EngineCancelledError`; the next hint starts a new worker. */
  cancel(): void;
  /** Stops the worker for good; later hints reject. */
  dispose(): void;
}

interface Connection {
  readonly handle: WorkerHandle;
  readonly remote: Remote<WorkerApi>;
  hasModule: boolean;
}

interface Pending {
  readonly connection: Connection;
  readonly reject: (error: Error) => void;
  /** The number the worker's progress reports carry (hints with `onProgress` only). */
  readonly progressId?: number;
}

/** An engine that searches in a Web Worker (browsers) or a worker thread (Node). */
export function createEngine<O>(kernel: EngineKernel<O>, options: EngineOptions = {}): Engine<O> {
  let module: Promise<WebAssembly.Module> | null = null;
  let connection: Connection | null = null;
  let disposed = false;
  let epoch = 0;
  let progressIds = 0;
  const pending = new Set<Pending>();
  const listeners = new Map<number, NonNullable<HintOptions['onProgress']>>();

  const loadModule = () => {
    module ??= kernel.loadModule().catch((error: unknown) => {
      module = null;
      throw error;
    });
    return module;
  };

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

  const connect = (): Connection => {
    if (connection) return connection;
    const handle = options.createWorker ? wrapWorker(options.createWorker()) : spawnWorker();
    const c: Connection = { handle, remote: wrap<WorkerApi>(handle.endpoint), hasModule: false };
    handle.endpoint.addEventListener('message', (event) => {
      const m = progressMessageOf((event as MessageEvent).data);
      if (m) listeners.get(m.engineProgress)?.(m.progress);
    });
    handle.onDeath((error) =>
      drop(c, new EngineCrashedError(`the engine worker died: ${error.message}`, { cause: error })),
    );
    connection = c;
    return c;
  };

  return {
    async hint(observation, seat, hintOptions) {
      if (disposed) throw new Error('the engine was disposed');
      const settings = resolveSearch(kernel.defaults, hintOptions, kernel.strong);
      const words = kernel.encodeObservation(observation);
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
            const crash = new EngineCrashedError(`the engine failed: ${e?.message ?? e}`, {
              cause: error,
            });
            reject(crash);
            drop(c, crash);
          },
        );
      });
    },

    cancel() {
      epoch++;
      const c = connection;
      if (c && [...pending].some((p) => p.connection === c)) {
        drop(c, new EngineCancelledError());
      }
    },

    dispose() {
      disposed = true;
      if (connection) drop(connection, new EngineCancelledError('the engine was disposed'));
    },
  };
}
