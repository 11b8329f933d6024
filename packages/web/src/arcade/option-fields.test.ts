/** The new-game form's option values read back from a submitted form, with their attributes. */
import type { OptionSchema } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { optionApplies, optionsFromForm } from './option-fields.js';

const schema: OptionSchema<{
  recountAtEnd: boolean;
  tournament: boolean;
  level: number;
  mode: string;
}> = {
  recountAtEnd: { type: 'boolean', default: false, description: 'Recount.' },
  tournament: { type: 'boolean', default: false, description: 'Two deals.' },
  level: { type: 'integer', default: 1, min: 1, max: 3, description: 'Level.' },
  mode: { type: 'enum', values: ['basic', 'advanced'], default: 'basic', description: 'Mode.' },
};

describe('optionsFromForm', () => {
  it('reads checkboxes as booleans and sets or removes their attributes', () => {
    const data = new FormData();
    data.set('recountAtEnd', 'on');
    data.set('level', '3');
    data.set('mode', 'advanced');
    expect(optionsFromForm(schema, data)).toEqual({
      options: { recountAtEnd: true, tournament: false, level: 3, mode: 'advanced' },
      attributes: [
        ['recount-at-end', ''],
        ['tournament', null],
        ['level', '3'],
        ['mode', 'advanced'],
      ],
    });
  });
});

describe('optionApplies', () => {
  const challenge = {
    type: 'enum',
    values: ['random', 'tower'],
    default: 'random',
    description: 'Challenge card.',
    when: { mode: ['challenge'] },
  } as const;

  it('leaves out an option whose `when` the other values do not meet', () => {
    expect(optionApplies(challenge, { mode: 'basic' })).toBe(false);
    expect(optionApplies(challenge, { mode: 'challenge' })).toBe(true);
    expect(optionApplies(schema.level, { mode: 'basic' })).toBe(true);
  });

  it('gives an option left out of the form its default', () => {
    const data = new FormData();
    data.set('mode', 'basic');
    expect(optionsFromForm(schema, data).options).toEqual({
      recountAtEnd: false,
      tournament: false,
      level: 1,
      mode: 'basic',
    });
  });
});
