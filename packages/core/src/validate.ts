/**
 * Small validators for untrusted JSON. Each takes the value and its dotted path and either
 * returns the value with a precise type or throws `ValidationError` naming that path, so a
 * corrupt save says exactly which field is wrong.
 */
import { ValidationError } from './errors.js';

export function fail(path: string, expected: string, got: unknown): never {
  throw new ValidationError(path, `expected ${expected}, got ${shown(got)}`);
}

/**
 * A bad value as a message shows it: JSON, cut at 60 characters, but NaN and the infinities
 * by name (JSON writes them `null`).
 */
export function shown(got: unknown): string {
  if (typeof got === 'number' && !Number.isFinite(got)) return String(got);
  let text: string;
  try {
    text = JSON.stringify(got) ?? String(got);
  } catch {
    text = String(got);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export function obj(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(path, 'an object', value);
  }
  return value as Record<string, unknown>;
}

export function arr(value: unknown, path: string, length?: number): unknown[] {
  if (!Array.isArray(value)) fail(path, 'an array', value);
  if (length !== undefined && value.length !== length) {
    fail(path, `an array of length ${length}`, `length ${value.length}`);
  }
  return value;
}

export function int(value: unknown, path: string, min: number, max: number): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    fail(path, `an integer from ${min} to ${max}`, value);
  }
  return value as number;
}

export function bool(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(path, 'true or false', value);
  return value;
}

export function str(value: unknown, path: string, allowed?: readonly string[]): string {
  if (typeof value !== 'string') fail(path, 'a string', value);
  if (allowed && !allowed.includes(value)) {
    fail(path, `one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`, value);
  }
  return value;
}

/** An array of integers, each in [min, max]. */
export function ints(
  value: unknown,
  path: string,
  min: number,
  max: number,
  length?: number,
): number[] {
  const a = arr(value, path, length);
  return a.map((v, i) => int(v, `${path}[${i}]`, min, max));
}
