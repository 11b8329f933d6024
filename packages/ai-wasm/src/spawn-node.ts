/** Starts the engine worker as a Node worker thread (`#spawn` under the `node` condition). */
import { Worker } from 'node:worker_threads';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { type WorkerHandle, type WorkerLike, handleOf } from './spawn.js';

/** The worker script: always the built one, also when this module runs from src/ in tests. */
const WORKER_URL = new URL('../dist/worker.js', import.meta.url);

export function spawnWorker(): WorkerHandle {
  return handleOf(new Worker(WORKER_URL), nodeEndpoint);
}

export function wrapWorker(worker: WorkerLike): WorkerHandle {
  return handleOf(worker, nodeEndpoint);
}
