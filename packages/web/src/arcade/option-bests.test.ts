/**
 * Statistics per option set: a key that ignores the options' order, the options in words (only
 * those that differ from the defaults and apply), a best result that prefers a win, then the
 * margin, then the score, and stored records read back with what is not a record dropped.
 */
import { describe, expect, it } from 'vitest';
import { type OptionSchema, defaultOptions } from '@matrix-arcade/core';
import { CUSTOM_BREAKERS, piecepackMatrix } from '@matrix-arcade/piecepack-matrix';
import {
  type BestGame,
  optionsKey,
  optionsLabel,
  parseOptionBests,
  winPercent,
  withGame,
} from './option-bests.js';

const schema = {
  mode: {
    type: 'enum',
    values: ['basic', 'advanced', 'challenge'],
    default: 'basic',
    description: 'Mode',
    label: 'Mode',
  },
  challenge: {
    type: 'enum',
    values: ['a', 'b'],
    default: 'a',
    description: 'Challenge',
    when: { mode: ['challenge'] },
  },
  tournament: { type: 'boolean', default: false, description: 'Tournament' },
} as unknown as OptionSchema<object>;

const game = (result: BestGame['result'], score: number, margin: number): BestGame => ({
  result,
  score,
  margin,
  words: `${result} ${score}`,
  seed: score,
  when: '2026-11-27T10:00:00.000Z',
});

describe('statistics per option set', () => {
  it('keys and words', () => {
    expect(optionsKey({ b: 1, a: 2 })).toBe(optionsKey({ a: 2, b: 1 }));
    expect(optionsLabel(schema, { mode: 'basic', challenge: 'b', tournament: false })).toBe(
      'Default options',
    );
    expect(optionsLabel(schema, { mode: 'challenge', challenge: 'b', tournament: true })).toBe(
      'Mode: challenge, Challenge: b, Tournament',
    );
  });

  it('names a value by its words where the schema gives them: Matrix (piecepack)’s breakers', () => {
    const options = {
      ...defaultOptions(piecepackMatrix.optionSchema),
      breakers: 'set',
      black: 2,
      red: 0,
      blue: 5,
    };
    const words = optionsLabel(piecepackMatrix.optionSchema, options);
    // Black's 2nd custom breaker and blue's 5th, by name, not by number; red stays basic.
    expect(words).toContain(`Black breaker: ${CUSTOM_BREAKERS[0]![1]!.name}`);
    expect(words).toContain(`Blue breaker: ${CUSTOM_BREAKERS[3]![4]!.name}`);
    expect(words).not.toMatch(/breaker: \d/);
  });

  it('keeps the best game: a win first, then the margin, then the score', () => {
    let r = withGame({}, 'k', 'Default options', game('lost', 9, 9));
    r = withGame(r, 'k', 'Default options', game('won', 3, 1));
    r = withGame(r, 'k', 'Default options', game('won', 2, 5));
    r = withGame(r, 'k', 'Default options', game('drawn', 50, 0));
    expect(r.k).toMatchObject({ played: 4, won: 2, lost: 1, drawn: 1 });
    expect(r.k!.best!.seed).toBe(2);
    expect(winPercent(r.k!)).toBe('50%');
    expect(winPercent({ won: 0, lost: 0, drawn: 0 })).toBe('–');
  });

  it('reads stored records back, dropping what is not one', () => {
    const r = withGame({}, 'k', 'Default options', game('won', 3, 1));
    expect(parseOptionBests(JSON.stringify(r))).toEqual(r);
    expect(parseOptionBests(null)).toEqual({});
    expect(parseOptionBests('{oops')).toEqual({});
    expect(
      parseOptionBests('{"k":{"label":"x","played":-1,"won":0,"lost":0,"drawn":0,"best":null}}'),
    ).toEqual({});
  });
});
