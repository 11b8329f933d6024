/**
 * `rejectionOf(fn)`: the `ValidationError` that untrusted input must raise, for codec tests of
 * every game. Framework-free: it throws when `fn` returns or throws anything else, and returns
 * the error so a test can check its path and message.
 */
import { ValidationError } from '../errors.js';

export function rejectionOf(fn: () => unknown): ValidationError {
  let thrown: unknown;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  if (ValidationError.is(thrown)) return thrown;
  if (thrown === undefined) throw new Error('expected a ValidationError, but nothing was thrown');
  throw new Error(`expected a ValidationError, got ${String(thrown)}`);
}
