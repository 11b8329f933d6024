/** The worker side's message endpoint in Node: the worker thread's parent port. */
import { parentPort } from 'node:worker_threads';
import type { Endpoint } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';

if (!parentPort) throw new Error('the engine worker must run in a worker thread');

export const endpoint: Endpoint = nodeEndpoint(parentPort);
