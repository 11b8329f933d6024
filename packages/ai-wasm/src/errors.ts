/**
 * The engine's errors. A cancelled hint rejects with `EngineCancelledError`; a worker (or wasm
 * instance) that died or trapped rejects its pending hints with `EngineCrashedError` and is
 * replaced on the next call; a request the kernel cannot search (the game is over, the seat is
 * not to move) rejects with `EngineRequestError` and leaves the engine as it was.
 */

/** `cancel()` or `dispose()` ended the hint before it finished. */
export class EngineCancelledError extends Error {
  override readonly name = 'EngineCancelledError';
  constructor(message = 'the hint was cancelled') {
    super(message);
  }
}

/** The worker or the wasm module failed (an `abort`, a trap, the worker exited). */
export class EngineCrashedError extends Error {
  override readonly name = 'EngineCrashedError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The request cannot be searched: the game is over, or the seat is not the player to move. */
export class EngineRequestError extends Error {
  override readonly name = 'EngineRequestError';
}
