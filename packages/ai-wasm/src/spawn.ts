/**
 * The host's view of a worker, the same in browsers and Node: `spawn-browser.ts` and
 * `spawn-node.ts` implement it and package.json `imports` (`#spawn`) picks one by condition.
 */
import type { Endpoint } from 'comlink';

export interface WorkerHandle {
  /** Messages to and from the worker (comlink). */
  readonly endpoint: Endpoint;
  /** Calls `listener` once if the worker dies (an uncaught error, or it exited). */
  onDeath(listener: (error: Error) => void): void;
  /** Stops the worker at once, whatever it is doing. */
  terminate(): void;
  /** Whether the worker keeps a Node process alive (only while a hint is running). */
  setBusy(busy: boolean): void;
}

/** A worker as the `createWorker` option may return it: a Web Worker or a Node worker thread. */
export type WorkerLike = WebWorkerLike | NodeWorkerLike;

export interface WebWorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  terminate(): void;
}

export interface NodeWorkerLike {
  postMessage(message: unknown, transfer?: readonly unknown[]): void;
  on(type: string, listener: (...args: never[]) => void): unknown;
  off(type: string, listener: (...args: never[]) => void): unknown;
  terminate(): unknown;
  ref(): void;
  unref(): void;
}

function isNodeWorker(worker: WorkerLike): worker is NodeWorkerLike {
  return typeof (worker as NodeWorkerLike).on === 'function';
}

/** Wraps a worker made by the caller (or by the spawners) as a `WorkerHandle`. */
export function handleOf(
  worker: WorkerLike,
  nodeEndpoint?: (w: NodeWorkerLike) => Endpoint,
): WorkerHandle {
  let dead = false;
  const listeners: ((error: Error) => void)[] = [];
  const die = (error: Error) => {
    if (dead) return;
    dead = true;
    for (const l of listeners) l(error);
  };
  if (isNodeWorker(worker)) {
    if (!nodeEndpoint) throw new Error('a Node worker needs the Node endpoint adapter');
    worker.on('error', (error: Error) => die(error));
    worker.on('exit', (code: number) => die(new Error(`the engine worker exited (code ${code})`)));
    worker.unref();
    return {
      endpoint: nodeEndpoint(worker),
      onDeath: (l) => listeners.push(l),
      terminate: () => {
        dead = true;
        void worker.terminate();
      },
      setBusy: (busy) => (busy ? worker.ref() : worker.unref()),
    };
  }
  worker.addEventListener('error', (event) =>
    die(new Error(`the engine worker failed: ${(event as ErrorEvent).message ?? 'error'}`)),
  );
  worker.addEventListener('messageerror', () =>
    die(new Error('the engine worker received a message it could not read')),
  );
  return {
    endpoint: worker as unknown as Endpoint,
    onDeath: (l) => listeners.push(l),
    terminate: () => {
      dead = true;
      worker.terminate();
    },
    setBusy: () => {},
  };
}
