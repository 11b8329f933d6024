/**
 * Structural equality of JSON-friendly values (plain objects, arrays, primitives). Used to
 * compare states, observations and replays.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], bb[i])) return false;
    return true;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bkeys = Object.keys(bo).filter((k) => bo[k] !== undefined);
  if (keys.length !== bkeys.length) return false;
  for (const k of keys) if (!deepEqual(ao[k], bo[k])) return false;
  return true;
}
