/** The rules panel's words: emphasis, the join after a point's title, the tip's first word. */
import { describe, expect, it } from 'vitest';
import { emphasisRuns, tipWords, titleJoin } from './rules-summary.js';

describe('rules summary words', () => {
  it('splits `_words_` into emphasised runs at odd indexes', () => {
    expect(emphasisRuns('With _recount at end_, no score; _Tournament_ plays two.')).toEqual([
      'With ',
      'recount at end',
      ', no score; ',
      'Tournament',
      ' plays two.',
    ]);
    expect(emphasisRuns('plain')).toEqual(['plain']);
  });

  it('joins a title to its text with a comma only when the sentence carries on', () => {
    expect(titleJoin('Each turn', 'take either one die')).toBe(', ');
    expect(titleJoin('Scoring.', 'A die you place')).toBe(' ');
    expect(titleJoin('Royals', '(J, Q, K) take one')).toBe(' ');
    expect(titleJoin('Setup', 'Deal eight cards')).toBe(' ');
  });

  it('lowers the first word of the tip after "Tip: ", not names or acronyms', () => {
    expect(tipWords('A pair that scores little')).toBe('a pair that scores little');
    expect(tipWords('Point at a place')).toBe('point at a place');
    expect(tipWords('MATR1X rewards patience')).toBe('MATR1X rewards patience');
    expect(tipWords('AI moves first')).toBe('AI moves first');
    expect(tipWords('I would wait')).toBe('I would wait');
  });
});
