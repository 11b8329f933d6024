/**
 * Engine workers kept warm between engines. When an engine is disposed with its worker idle
 * (a game element leaves the page, the arcade switches games), the worker goes here instead of
 * being terminated, with its wasm instance ready and its code already optimised by the browser;
 * the next engine of the same game takes it and its first hint skips the worker start, the wasm
 * instantiation and the baseline-compiled first searches. A kept worker is terminated after
 * `KEEP_IDLE_MS`, and at most `MAX_IDLE` are kept per game. Nothing here keeps a Node process
 * alive (idle workers are unref'd by their handle, the timers here too).
 */

/** How long an idle worker is kept for the next engine of its game (ms). */
export const KEEP_IDLE_MS = 60_000;
/** Idle workers kept per game at most. */
export const MAX_IDLE = 2;

interface Kept<W> {
  readonly worker: W;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** A pool of idle workers, keyed by the kernel they run. */
export class IdleWorkers<W> {
  private readonly kept = new Map<object, Kept<W>[]>();

  constructor(private readonly stop: (worker: W) => void) {}

  /** An idle worker of `key`'s game (the most recently kept), or undefined. */
  take(key: object): W | undefined {
    const list = this.kept.get(key);
    const k = list?.pop();
    if (!k) return undefined;
    clearTimeout(k.timer);
    if (list!.length === 0) this.kept.delete(key);
    return k.worker;
  }

  /** Keeps `worker` for `key`'s game; the oldest beyond `MAX_IDLE` is stopped. */
  keep(key: object, worker: W): void {
    const list = this.kept.get(key) ?? [];
    const timer = setTimeout(() => this.forget(key, worker, true), KEEP_IDLE_MS);
    (timer as { unref?: () => void }).unref?.();
    list.push({ worker, timer });
    this.kept.set(key, list);
    while (list.length > MAX_IDLE) {
      const oldest = list.shift()!;
      clearTimeout(oldest.timer);
      this.stop(oldest.worker);
    }
  }

  /** Drops `worker` from the pool (it died, or its time is up: then it is stopped too). */
  forget(key: object, worker: W, stop = false): void {
    const list = this.kept.get(key);
    const i = list?.findIndex((k) => k.worker === worker) ?? -1;
    if (i < 0) return;
    clearTimeout(list![i]!.timer);
    list!.splice(i, 1);
    if (list!.length === 0) this.kept.delete(key);
    if (stop) this.stop(worker);
  }

  /** Stops every worker kept for `key`'s game, or for every game. */
  clear(key?: object): void {
    for (const k of key ? [key] : [...this.kept.keys()]) {
      for (const kept of this.kept.get(k) ?? []) {
        clearTimeout(kept.timer);
        this.stop(kept.worker);
      }
      this.kept.delete(k);
    }
  }

  /** How many workers are kept for `key`'s game. */
  count(key: object): number {
    return this.kept.get(key)?.length ?? 0;
  }
}
