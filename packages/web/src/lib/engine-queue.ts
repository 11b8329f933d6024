/**
 * The engine as a game element uses it: created lazily, replaceable, and asked one search at a
 * time (a wasm search owns its worker; a hint asked while the AI thinks waits its turn). Callers
 * get told when their search actually starts and ends, for the thinking indicator.
 */
import type { Engine, EngineHint, HintOptions } from '@matrix-arcade/ai-wasm';

export class EngineQueue<O> {
  private current: Engine<O> | null = null;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly factory: () => Engine<O>) {}

  /** The engine, created on first use. */
  get engine(): Engine<O> {
    this.current ??= this.factory();
    return this.current;
  }

  /** Replaces the engine (the old one is disposed). */
  set engine(e: Engine<O>) {
    this.current?.dispose();
    this.current = e;
  }

  /** Queues a search; `onStart` and `onEnd` bracket the time it runs. */
  hint(
    observation: O,
    seat: number,
    options: HintOptions,
    onStart: () => void,
    onEnd: () => void,
  ): Promise<EngineHint> {
    const run = async () => {
      onStart();
      try {
        return await this.engine.hint(observation, seat, options);
      } finally {
        onEnd();
      }
    };
    const next = this.tail.then(run, run);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Cancels the running search (it rejects with `EngineCancelledError`). */
  cancel(): void {
    this.current?.cancel();
  }

  /** Stops the engine; the next search creates a new one. */
  dispose(): void {
    this.current?.dispose();
    this.current = null;
    this.tail = Promise.resolve();
  }
}
