/**
 * The engine's worker (a Web Worker in browsers, a worker thread in Node). `expose` runs
 * synchronously at the top, before anything is awaited, so no early message is lost
 * (TOOLCHAIN.md); the wasm module arrives with the first hint and is instantiated then. A trap
 * or an `abort` drops the instance (its memory may be half-written) and the host replaces the
 * worker. A search's progress goes to the host as plain messages beside comlink's
 * (`progress-message.ts`).
 */
import { expose } from 'comlink';
import { endpoint } from '#endpoint';
import { EngineRequestError } from './errors.js';
import type { ResolvedSearch } from './engine-settings.js';
import type { EngineHint } from './hint.js';
import type { ProgressMessage } from './progress-message.js';
import { WasmSearch } from './wasm-search.js';

let search: WasmSearch | null = null;

const api = {
  /**
   * One hint; `module` is sent with the first call to this worker only. With a `progressId`,
   * the search's progress is posted as `ProgressMessage`s while it runs.
   */
  hint(
    module: WebAssembly.Module | null,
    words: Int32Array,
    seat: number,
    settings: ResolvedSearch,
    progressId?: number,
  ): EngineHint {
    if (module) search = WasmSearch.instantiate(module);
    if (!search) throw new Error('the engine worker has no wasm module');
    const onProgress =
      progressId === undefined
        ? undefined
        : (p: ProgressMessage['progress']) => {
            const message: ProgressMessage = { engineProgress: progressId, progress: p };
            endpoint.postMessage(message);
          };
    try {
      return search.hint(words, seat, settings, onProgress);
    } catch (error) {
      if (!(error instanceof EngineRequestError)) search = null;
      throw error;
    }
  },
};

/** The worker's API as the host sees it through comlink. */
export type WorkerApi = typeof api;

expose(api, endpoint);
