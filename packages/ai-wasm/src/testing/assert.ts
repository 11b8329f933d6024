/**
 * Assertions of the engine conformance kit, framework-free like the core's `conformanceChecks`:
 * each throws an `Error` that says what broke and where, so a check runs under any test runner.
 */
import { deepEqual } from '@matrix-arcade/core';

export function check(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

const show = (v: unknown): string =>
  JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? `${x}n` : x)) ?? String(v);

/** `actual === expected` (`Object.is`, so NaN equals NaN and 0 differs from -0). */
export function same(actual: unknown, expected: unknown, what: string): void {
  if (!Object.is(actual, expected)) {
    throw new Error(`${what}: got ${show(actual)}, expected ${show(expected)}`);
  }
}

/** Deep equality of plain data (arrays, objects, numbers). */
export function equal(actual: unknown, expected: unknown, what: string): void {
  if (!deepEqual(actual, expected)) {
    throw new Error(`${what}:\n  got      ${show(actual)}\n  expected ${show(expected)}`);
  }
}

/** `|actual − expected| < tolerance` (0: exactly equal, `Object.is`). */
export function near(actual: number, expected: number, tolerance: number, what: string): void {
  if (tolerance === 0 ? !Object.is(actual, expected) : !(Math.abs(actual - expected) < tolerance)) {
    throw new Error(`${what}: got ${actual}, expected ${expected} (within ${tolerance})`);
  }
}

/** Word lists compared as joined strings: as strict as element-wise, and fast over many steps. */
export function sameWords(
  actual: ArrayLike<number>,
  expected: ArrayLike<number>,
  what: string,
): void {
  const a = Array.prototype.join.call(actual);
  const e = Array.prototype.join.call(expected);
  if (a !== e) throw new Error(`${what}:\n  got      [${a}]\n  expected [${e}]`);
}
