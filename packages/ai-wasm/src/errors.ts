/**
 * The engine's errors. A cancelled hint rejects with `EngineCancelledError`; a worker (or wasm
 * instance) that died or trapped rejects its pending hints with `EngineCrashedError` and is
 * replaced on the next call; a request the kernel cannot search (the game is over, the seat is
 * not to move) rejects with `EngineRequestError` and leaves the engine as it was; a hint asked of
 * a disposed engine rejects with `EngineDisposedError`. Bad hint options are core's
 * `OptionsError`, a malformed observation core's `ValidationError`.
 *
 * Like core's errors, each has a stable `code` (core's `ERROR_CODES`, so core's `errorCode(e)`
 * names it) and a static `is(e)` that reads the name and the code, not the prototype: it works
 * across two copies of this package and for an error sent from a worker as data.
 */
import { ERROR_CODES } from '@matrix-arcade/core';

type EngineErrorName =
  | 'EngineRequestError'
  | 'EngineCancelledError'
  | 'EngineCrashedError'
  | 'EngineDisposedError';

function branded(e: unknown, name: EngineErrorName): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const o = e as { code?: unknown; name?: unknown };
  return o.name === name && o.code === ERROR_CODES[name];
}

/** `cancel()` or `dispose()` ended the hint before it finished. */
export class EngineCancelledError extends Error {
  static readonly code = ERROR_CODES.EngineCancelledError;
  /** True for an `EngineCancelledError` from any copy of this package (name and code). */
  static is(e: unknown): e is EngineCancelledError {
    return branded(e, 'EngineCancelledError');
  }
  override readonly name = 'EngineCancelledError';
  /** Always `'ENGINE_CANCELLED'`. */
  readonly code = ERROR_CODES.EngineCancelledError;
  constructor(message = 'the hint was cancelled') {
    super(message);
  }
}

/** The worker or the wasm module failed (an `abort`, a trap, the worker exited). */
export class EngineCrashedError extends Error {
  static readonly code = ERROR_CODES.EngineCrashedError;
  /** True for an `EngineCrashedError` from any copy of this package (name and code). */
  static is(e: unknown): e is EngineCrashedError {
    return branded(e, 'EngineCrashedError');
  }
  override readonly name = 'EngineCrashedError';
  /** Always `'ENGINE_CRASHED'`. */
  readonly code = ERROR_CODES.EngineCrashedError;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The request cannot be searched: the game is over, or the seat is not the player to move. */
export class EngineRequestError extends Error {
  static readonly code = ERROR_CODES.EngineRequestError;
  /** True for an `EngineRequestError` from any copy of this package (name and code). */
  static is(e: unknown): e is EngineRequestError {
    return branded(e, 'EngineRequestError');
  }
  override readonly name = 'EngineRequestError';
  /** Always `'ENGINE_REQUEST'`. */
  readonly code = ERROR_CODES.EngineRequestError;
}

/** A hint was asked of an engine after its `dispose()`. */
export class EngineDisposedError extends Error {
  static readonly code = ERROR_CODES.EngineDisposedError;
  /** True for an `EngineDisposedError` from any copy of this package (name and code). */
  static is(e: unknown): e is EngineDisposedError {
    return branded(e, 'EngineDisposedError');
  }
  override readonly name = 'EngineDisposedError';
  /** Always `'ENGINE_DISPOSED'`. */
  readonly code = ERROR_CODES.EngineDisposedError;
  constructor(message = 'the engine was disposed: create a new one') {
    super(message);
  }
}
