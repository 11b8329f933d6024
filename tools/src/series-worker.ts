/**
 * The worker thread of every series (series-pool.ts): imports the series' task module, prepares
 * it once, and posts the result of each item it was given, in order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SeriesTask, SeriesWorkerData } from './series-pool.js';

const { task, data, indices } = workerData as SeriesWorkerData<unknown>;
const item = await ((await import(task)) as SeriesTask<unknown, unknown>).prepare(data);
for (const i of indices) parentPort!.postMessage(item(i));
