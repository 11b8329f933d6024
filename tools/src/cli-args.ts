/**
 * Shared command-line parsing for the tools: strict flags (an unknown or malformed flag is an
 * error, never ignored), whole-number checks with messages that say what is allowed, and game
 * options given as `--option key=value`.
 */
import { parseArgs } from 'node:util';
import { type AnyGame, parseOptionStrings } from '@matrix-arcade/core';
import { UsageError } from './usage-error.js';

type ParseArgsOptions = NonNullable<Parameters<typeof parseArgs>[0]>['options'];

export interface ParsedCli {
  readonly values: Readonly<Record<string, string | boolean | string[] | boolean[] | undefined>>;
  readonly positionals: string[];
}

export function parseCli(argv: string[], options: ParseArgsOptions): ParsedCli {
  try {
    // `pnpm start -- --seed 7` forwards the `--`; drop it so the flags after it still count.
    const args = argv[0] === '--' ? argv.slice(1) : argv;
    return parseArgs({ args, options, allowPositionals: true, strict: true }) as ParsedCli;
  } catch (e) {
    throw new UsageError((e as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
}

/** A whole number flag within [min, max], or the default when absent. */
export function intFlag(
  value: unknown,
  flag: string,
  fallback: number,
  min = 1,
  max = 1e9,
): number {
  if (value === undefined) return fallback;
  const text = String(value);
  if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return Number(text);
}

/** `--option key=value` pairs, validated against the game's option schema. */
export function gameOptions(game: AnyGame, pairs: string[] | undefined): object {
  const raw: Record<string, string> = {};
  for (const pair of pairs ?? []) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    raw[key] = eq < 0 ? 'true' : pair.slice(eq + 1);
  }
  try {
    return parseOptionStrings(game.optionSchema, raw, '--option');
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}
