/**
 * The daily deal's rules: the day is the UTC date; the seed depends on the game and the day only
 * (the same for everyone, another the next day, another for another game); one result a day is
 * kept; the streak counts days in a row; the share text is plain lines without the deal's cards.
 */
import { describe, expect, it } from 'vitest';
import {
  type DailyResult,
  dailySeed,
  dayKey,
  fnv1a32,
  parseDailyRecords,
  previousDay,
  shareText,
  streak,
  withResult,
} from './daily-deal.js';

const won: DailyResult = { result: 'won', moves: 17, hints: 2, score: '31 to 24' };

describe('daily deal', () => {
  it('reads the day in UTC, whatever the local time zone', () => {
    expect(dayKey(new Date('2026-11-26T23:30:00-05:00'))).toBe('2026-11-27');
    expect(dayKey(new Date('2026-11-27T00:10:00+09:00'))).toBe('2026-11-26');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
  });

  it('deals by game and day: the FNV-1a hash of a documented text', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    const today = dailySeed('dice-matrix', '2026-11-26');
    expect(today).toBe(fnv1a32('matrix-arcade daily dice-matrix 2026-11-26'));
    expect(dailySeed('dice-matrix', '2026-11-26')).toBe(today);
    expect(dailySeed('dice-matrix', '2026-11-27')).not.toBe(today);
    expect(dailySeed('matrix-overload', '2026-11-26')).not.toBe(today);
  });

  it('keeps the first result of a day and counts a streak of days in a row', () => {
    let r = withResult({}, 'dice-matrix', '2026-11-24', won);
    r = withResult(r, 'dice-matrix', '2026-11-25', { ...won, result: 'lost' });
    r = withResult(r, 'dice-matrix', '2026-11-25', won); // a second finish of the same day
    expect(r['dice-matrix']!['2026-11-25']!.result).toBe('lost');
    expect(streak(r, 'dice-matrix', '2026-11-26')).toBe(2); // today still to play
    r = withResult(r, 'dice-matrix', '2026-11-26', won);
    expect(streak(r, 'dice-matrix', '2026-11-26')).toBe(3);
    expect(streak(r, 'dice-matrix', '2026-11-28')).toBe(0); // a day missed
    expect(streak(r, 'matrix-overload', '2026-11-26')).toBe(0);
  });

  it('shares a few plain lines: game, day, result, moves, hints, streak', () => {
    const text = shareText('Dice Matrix', '2026-11-26', won, 3);
    expect(text.split('\n')).toEqual([
      'matrix-arcade daily: Dice Matrix, 2026-11-26 (UTC)',
      'Won (31 to 24) in 17 moves, 2 hints',
      'Streak: 3 days',
    ]);
    const solo = shareText('MATR1X ØVERLØAD', '2026-11-26', { ...won, score: '', hints: 1 }, 1);
    expect(solo).toContain('Won in 17 moves, 1 hint');
    expect(solo).toContain('Streak: 1 day');
    expect(/\p{Extended_Pictographic}/u.test(text + solo)).toBe(false);
  });

  it('reads kept records back, dropping what is not a result', () => {
    const raw = JSON.stringify({
      'dice-matrix': { '2026-11-26': won, 'not-a-day': won, '2026-11-25': { result: 'maybe' } },
    });
    expect(parseDailyRecords(raw)).toEqual({ 'dice-matrix': { '2026-11-26': won } });
    expect(parseDailyRecords('{oops')).toBeNull();
    expect(parseDailyRecords(null)).toEqual({});
  });
});
