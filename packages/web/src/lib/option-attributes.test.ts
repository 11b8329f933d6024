/** Option attributes from a schema: names, Lit declarations and the parse of each type. */
import type { OptionSchema } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import {
  attributeOf,
  optionAttributes,
  optionProperty,
  parseOptionAttribute,
} from './option-attributes.js';

const schema: OptionSchema<{ recountAtEnd: boolean; deckCount: number; mode: string }> = {
  recountAtEnd: { type: 'boolean', default: false, description: 'Recount.' },
  deckCount: { type: 'integer', default: 1, min: 1, max: 3, description: 'Decks.' },
  mode: { type: 'enum', values: ['basic', 'advanced'], default: 'basic', description: 'Mode.' },
};
const [flag, count, mode] = optionAttributes(schema).map((o) => o.spec);

describe('option attributes', () => {
  it('names each option in kebab case, in the schema order', () => {
    expect(attributeOf('recountAtEnd')).toBe('recount-at-end');
    expect(attributeOf('tournament')).toBe('tournament');
    expect(optionAttributes(schema).map((o) => [o.key, o.attribute])).toEqual([
      ['recountAtEnd', 'recount-at-end'],
      ['deckCount', 'deck-count'],
      ['mode', 'mode'],
    ]);
  });

  it('declares reflected Lit properties typed like the options', () => {
    expect(optionProperty('recount-at-end', flag!)).toEqual({
      type: Boolean,
      attribute: 'recount-at-end',
      reflect: true,
    });
    expect(optionProperty('deck-count', count!).type).toBe(Number);
    expect(optionProperty('mode', mode!).type).toBe(String);
  });

  it('parses booleans by presence, like HTML boolean attributes', () => {
    expect(parseOptionAttribute('recount-at-end', flag!, '')).toEqual({ ok: true, value: true });
    expect(parseOptionAttribute('recount-at-end', flag!, 'x')).toEqual({ ok: true, value: true });
    expect(parseOptionAttribute('recount-at-end', flag!, null)).toEqual({ ok: true, value: false });
  });

  it('parses integers in range and enum values, and says what a bad value should be', () => {
    expect(parseOptionAttribute('deck-count', count!, ' 3 ')).toEqual({ ok: true, value: 3 });
    expect(parseOptionAttribute('deck-count', count!, null)).toEqual({ ok: true, value: 1 });
    const high = parseOptionAttribute('deck-count', count!, '4');
    expect(high.ok).toBe(false);
    if (!high.ok)
      expect(high.error.message).toBe('deck-count="4" ignored: expected an integer from 1 to 3');
    expect(parseOptionAttribute('deck-count', count!, '1.5').ok).toBe(false);
    expect(parseOptionAttribute('mode', mode!, 'advanced')).toEqual({
      ok: true,
      value: 'advanced',
    });
    const bad = parseOptionAttribute('mode', mode!, 'hard');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.attribute).toBe('mode');
      expect(bad.error.message).toBe('mode="hard" ignored: expected one of basic, advanced');
    }
  });
});
