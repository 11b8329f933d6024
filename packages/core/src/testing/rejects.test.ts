/** `rejectionOf` returns the validation error and refuses anything else. */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.js';
import { rejectionOf } from './rejects.js';

describe('rejectionOf', () => {
  it('returns the ValidationError with its path', () => {
    const e = rejectionOf(() => {
      throw new ValidationError('state.deck', 'not an array');
    });
    expect(e.path).toBe('state.deck');
  });
  it('fails when nothing or another error is thrown', () => {
    expect(() => rejectionOf(() => 1)).toThrow(/nothing was thrown/);
    expect(() =>
      rejectionOf(() => {
        throw new TypeError('boom');
      }),
    ).toThrow(/got TypeError: boom/);
  });
});
