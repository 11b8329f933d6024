/**
 * The one check every hand-written spec (a position, an outside position) goes through for its
 * keys: a key the spec does not know is an error (a stray `seed` would otherwise be ignored in
 * silence), a core `ValidationError` (code `VALIDATION`) whose path names the key and whose
 * message lists the keys allowed.
 */
import { ValidationError } from '@matrix-arcade/core';

/** Throws when `spec` (an object at `path`) has a key outside `allowed`. */
export function checkKeys(spec: object, path: string, allowed: readonly string[]): void {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) return;
  for (const key of Object.keys(spec)) {
    if (!allowed.includes(key)) {
      throw new ValidationError(
        `${path}.${key}`,
        `unknown key ${JSON.stringify(key)}: allowed keys are ${allowed.join(', ')}`,
      );
    }
  }
}

/** The keys of an outside position's details (`OutsideSpec`). */
export const OUTSIDE_KEYS: readonly string[] = ['royal', 'dead', 'ice'];
