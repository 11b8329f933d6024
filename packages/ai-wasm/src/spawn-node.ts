/**
 * Starts the engine worker as a Node worker thread (`#spawn` under the `node` condition), with
 * the process's Node flags minus a command-line script's (worker-argv.ts), so an engine also
 * works in a process started with `node -e`.
 */
import { Worker } from 'node:worker_threads';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { type WorkerHandle, type WorkerLike, handleOf } from './spawn.js';
import { workerArgv } from './worker-argv.js';

/** The worker script: always the built one, also when this module runs from src/ in tests. */
const WORKER_URL = new URL('../dist/worker.js', import.meta.url);

export function spawnWorker(): WorkerHandle {
  return handleOf(new Worker(WORKER_URL, { execArgv: workerArgv(process.execArgv) }), nodeEndpoint);
}

export function wrapWorker(worker: WorkerLike): WorkerHandle {
  return handleOf(worker, nodeEndpoint);
}
