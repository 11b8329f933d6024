import { describe, expect, it } from 'vitest';
import { OptionsError } from './errors.js';
import { type OptionSchema, parseOptions, parseOptionStrings } from './options.js';

interface Opts {
  variant: boolean;
  rounds: number;
  mode: string;
}
const schema: OptionSchema<Opts> = {
  variant: { type: 'boolean', default: false, description: 'v' },
  rounds: { type: 'integer', default: 1, min: 1, max: 3, description: 'r' },
  mode: { type: 'enum', values: ['basic', 'advanced'], default: 'basic', description: 'm' },
};

describe('options', () => {
  it('fills defaults and keeps given values', () => {
    expect(parseOptions(schema, undefined)).toEqual({ variant: false, rounds: 1, mode: 'basic' });
    expect(parseOptions(schema, { rounds: 3 })).toEqual({
      variant: false,
      rounds: 3,
      mode: 'basic',
    });
  });

  it('names the bad field and what it allows', () => {
    expect(() => parseOptions(schema, { rounds: 4 })).toThrow(
      'options.rounds: expected an integer from 1 to 3, got 4',
    );
    expect(() => parseOptions(schema, { mode: 'x' })).toThrow(
      'options.mode: expected one of "basic", "advanced"',
    );
    expect(() => parseOptions(schema, { variant: 'yes' })).toThrow(OptionsError);
    expect(() => parseOptions(schema, { colour: 1 })).toThrow(
      'options.colour: unknown option; known options: variant, rounds, mode',
    );
    expect(() => parseOptions(schema, [1])).toThrow('expected an object');
  });

  it('parses string values from attributes and flags', () => {
    expect(parseOptionStrings(schema, { variant: 'true', rounds: '2', mode: 'advanced' })).toEqual({
      variant: true,
      rounds: 2,
      mode: 'advanced',
    });
    expect(parseOptionStrings(schema, { variant: '' }).variant).toBe(true);
    expect(() => parseOptionStrings(schema, { rounds: 'two' })).toThrow('got "two"');
  });
});
