/**
 * One worker pool for every series the tools run (`simulate`'s games, `solve`'s deals,
 * `calibrate`'s self-play): items 0…count−1 are dealt round-robin to worker threads (one per core
 * by default), each worker posts one result per item in the order it was given them, and the
 * results come back in item order. An item's result depends on its index alone (its seeds are
 * derived from the series seed and the index), so the answer does not depend on the worker
 * count. With one worker (or one item) the items run in this thread.
 *
 * A series is a task module exporting `prepare(data)`: given the series' data (structured-cloned
 * to each worker), it returns the function that computes item i. The one worker file,
 * series-worker.ts, imports the task module by its URL and calls it.
 */
import { Worker } from 'node:worker_threads';

/** What a task module's `prepare(data)` returns: item i's result. */
export type SeriesItem<R> = (index: number) => R;

/** A task module: `export async function prepare(data) { …; return (i) => … }`. */
export interface SeriesTask<D, R> {
  prepare(data: D): Promise<SeriesItem<R>>;
}

export interface SeriesRun<D, R> {
  /** The task module's URL (`import.meta.url` of the module that exports `prepare`). */
  readonly task: string;
  /** Its `prepare` in this thread (the same function, for a run without workers). */
  readonly prepare: SeriesTask<D, R>['prepare'];
  readonly data: D;
  readonly count: number;
  readonly workers: number;
  /** Called after each result, with how many are done. */
  readonly onResult?: (done: number, result: R, index: number) => void;
}

/** The workerData of series-worker.ts. */
export interface SeriesWorkerData<D> {
  readonly task: string;
  readonly data: D;
  readonly indices: readonly number[];
}

/** Runs the series; the results in item order. */
export async function runSeriesPool<D, R>(run: SeriesRun<D, R>): Promise<R[]> {
  const results: R[] = new Array(run.count);
  let done = 0;
  const record = (index: number, r: R) => {
    results[index] = r;
    run.onResult?.(++done, r, index);
  };
  if (run.workers <= 1 || run.count < 2) {
    const item = await run.prepare(run.data);
    for (let i = 0; i < run.count; i++) {
      record(i, item(i));
      await new Promise((r) => setImmediate(r)); // let a progress bar draw
    }
    return results;
  }
  const n = Math.min(run.workers, run.count);
  await Promise.all(
    Array.from({ length: n }, (_, w) => {
      const indices = Array.from({ length: run.count }, (_, i) => i).filter((i) => i % n === w);
      const workerData: SeriesWorkerData<D> = { task: run.task, data: run.data, indices };
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(new URL('./series-worker.js', import.meta.url), { workerData });
        let k = 0;
        worker.on('message', (r: R) => record(indices[k++]!, r));
        worker.on('error', reject);
        worker.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`)),
        );
      });
    }),
  );
  return results;
}
