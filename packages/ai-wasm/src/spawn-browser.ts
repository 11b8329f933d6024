/**
 * Starts the engine worker as a module Web Worker (`#spawn` by default). The literal
 * `new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })` lets the consumer's
 * bundler find and emit the worker.
 */
import { type WorkerHandle, type WorkerLike, handleOf } from './spawn.js';

export function spawnWorker(): WorkerHandle {
  return handleOf(new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }));
}

export function wrapWorker(worker: WorkerLike): WorkerHandle {
  return handleOf(worker);
}
