/**
 * Parsing of the attributes every game element shares (`seed`, `ai-seats`, `speed`,
 * `ai-iterations`, `theme`). Each parser returns the value or an `AttributeError` saying what was wrong
 * and what is allowed; the element then warns, fires `error` and keeps its last good value.
 * Nothing here throws, so a bad attribute can never break a page.
 */
import { SPEEDS, type SpeedName } from './speeds.js';

/** A rejected attribute value. */
export class AttributeError extends Error {
  override readonly name = 'AttributeError';
  constructor(
    readonly attribute: string,
    readonly value: string,
    reason: string,
  ) {
    super(`${attribute}="${value}" ignored: ${reason}`);
  }
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: AttributeError };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(attribute: string, value: string, reason: string): Parsed<T> => ({
  ok: false,
  error: new AttributeError(attribute, value, reason),
});

/** `seed`: an integer from 0 to 4294967295. */
export function parseSeed(value: string): Parsed<number> {
  const v = value.trim();
  if (!/^\d+$/.test(v) || Number(v) > 0xffffffff) {
    return bad('seed', value, 'expected an integer from 0 to 4294967295');
  }
  return ok(Number(v));
}

/** What `ai-seats` allows for a game of `seats` seats, with examples that are valid for it. */
export function seatsAllowed(seats: number): string {
  if (seats === 1) return 'expected "0" (the AI plays) or "" (you play)';
  const all = Array.from({ length: seats }, (_, i) => i).join(',');
  return `expected seat numbers from 0 to ${seats - 1}, e.g. "${seats - 1}" or "${all}"`;
}

/** `ai-seats`: comma-separated distinct seat indexes below `seats` (empty: no AI). */
export function parseSeats(value: string, seats: number): Parsed<number[]> {
  const v = value.trim();
  if (v === '') return ok([]);
  const parts = v.split(',').map((p) => p.trim());
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d+$/.test(p) || Number(p) >= seats) {
      return bad('ai-seats', value, seatsAllowed(seats));
    }
    if (out.includes(Number(p))) return bad('ai-seats', value, `seat ${p} is listed twice`);
    out.push(Number(p));
  }
  return ok(out.sort((a, b) => a - b));
}

/** `speed`: slow, normal, fast or instant. */
export function parseSpeed(value: string): Parsed<SpeedName> {
  const v = value.trim().toLowerCase();
  if (Object.hasOwn(SPEEDS, v)) return ok(v as SpeedName);
  return bad('speed', value, `expected one of ${Object.keys(SPEEDS).join(', ')}`);
}

/** `ai-iterations`: search iterations per AI move, 1 to 1000000. */
export function parseIterations(value: string): Parsed<number> {
  const v = value.trim();
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 1_000_000) {
    return bad('ai-iterations', value, 'expected an integer from 1 to 1000000');
  }
  return ok(Number(v));
}

/** `ai-level`: quick (the default: fast hints and moves) or strong (up to about a second). */
export function parseLevel(value: string): Parsed<AiLevelName> {
  const v = value.trim().toLowerCase();
  if ((AI_LEVEL_NAMES as readonly string[]).includes(v)) return ok(v as AiLevelName);
  return bad('ai-level', value, `expected one of ${AI_LEVEL_NAMES.join(', ')}`);
}

export type AiLevelName = 'quick' | 'strong';
export const AI_LEVEL_NAMES: readonly AiLevelName[] = ['quick', 'strong'];

/** `theme`: light or dark (the attribute absent: follow the system setting). */
export function parseTheme(value: string): Parsed<ThemeName> {
  const v = value.trim().toLowerCase();
  if (v === 'light' || v === 'dark') return ok(v);
  return bad(
    'theme',
    value,
    'expected "light" or "dark" (remove the attribute to follow the system)',
  );
}

export type ThemeName = 'light' | 'dark';

/** Whether `v` is a seed: an integer from 0 to 4294967295. */
export function isSeed(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 0xffffffff;
}

/** A fresh random seed for a game started without one. */
export function randomSeed(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0]!;
}

/** The attributes every game element parses itself (with errors reported, never thrown). */
export const SHARED_ATTRIBUTES = [
  'seed',
  'ai-seats',
  'speed',
  'ai-iterations',
  'ai-level',
  'theme',
] as const;

/** Parses one of `SHARED_ATTRIBUTES` for a game with `seats` seats; null for any other name. */
export function parseSharedAttribute(
  name: string,
  value: string,
  seats: number,
): Parsed<unknown> | null {
  switch (name) {
    case 'seed':
      return parseSeed(value);
    case 'ai-seats':
      return parseSeats(value, seats);
    case 'speed':
      return parseSpeed(value);
    case 'ai-iterations':
      return parseIterations(value);
    case 'ai-level':
      return parseLevel(value);
    case 'theme':
      return parseTheme(value);
    default:
      return null;
  }
}
