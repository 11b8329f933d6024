/**
 * The deferred engine (`deferred-engine.ts`) with a kernel whose loading the test controls and a
 * fake engine: nothing is loaded before the first hint; a hint waits for the kernel and is then
 * the engine's; `cancel()` and `dispose()` during the wait reject with the engine's coded errors;
 * a failed load rejects the waiting hint with its error and is tried again by the next hint;
 * `kernel` is there once loaded, and `kernelOf` waits for it.
 */
import {
  type Engine,
  EngineCancelledError,
  EngineDisposedError,
  type EngineHint,
  type EngineKernel,
} from '@matrix-arcade/ai-wasm';
import { describe, expect, it } from 'vitest';
import { deferredEngine, kernelOf } from './deferred-engine.js';

type Obs = { readonly n: number };

const KERNEL = { gameId: 'fake' } as unknown as EngineKernel<Obs>;

/** A load the test resolves or rejects, counting its calls. */
function controlledLoad() {
  const calls: { resolve: (k: EngineKernel<Obs>) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<EngineKernel<Obs>>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

/** A fake engine whose hint answers the observation's number as the action. */
function fakeEngine(kernel: EngineKernel<Obs>): Engine<Obs> & { disposed: boolean } {
  return {
    disposed: false,
    kernel,
    hint: async (o: Obs) => ({ action: o.n }) as unknown as EngineHint,
    cancel() {},
    dispose() {
      this.disposed = true;
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('deferredEngine', () => {
  it('loads the kernel on the first hint only, once, and answers with the engine made from it', async () => {
    const { load, calls } = controlledLoad();
    const engine = deferredEngine(load, fakeEngine);
    expect(calls).toHaveLength(0);
    expect(engine.kernel).toBeUndefined();
    const first = engine.hint({ n: 3 }, 0);
    const second = engine.hint({ n: 4 }, 0);
    await tick();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(KERNEL);
    expect((await first).action).toBe(3);
    expect((await second).action).toBe(4);
    expect(engine.kernel).toBe(KERNEL);
    expect(await kernelOf(engine)).toBe(KERNEL);
    expect(calls).toHaveLength(1);
  });

  it('cancel() and dispose() reject the hints waiting for the kernel with coded errors', async () => {
    const { load, calls } = controlledLoad();
    const engine = deferredEngine(load, fakeEngine);
    const cancelled = engine.hint({ n: 1 }, 0);
    engine.cancel();
    const after = engine.hint({ n: 2 }, 0); // asked after the cancel: answered
    await tick();
    calls[0]!.resolve(KERNEL);
    await expect(cancelled).rejects.toBeInstanceOf(EngineCancelledError);
    expect((await after).action).toBe(2);
    const other = controlledLoad();
    const disposed = deferredEngine(other.load, fakeEngine);
    const waiting = disposed.hint({ n: 5 }, 0);
    disposed.dispose();
    await tick();
    other.calls[0]!.resolve(KERNEL);
    await expect(waiting).rejects.toBeInstanceOf(EngineDisposedError);
    await expect(disposed.hint({ n: 6 }, 0)).rejects.toMatchObject({ code: 'ENGINE_DISPOSED' });
  });

  it('a failed load rejects the waiting hint with its error; the next hint loads again', async () => {
    const { load, calls } = controlledLoad();
    const engine = deferredEngine(load, fakeEngine);
    const failed = engine.hint({ n: 1 }, 0);
    await tick();
    calls[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    const again = engine.hint({ n: 7 }, 0);
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(KERNEL);
    expect((await again).action).toBe(7);
  });

  it('disposes the engine made after a dispose() during the load', async () => {
    const { load, calls } = controlledLoad();
    let made: ReturnType<typeof fakeEngine> | null = null;
    const engine = deferredEngine(load, (k) => {
      made = fakeEngine(k);
      return made;
    });
    const loaded = engine.loaded();
    engine.dispose();
    calls[0]!.resolve(KERNEL);
    expect(await loaded).toBe(KERNEL);
    expect(made!.disposed).toBe(true);
  });
});
