/**
 * Checks of the values a page assigns to the shared properties (`seed`, `aiSeats`, `speed`,
 * `aiIterations`, `theme`) and passes to `newGame({ seed })`: the same rules as the attributes
 * (`attributes.ts`), for values of any type. Each check returns the clean value or a message
 * that names the property, shows the rejected value and says what is allowed; the element then
 * warns, fires `error` and keeps its last good value, exactly as for a bad attribute.
 */
import { ValidationError } from '@matrix-arcade/core';
import { AI_LEVEL_NAMES, type AiLevelName, type ThemeName, isSeed } from './attributes.js';
import { SPEEDS, type SpeedName } from './speeds.js';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** A value as a page author would write it: `[9]`, `"warp"`, `undefined`. */
export function shown(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || v == null) return String(v);
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = <T>(name: string, v: unknown, allowed: string): Checked<T> => ({
  ok: false,
  message: `${name} = ${shown(v)} ignored: ${allowed}`,
});

export function checkSeed(v: unknown, name = 'seed'): Checked<number> {
  return isSeed(v) ? ok(v) : bad(name, v, 'expected an integer from 0 to 4294967295');
}

/**
 * `newGame({ seed })`'s seed (a method call, so it throws rather than warns): the seed, or core's
 * coded `ValidationError` (`code: 'VALIDATION'`) naming it and what is allowed.
 */
export function newGameSeed(v: unknown): number {
  if (isSeed(v)) return v;
  throw new ValidationError(
    'newGame({ seed })',
    `expected an integer from 0 to 4294967295, got ${shown(v)}`,
  );
}

/** `aiSeats`: an array of distinct seat numbers of the game (sorted on the way in). */
export function checkSeats(v: unknown, seats: number): Checked<number[]> {
  const allowed =
    seats === 1
      ? 'expected [0] (the AI plays) or [] (you play)'
      : `expected an array of distinct seat numbers from 0 to ${seats - 1}, e.g. [${seats - 1}], [${Array.from({ length: seats }, (_, i) => i).join(', ')}] or []`;
  if (!Array.isArray(v)) return bad('aiSeats', v, allowed);
  const seen = new Set<number>();
  for (const s of v) {
    if (!Number.isInteger(s) || s < 0 || s >= seats || seen.has(s))
      return bad('aiSeats', v, allowed);
    seen.add(s);
  }
  return ok([...seen].sort((a, b) => a - b));
}

export function checkSpeed(v: unknown): Checked<SpeedName> {
  return typeof v === 'string' && Object.hasOwn(SPEEDS, v)
    ? ok(v as SpeedName)
    : bad('speed', v, `expected one of ${Object.keys(SPEEDS).join(', ')}`);
}

/** `aiIterations`: an integer from 1 to 1000000, or undefined for the engine's default. */
export function checkIterations(v: unknown): Checked<number | undefined> {
  if (v === undefined || v === null) return ok(undefined);
  return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 1_000_000
    ? ok(v as number)
    : bad('aiIterations', v, 'expected an integer from 1 to 1000000, or undefined for the default');
}

/** `aiLevel`: "quick" or "strong". */
export function checkLevel(v: unknown): Checked<AiLevelName> {
  return typeof v === 'string' && (AI_LEVEL_NAMES as readonly string[]).includes(v)
    ? ok(v as AiLevelName)
    : bad('aiLevel', v, `expected one of ${AI_LEVEL_NAMES.join(', ')}`);
}

/** `theme`: "light", "dark", or null/undefined to follow the system setting. */
export function checkTheme(v: unknown): Checked<ThemeName | null> {
  if (v === undefined || v === null || v === '') return ok(null);
  return v === 'light' || v === 'dark'
    ? ok(v)
    : bad('theme', v, 'expected "light", "dark", or null to follow the system setting');
}
