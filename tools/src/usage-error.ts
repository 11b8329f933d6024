/**
 * A bad command line: the message says what was wrong and what is allowed. Every tool prints
 * it with its usage and exits with status 2.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
