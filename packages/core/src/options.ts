/**
 * Declarative game options. A game lists its options once (type, default, range, words); the
 * same schema validates options in `setup`, drives the CLI flags and the web element's
 * attributes, and documents them.
 */
import { OptionsError, describeValue } from './errors.js';
import { shown } from './validate.js';

/**
 * What every option has: a description, and a short label for forms (default: the description);
 * and, for an option that only matters with some values of another (a challenge card in
 * challenge mode), `when`: those values per option key, so a form can leave it out otherwise.
 */
interface OptionWords {
  readonly description: string;
  readonly label?: string;
  readonly when?: { readonly [key: string]: readonly (string | number | boolean)[] };
  /** Words for some values, where the value alone says little (a breaker's number: its name). */
  readonly valueWords?: { readonly [value: string]: string };
}

export type OptionSpec = OptionWords &
  (
    | { readonly type: 'boolean'; readonly default: boolean }
    | {
        readonly type: 'integer';
        readonly default: number;
        readonly min: number;
        readonly max: number;
      }
    | { readonly type: 'enum'; readonly values: readonly string[]; readonly default: string }
  );

/** One spec per option key. */
export type OptionSchema<Opt> = { readonly [K in keyof Opt]: OptionSpec };

/** The defaults of a schema. */
export function defaultOptions<Opt extends object>(schema: OptionSchema<Opt>): Opt {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema) as [string, OptionSpec][]) {
    out[key] = spec.default;
  }
  return out as Opt;
}

function allowedOf(spec: OptionSpec): string {
  switch (spec.type) {
    case 'boolean':
      return 'true or false';
    case 'integer':
      return `an integer from ${spec.min} to ${spec.max}`;
    case 'enum':
      return `one of ${spec.values.map((v) => JSON.stringify(v)).join(', ')}`;
  }
}

/**
 * Validates untrusted options against a schema and fills in defaults. Throws `OptionsError`
 * naming the bad key and what it allows. Missing keys take their default.
 */
export function parseOptions<Opt extends object>(
  schema: OptionSchema<Opt>,
  input: unknown,
  where = 'options',
): Opt {
  if (input === undefined) return defaultOptions(schema);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new OptionsError(
      where,
      `expected an object of options (or nothing, for the defaults), got ${describeValue(input)}`,
    );
  }
  const specs = schema as Record<string, OptionSpec>;
  const out = defaultOptions(schema) as Record<string, unknown>;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const spec = specs[key];
    if (!spec) {
      const known = Object.keys(specs);
      throw new OptionsError(
        `${where}.${key}`,
        `unknown option; known options: ${known.length ? known.join(', ') : '(none)'}`,
      );
    }
    if (value === undefined) continue;
    const ok =
      spec.type === 'boolean'
        ? typeof value === 'boolean'
        : spec.type === 'integer'
          ? Number.isInteger(value) &&
            (value as number) >= spec.min &&
            (value as number) <= spec.max
          : typeof value === 'string' && spec.values.includes(value);
    if (!ok) {
      throw new OptionsError(`${where}.${key}`, `expected ${allowedOf(spec)}, got ${shown(value)}`);
    }
    out[key] = value;
  }
  return out as Opt;
}

/**
 * Parses option values given as strings (CLI flags, HTML attributes): `"true"`/`"false"`,
 * integers, enum names. Unknown keys and bad values throw `OptionsError`.
 */
export function parseOptionStrings<Opt extends object>(
  schema: OptionSchema<Opt>,
  input: Readonly<Record<string, string>>,
  where = 'options',
): Opt {
  const specs = schema as Record<string, OptionSpec>;
  const typed: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(input)) {
    const spec = specs[key];
    if (!spec) {
      typed[key] = raw; // parseOptions reports it with the list of known keys
      continue;
    }
    if (spec.type === 'boolean') {
      typed[key] = raw === 'true' || raw === '' ? true : raw === 'false' ? false : raw;
    } else if (spec.type === 'integer') {
      typed[key] = /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
    } else {
      typed[key] = raw;
    }
  }
  return parseOptions(schema, typed, where);
}

/**
 * Strict keys for the options a user passes to a function (`playGame`, `winnable`,
 * `reviewGame`…): `options` must be undefined or a plain object whose every key is in `allowed`,
 * else `OptionsError` at `<where>.<key>` naming the unknown key and the allowed ones. A typo
 * (`budgetMS`) is refused rather than silently ignored.
 */
export function checkKeys(options: unknown, allowed: readonly string[], where: string): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new OptionsError(where, `expected an object of options, got ${describeValue(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!allowed.includes(key)) {
      throw new OptionsError(`${where}.${key}`, `unknown option; allowed: ${allowed.join(', ')}`);
    }
  }
}
