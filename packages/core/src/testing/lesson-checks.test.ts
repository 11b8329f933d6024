/**
 * `lessonProblems` on Nim: a sound set of lessons has no problem; each kind of flaw (a section
 * nobody teaches, a rulings heading no section covers, an accepted move that breaks the steps
 * after it, options that differ from the position's, a first-game lesson after an advanced one,
 * a step that says too much at once) is named.
 */
import { describe, expect, it } from 'vitest';
import type { GameLessons, Lesson } from '../lesson.js';
import { type NimState, nim } from '../search/nim.test-game.js';
import { lessonProblems, rulingsHeadings } from './lesson-checks.js';

const game = nim(7);
const RULINGS = '# Nim\n\n## Taking\n\ntext\n\n## Presentation\n';
const base: Lesson<NimState> = {
  id: 'leave-four',
  title: 'Leave four',
  kind: 'first-game',
  summary: '',
  teaches: ['taking'],
  options: {},
  seat: 0,
  start: () => ({ pile: 7, toMove: 0 }),
  steps: [
    { kind: 'move', text: '', accept: [3], point: 3, otherwise: '' },
    { kind: 'reply', by: 'ai', action: 1, text: '' },
  ],
};
const all = (lessons: Lesson<NimState>[], sections = ['taking']): GameLessons<NimState> => ({
  gameId: 'nim',
  lessons,
  reference: {
    sections: sections.map((id) => ({ id, title: id, text: [], rulings: ['Taking'] })),
    glossary: [{ term: 'pile', meaning: '', section: 'taking' }],
  },
});

describe('lessonProblems', () => {
  it('reads the ## headings of a rulings file', () => {
    expect(rulingsHeadings(RULINGS)).toEqual(['Taking', 'Presentation']);
  });

  it('finds nothing wrong with sound lessons (Presentation exempt)', () => {
    expect(lessonProblems(game, all([base]), RULINGS, ['Presentation'])).toEqual([]);
  });

  it('names each flaw', () => {
    const breaks: Lesson<NimState> = {
      ...base,
      id: 'breaks',
      kind: 'first-game',
      options: { fast: true },
      steps: [
        // Taking 1 leaves 6, the reply 3 leaves 3 and the player takes 3: fine; but after the
        // alternative 3 the pile is 4, the reply leaves 1, and the player cannot take 3.
        { kind: 'move', text: '', accept: [1, 3], point: 1, otherwise: '' },
        { kind: 'reply', by: 'ai', action: 3, text: 'x'.repeat(301) },
        { kind: 'move', text: '', accept: [3], point: 3, otherwise: '' },
      ],
    };
    const advanced: Lesson<NimState> = { ...base, id: 'late', kind: 'advanced' };
    const problems = lessonProblems(game, all([advanced, breaks], ['taking', 'spare']), RULINGS);
    expect(problems).toEqual([
      'breaks: a first-game lesson after an advanced one',
      'breaks, step 2: 301 characters at once (at most 300: split it into steps)',
      `breaks: its position's options are {}, the lesson says {"fast":true}`,
      'breaks, step 1: after accepted move 3: Illegal action 3: take 1 to 1',
      'section spare is taught by no lesson',
      'rulings heading "Presentation" is covered by no section',
    ]);
  });
});
