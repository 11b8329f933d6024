/**
 * An engine whose kernel is loaded on its first use: a game element's engine, made from its
 * game's manifest (`loadKernel`, a dynamic import of the game package's `./engine` entry), so
 * that the kernel's glue (observation encoder, calibration) and its `.wasm` are fetched when the
 * element first searches, not when the page loads the element. It behaves as ai-wasm's
 * `createEngine` engine does once the kernel is in: a hint asked meanwhile waits for it; `cancel()`
 * rejects the waiting hints with `EngineCancelledError`, `dispose()` with `EngineDisposedError`;
 * a kernel that fails to load rejects the waiting hints with its error and is tried again by the
 * next hint. `kernel` is undefined until loaded; `loaded()` waits for it (the review needs it).
 * ai-wasm's worker engine (its worker spawning and messaging, comlink) is loaded with the kernel
 * (`worker-engine.ts`, a dynamic import), so a page that never searches does not fetch it.
 */
import {
  type Engine,
  type EngineHint,
  type EngineKernel,
  type HintOptions,
  EngineCancelledError,
  EngineDisposedError,
} from '@matrix-arcade/ai-wasm';

export interface DeferredEngine<O> extends Engine<O> {
  /** The engine's kernel, loaded if it is not yet (rejects if it cannot be). */
  loaded(): Promise<EngineKernel<O>>;
}

export function deferredEngine<O>(
  load: () => Promise<EngineKernel<O>>,
  /** Makes the engine once the kernel is in (ai-wasm's worker engine; a test passes its own). */
  make?: (kernel: EngineKernel<O>) => Engine<O>,
): DeferredEngine<O> {
  let inner: Engine<O> | null = null;
  let loading: Promise<Engine<O>> | null = null;
  let disposed = false;
  /** Bumped by `cancel()`: a hint that waited across it is cancelled. */
  let epoch = 0;

  const ready = (): Promise<Engine<O>> => {
    const maker = async () => make ?? (await import('./worker-engine.js')).createEngine<O>;
    loading ??= Promise.all([load(), maker()]).then(
      ([kernel, create]) => {
        inner = create(kernel);
        if (disposed) inner.dispose();
        return inner;
      },
      (error: unknown) => {
        loading = null; // tried again by the next hint
        throw error;
      },
    );
    return loading;
  };

  return {
    async hint(observation: O, seat: number, options?: HintOptions): Promise<EngineHint> {
      if (disposed) throw new EngineDisposedError();
      const asked = epoch;
      const engine = inner ?? (await ready());
      if (disposed) throw new EngineDisposedError();
      if (asked !== epoch) throw new EngineCancelledError();
      return engine.hint(observation, seat, options);
    },
    cancel(): void {
      epoch++;
      inner?.cancel();
    },
    dispose(): void {
      disposed = true;
      epoch++;
      inner?.dispose();
    },
    get kernel(): EngineKernel<O> | undefined {
      return inner?.kernel;
    },
    async loaded(): Promise<EngineKernel<O>> {
      return (inner ?? (await ready())).kernel!;
    },
  };
}

/** An engine's kernel: `kernel`, else a deferred engine's once loaded (undefined: a custom engine). */
export async function kernelOf(engine: {
  readonly kernel?: unknown;
  readonly loaded?: () => Promise<unknown>;
}): Promise<unknown> {
  return engine.kernel ?? (await engine.loaded?.());
}
