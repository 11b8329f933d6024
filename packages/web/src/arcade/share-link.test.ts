import { describe, expect, it } from 'vitest';
import type { OptionSchema } from '@matrix-arcade/core';
import { linkOf, mergedLink, readLink } from './share-link.js';

const schema = {
  recountAtEnd: { type: 'boolean', default: false, description: 'recount' },
  rounds: { type: 'integer', default: 1, min: 1, max: 3, description: 'rounds' },
} as unknown as OptionSchema<object>;
const games = [
  { id: 'dice-matrix', schema },
  { id: 'solo', schema: {} as OptionSchema<object> },
];

describe('share links', () => {
  it('writes the deal and reads it back', () => {
    const link = linkOf('dice-matrix', 42, schema, { recountAtEnd: true, rounds: 1 });
    expect(link).toBe('?game=dice-matrix&seed=42&recount-at-end');
    expect(readLink(link, games)).toEqual({
      game: 'dice-matrix',
      seed: 42,
      options: { recountAtEnd: true, rounds: 1 },
      problems: [],
    });
    expect(readLink(linkOf('dice-matrix', 7, schema, { rounds: 3 }), games).options).toEqual({
      recountAtEnd: false,
      rounds: 3,
    });
  });

  it('says what is wrong with a link and keeps what is right', () => {
    const bad = readLink('?game=dice-matrix&seed=banana&rounds=9', games);
    expect(bad.game).toBe('dice-matrix');
    expect(bad.seed).toBeNull();
    expect(bad.options.rounds).toBe(1);
    expect(bad.problems).toEqual([
      'The link\'s seed "banana" is not a seed: a seed is a whole number from 0 to 4294967295.',
      'The link\'s rounds="9" ignored: expected an integer from 1 to 3.',
    ]);
    const unknown = readLink('?game=chess&seed=1', games);
    expect(unknown.game).toBeNull();
    expect(unknown.problems[0]).toContain('"chess"');
    expect(unknown.problems[0]).toContain('dice-matrix, solo');
    expect(readLink('', games)).toEqual({ game: null, seed: null, options: {}, problems: [] });
  });

  it('keeps the page’s own parameters when the address follows the deal', () => {
    expect(
      mergedLink('?lang=fr&game=solo&seed=3&rounds=2', '?game=dice-matrix&seed=9', [schema]),
    ).toBe('?game=dice-matrix&seed=9&lang=fr');
    expect(mergedLink('', '?game=solo&seed=1', [schema])).toBe('?game=solo&seed=1');
  });
});
