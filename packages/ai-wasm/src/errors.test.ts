import { errorCode } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import {
  EngineCancelledError,
  EngineCrashedError,
  EngineDisposedError,
  EngineRequestError,
} from './errors.js';

/** An error of another copy of the package (or sent from a worker as data): name and code only. */
function foreign(name: string, code: string): unknown {
  return Object.assign(new Error('elsewhere'), { name, code });
}

describe('engine errors join core’s error model', () => {
  it('each has a stable code that core’s errorCode names', () => {
    expect(errorCode(new EngineRequestError('over'))).toBe('ENGINE_REQUEST');
    expect(errorCode(new EngineCancelledError())).toBe('ENGINE_CANCELLED');
    expect(errorCode(new EngineCrashedError('trap'))).toBe('ENGINE_CRASHED');
    expect(errorCode(new EngineDisposedError())).toBe('ENGINE_DISPOSED');
    expect(EngineCrashedError.code).toBe('ENGINE_CRASHED');
  });

  it('is() works across copies (name and code, not the prototype) and refuses look-alikes', () => {
    const other = foreign('EngineCancelledError', 'ENGINE_CANCELLED');
    expect(other instanceof EngineCancelledError).toBe(false);
    expect(EngineCancelledError.is(other)).toBe(true);
    expect(EngineRequestError.is(foreign('EngineRequestError', 'ENGINE_REQUEST'))).toBe(true);
    expect(EngineCrashedError.is(foreign('EngineCrashedError', 'ENGINE_CRASHED'))).toBe(true);
    expect(EngineDisposedError.is(foreign('EngineDisposedError', 'ENGINE_DISPOSED'))).toBe(true);
    expect(EngineCrashedError.is(new Error('EngineCrashedError'))).toBe(false);
    expect(EngineCrashedError.is(new EngineRequestError('x'))).toBe(false);
    expect(EngineRequestError.is(null)).toBe(false);
  });
});
