/**
 * Typed errors. Each one carries a message that says what was wrong and what is allowed, so a
 * UI or CLI can show it to a person as it is. None of them is thrown after a state changed:
 * rules validate before they build the new state.
 *
 * Each class has a stable string `code` (on the class and on every instance) and a static
 * `is(e)` brand check that reads the code and the name, not the prototype: `instanceof` fails
 * when a game package and its caller load two copies of core, `IllegalActionError.is(e)` does
 * not.
 */

/** The stable codes of core's errors, one per class. */
export const ERROR_CODES = {
  IllegalActionError: 'ILLEGAL_ACTION',
  OptionsError: 'OPTIONS',
  ValidationError: 'VALIDATION',
  ReplayError: 'REPLAY',
  /** The search engine's errors (classes in `@matrix-arcade/ai-wasm`), coded here so that
   * `errorCode` names them too. */
  EngineRequestError: 'ENGINE_REQUEST',
  EngineCancelledError: 'ENGINE_CANCELLED',
  EngineCrashedError: 'ENGINE_CRASHED',
  EngineDisposedError: 'ENGINE_DISPOSED',
} as const;

/**
 * One of the error codes: core's `'ILLEGAL_ACTION'`, `'OPTIONS'`, `'VALIDATION'`, `'REPLAY'`, and
 * the engine's `'ENGINE_REQUEST'`, `'ENGINE_CANCELLED'`, `'ENGINE_CRASHED'`, `'ENGINE_DISPOSED'`.
 */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** True when `e` is an object carrying this `code` and this `name` (from any copy of core). */
export function branded(e: unknown, code: ErrorCode, name: string): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const o = e as { code?: unknown; name?: unknown };
  return o.code === code && o.name === name;
}

/**
 * The code of one of the coded errors (core's and the engine's, from any copy of either
 * package), or `null` for anything else:
 * `switch (errorCode(e)) { case 'ILLEGAL_ACTION': … }`.
 */
export function errorCode(e: unknown): ErrorCode | null {
  for (const [name, code] of Object.entries(ERROR_CODES)) {
    if (branded(e, code, name)) return code;
  }
  return null;
}

/** A value as a person would name it: `the string "3"`, `null`, `an object`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (value === null || value === undefined || typeof value === 'number') return String(value);
  if (typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} ${value}`;
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'function' ? 'a function' : 'an object';
}

/** An action that is not legal in the given state. */
export class IllegalActionError extends Error {
  static readonly code = ERROR_CODES.IllegalActionError;
  /**
   * True for an `IllegalActionError` from this or any other copy of core (checks `code` and
   * `name`), so it works where `instanceof` does not.
   */
  static is(e: unknown): e is IllegalActionError {
    return (
      e instanceof IllegalActionError ||
      branded(e, ERROR_CODES.IllegalActionError, 'IllegalActionError')
    );
  }
  override readonly name = 'IllegalActionError';
  /** Always `'ILLEGAL_ACTION'`. */
  readonly code = ERROR_CODES.IllegalActionError;
  constructor(
    readonly action: number,
    readonly reason: string,
  ) {
    // An action from untrusted input (a string "3", say) is named for what it is, so the
    // message does not read as if the number 3 were illegal.
    super(
      typeof action === 'number'
        ? `Illegal action ${action}: ${reason}`
        : `Illegal action: an action must be a number, got ${describeValue(action)}`,
    );
  }
}

/** Options that are unknown, of the wrong type or out of range. */
export class OptionsError extends Error {
  static readonly code = ERROR_CODES.OptionsError;
  /** True for an `OptionsError` from this or any other copy of core (checks `code` and `name`). */
  static is(e: unknown): e is OptionsError {
    return e instanceof OptionsError || branded(e, ERROR_CODES.OptionsError, 'OptionsError');
  }
  override readonly name = 'OptionsError';
  /** Always `'OPTIONS'`. */
  readonly code = ERROR_CODES.OptionsError;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** Untrusted JSON (a save, a replay, an observation) that does not have the expected shape. */
export class ValidationError extends Error {
  static readonly code = ERROR_CODES.ValidationError;
  /**
   * True for a `ValidationError` from this or any other copy of core (checks `code` and `name`).
   */
  static is(e: unknown): e is ValidationError {
    return (
      e instanceof ValidationError || branded(e, ERROR_CODES.ValidationError, 'ValidationError')
    );
  }
  override readonly name = 'ValidationError';
  /** Always `'VALIDATION'`. */
  readonly code = ERROR_CODES.ValidationError;
  constructor(
    /** Dotted path of the bad field, e.g. `state.matrix[3]`. */
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

/** A replay whose actions do not replay: which step failed and why. */
export class ReplayError extends Error {
  static readonly code = ERROR_CODES.ReplayError;
  /** True for a `ReplayError` from this or any other copy of core (checks `code` and `name`). */
  static is(e: unknown): e is ReplayError {
    return e instanceof ReplayError || branded(e, ERROR_CODES.ReplayError, 'ReplayError');
  }
  override readonly name = 'ReplayError';
  /** Always `'REPLAY'`. */
  readonly code = ERROR_CODES.ReplayError;
  constructor(
    readonly step: number,
    message: string,
  ) {
    super(`replay step ${step}: ${message}`);
  }
}
