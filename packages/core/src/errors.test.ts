import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  IllegalActionError,
  OptionsError,
  ReplayError,
  ValidationError,
  errorCode,
} from './errors.js';

/** An error thrown by another copy of core: same name and code, a different prototype. */
function foreign(name: string, code: string, message = 'from another copy'): unknown {
  const e = new Error(message) as Error & { code: string };
  e.name = name;
  e.code = code;
  return e;
}

describe('error brands', () => {
  it('every error carries a stable code, on the instance and on the class', () => {
    expect(new IllegalActionError(3, 'no').code).toBe('ILLEGAL_ACTION');
    expect(new OptionsError('seed', 'bad').code).toBe('OPTIONS');
    expect(new ValidationError('state.x', 'bad').code).toBe('VALIDATION');
    expect(new ReplayError(2, 'bad').code).toBe('REPLAY');
    expect(IllegalActionError.code).toBe('ILLEGAL_ACTION');
    expect(ValidationError.code).toBe(ERROR_CODES.ValidationError);
  });

  it('is() recognises an error of another copy of core by its code and name', () => {
    const other = foreign('IllegalActionError', 'ILLEGAL_ACTION');
    expect(other instanceof IllegalActionError).toBe(false);
    expect(IllegalActionError.is(other)).toBe(true);
    expect(OptionsError.is(foreign('OptionsError', 'OPTIONS'))).toBe(true);
    expect(ValidationError.is(foreign('ValidationError', 'VALIDATION'))).toBe(true);
    expect(ReplayError.is(foreign('ReplayError', 'REPLAY'))).toBe(true);
    // A plain object (say, an error sent across a worker as data) counts too.
    expect(IllegalActionError.is({ name: 'IllegalActionError', code: 'ILLEGAL_ACTION' })).toBe(
      true,
    );
  });

  it('is() refuses other errors, a code without the name, and non-objects', () => {
    expect(IllegalActionError.is(new ValidationError('p', 'm'))).toBe(false);
    expect(ValidationError.is(new IllegalActionError(1, 'r'))).toBe(false);
    expect(IllegalActionError.is(foreign('Error', 'ILLEGAL_ACTION'))).toBe(false);
    expect(IllegalActionError.is(foreign('IllegalActionError', 'VALIDATION'))).toBe(false);
    expect(IllegalActionError.is(new Error('Illegal action 3: no'))).toBe(false);
    for (const x of [null, undefined, 'ILLEGAL_ACTION', 3]) {
      expect(IllegalActionError.is(x)).toBe(false);
    }
  });

  it('is() works detached, as a filter', () => {
    const mixed = [new IllegalActionError(1, 'a'), new OptionsError('k', 'b'), 'x'];
    expect(mixed.filter(IllegalActionError.is)).toHaveLength(1);
    expect(mixed.filter(OptionsError.is)).toEqual([mixed[1]]);
  });

  it('errorCode names the code of any core error, from any copy, and null otherwise', () => {
    expect(errorCode(new ReplayError(1, 'm'))).toBe('REPLAY');
    expect(errorCode(foreign('OptionsError', 'OPTIONS'))).toBe('OPTIONS');
    expect(errorCode(new TypeError('x'))).toBeNull();
    expect(errorCode(foreign('OptionsError', 'VALIDATION'))).toBeNull();
  });
});

describe('engine error codes', () => {
  it("errorCode names the engine's errors by their name and code (classes live in ai-wasm)", () => {
    expect(errorCode(foreign('EngineRequestError', 'ENGINE_REQUEST'))).toBe('ENGINE_REQUEST');
    expect(errorCode(foreign('EngineCancelledError', 'ENGINE_CANCELLED'))).toBe('ENGINE_CANCELLED');
    expect(errorCode(foreign('EngineCrashedError', 'ENGINE_CRASHED'))).toBe('ENGINE_CRASHED');
    expect(errorCode(foreign('EngineDisposedError', 'ENGINE_DISPOSED'))).toBe('ENGINE_DISPOSED');
    // A name without its code (or the reverse) is not one of them.
    expect(errorCode(foreign('EngineCrashedError', 'ENGINE_REQUEST'))).toBeNull();
  });
});
