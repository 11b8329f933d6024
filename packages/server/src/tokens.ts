/**
 * Seat tokens of online duels: 144 random bits from the operating system's CSPRNG, written as 24
 * base64url characters. A seat's holder proves it with its token; anything not shaped like a
 * token is refused before any lookup.
 */
import { randomBytes } from 'node:crypto';

/** An unguessable token: 144 random bits, base64url. */
export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

/** Tokens are 24 base64url characters; anything else is refused before any lookup. */
export function isToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{24}$/.test(value);
}
