/**
 * A game's options as element attributes, generated from its `optionSchema`: one kebab-case
 * attribute per option key (`recountAtEnd` → `recount-at-end`), declared as a reflected Lit
 * property of the option's type. A boolean option is an HTML boolean attribute (present: on);
 * an integer or enum option is parsed here, and a bad value comes back as an `AttributeError`
 * (the element then warns, fires `error` and keeps its last good value, as for `seed`).
 */
import type { OptionSchema, OptionSpec } from '@matrix-arcade/core';
import type { PropertyDeclaration } from 'lit';
import { AttributeError, type Parsed } from './attributes.js';

/** `recountAtEnd` → `recount-at-end`. */
export function attributeOf(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Every option of a schema: its key, attribute and spec, in the schema's order. */
export function optionAttributes(
  schema: OptionSchema<object>,
): { key: string; attribute: string; spec: OptionSpec }[] {
  return (Object.entries(schema) as [string, OptionSpec][]).map(([key, spec]) => ({
    key,
    attribute: attributeOf(key),
    spec,
  }));
}

/** The Lit property declaration of an option: reflected, typed like the option. */
export function optionProperty(attribute: string, spec: OptionSpec): PropertyDeclaration {
  const type = spec.type === 'boolean' ? Boolean : spec.type === 'integer' ? Number : String;
  return { type, attribute, reflect: true };
}

/**
 * Checks an option attribute's new value (null: removed). Booleans take any value (presence is
 * what counts); integers must be whole numbers in range; enums one of their values.
 */
export function parseOptionAttribute(
  attribute: string,
  spec: OptionSpec,
  value: string | null,
): Parsed<unknown> {
  if (spec.type === 'boolean') return { ok: true, value: value !== null };
  if (value === null) return { ok: true, value: spec.default };
  const v = value.trim();
  if (spec.type === 'integer') {
    if (/^-?\d+$/.test(v) && Number(v) >= spec.min && Number(v) <= spec.max) {
      return { ok: true, value: Number(v) };
    }
    return {
      ok: false,
      error: new AttributeError(
        attribute,
        value,
        `expected an integer from ${spec.min} to ${spec.max}`,
      ),
    };
  }
  if (spec.values.includes(v)) return { ok: true, value: v };
  return {
    ok: false,
    error: new AttributeError(attribute, value, `expected one of ${spec.values.join(', ')}`),
  };
}
