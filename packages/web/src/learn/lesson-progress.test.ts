/**
 * Lesson progress read from untrusted storage: good entries are kept, bad ones dropped one by one
 * (and said), a skip never lowers a lesson's best stars, the front door suggests a game once.
 */
import { describe, expect, it } from 'vitest';
import { LessonProgress, PROGRESS_KEY, readProgress } from './lesson-progress.js';

/** A Storage kept in a Map. */
function memory(init: Record<string, string> = {}): Storage {
  const m = new Map(Object.entries(init));
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('lesson progress', () => {
  it('keeps what reads, drops the rest entry by entry', () => {
    const { data, dropped } = readProgress({
      done: { 'dice-matrix': { pairs: { stars: 2 }, bad: { stars: 7 } }, x: 3 },
      current: { game: 'dice-matrix', lesson: 'pairs', step: 2, moves: [1, 'two'] },
      suggested: ['dice-matrix', 4],
    });
    expect(data.done).toEqual({ 'dice-matrix': { pairs: { stars: 2 } } });
    expect(data.current).toBeNull();
    expect(data.suggested).toEqual(['dice-matrix']);
    expect(dropped).toBe(true);
    expect(readProgress(null).dropped).toBe(false);
  });

  it('says once that unreadable progress was set aside, and starts empty', () => {
    const p = new LessonProgress(memory({ [PROGRESS_KEY]: '{not json' }));
    expect(p.problem).toMatch(/could not be read/);
    expect(p.current()).toBeNull();
  });

  it('records steps and ends; a skip keeps the best stars; a game is suggested once', () => {
    const store = memory();
    const p = new LessonProgress(store);
    p.step({ game: 'g', lesson: 'a', step: 3, moves: [5, 6] });
    expect(new LessonProgress(store).current('g')).toEqual({
      game: 'g',
      lesson: 'a',
      step: 3,
      moves: [5, 6],
    });
    p.end({ game: 'g', lesson: 'a', step: 3, moves: [], stars: 2 });
    p.end({ game: 'g', lesson: 'a', step: 0, moves: [], stars: 0, skipped: true });
    const again = new LessonProgress(store);
    expect(again.record('g', 'a')).toEqual({ stars: 2 });
    expect(again.current()).toBeNull();
    expect(again.learnt('g')).toBe(true);
    expect([again.suggestOnce('g'), again.suggestOnce('g')]).toEqual([true, false]);
  });
});
