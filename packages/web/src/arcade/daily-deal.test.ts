/**
 * The daily deal's rules: the day is the UTC date; the seed depends on the game and the day only
 * (the same for everyone, another the next day, another for another game); one result a day is
 * kept; the streak counts days in a row finished on their day; the share text is one plain line
 * without the deal's cards; a month's days for the calendar.
 */
import { describe, expect, it } from 'vitest';
import {
  type DailyResult,
  addMonths,
  dailySeed,
  dayOfSeed,
  dayKey,
  fnv1a32,
  monthDays,
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

  it('shares one plain line: game, day, result and score, nothing of the deal', () => {
    const text = shareText('Dice Matrix', '2026-11-27', { ...won, score: '158 to 140' });
    expect(text).toBe('Dice Matrix daily 2026-11-27: won 158–140');
    const solo = shareText('MATR1X ØVERLØAD', '2026-11-26', { ...won, result: 'lost', score: '' });
    expect(solo).toBe('MATR1X ØVERLØAD daily 2026-11-26: lost');
    expect(/\p{Extended_Pictographic}/u.test(text + solo)).toBe(false);
  });

  it('counts a past day played later in the calendar, but it fills no gap in the streak', () => {
    let r = withResult({}, 'dice-matrix', '2026-11-26', { ...won, on: '2026-11-26' });
    r = withResult(r, 'dice-matrix', '2026-11-24', { ...won, on: '2026-11-24' });
    r = withResult(r, 'dice-matrix', '2026-11-25', { ...won, on: '2026-11-26' });
    expect(streak(r, 'dice-matrix', '2026-11-26')).toBe(1);
  });

  it('lays out a month from Monday and finds the day of a seed', () => {
    const nov = monthDays('2026-11');
    expect(nov.days).toHaveLength(30);
    expect(nov.days[0]).toBe('2026-11-01');
    expect(nov.firstWeekday).toBe(6); // 1 November 2026 is a Sunday
    expect(monthDays('2028-02').days).toHaveLength(29);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    const seed = dailySeed('dice-matrix', '2026-10-03');
    expect(dayOfSeed('dice-matrix', seed, '2026-11-27')).toBe('2026-10-03');
    expect(dayOfSeed('dice-matrix', seed, '2026-10-02')).toBeNull();
  });

  it('reads kept records back, dropping what is not a result', () => {
    const raw = JSON.stringify({
      'dice-matrix': { '2026-11-26': won, 'not-a-day': won, '2026-11-25': { result: 'maybe' } },
    });
    expect(parseDailyRecords(raw)).toEqual({ 'dice-matrix': { '2026-11-26': won } });
    expect(parseDailyRecords('{oops')).toBeNull();
    expect(parseDailyRecords(null)).toEqual({});
    // A record kept by the code before the calendar (no \`on\`) reads back as it was.
    const old =
      '{"dice-matrix":{"2026-11-26":{"result":"lost","moves":30,"hints":0,"score":"140 to 158"}}}';
    expect(parseDailyRecords(old)).toEqual({
      'dice-matrix': { '2026-11-26': { result: 'lost', moves: 30, hints: 0, score: '140 to 158' } },
    });
    expect(streak(parseDailyRecords(old)!, 'dice-matrix', '2026-11-27')).toBe(1);
  });
});
