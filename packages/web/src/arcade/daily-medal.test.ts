/**
 * A daily deal's medal and comparisons: gold for a win without a hint, silver for a win with
 * hints, bronze only when not won and the AI did not win the same deal either (none before the AI
 * has played it); the previous daily is the latest day before, the best orders a win before a
 * draw before a loss, then the wider margin, fewer hints, fewer moves, the earlier day; the AI's
 * result is put against yours; the AI's result is kept with the day's result and read back.
 */
import { describe, expect, it } from 'vitest';
import { type DailyResult, parseDailyRecords, withAi, withResult } from './daily-deal.js';
import {
  MEDAL_RULES,
  bestDaily,
  medalOf,
  medalWhy,
  previousDaily,
  versusAi,
} from './daily-medal.js';

const r = (o: Partial<DailyResult>): DailyResult => ({
  result: 'lost',
  moves: 20,
  hints: 0,
  score: '',
  ...o,
});

describe('daily medals', () => {
  it('gold: won without a hint; silver: won with hints', () => {
    expect(medalOf(r({ result: 'won' }))).toBe('gold');
    expect(medalOf(r({ result: 'won', hints: 1 }))).toBe('silver');
  });

  it('bronze: not won, and the AI did not win the same deal either', () => {
    expect(medalOf(r({}))).toBeNull(); // the AI has not played it yet
    expect(medalOf(r({ ai: { result: 'lost', score: '' } }))).toBe('bronze');
    expect(medalOf(r({ ai: { result: 'won', score: '' } }))).toBeNull();
    expect(medalOf(r({ result: 'drawn', ai: { result: 'lost', score: '' } }))).toBe('bronze');
    expect(medalOf(r({ result: 'drawn', ai: { result: 'drawn', score: '' } }))).toBe('bronze');
    expect(medalOf(r({ ai: { result: 'drawn', score: '' } }))).toBeNull();
  });

  it('bronze’s words agree with the comparison when the AI lost by less (seen at 390 on Dice Matrix)', () => {
    // Lost 104–224; the AI in the same seat lost 148–152: bronze, and the AI did better.
    const mine = r({ score: '104 to 224', ai: { result: 'lost', score: '148 to 152' } });
    expect(medalOf(mine)).toBe('bronze');
    expect(versusAi(mine, mine.ai!)).toBe('lost 148–152 (it did better)');
    // Before: "bronze medal (the AI did no better on this deal)" beside "(it did better)".
    for (const words of [medalWhy('bronze'), MEDAL_RULES])
      expect(words).not.toMatch(/no better|did worse|did as badly/);
    expect(medalWhy('bronze')).toBe('the AI did not win it either');
  });
});

describe('daily comparisons', () => {
  const days = {
    '2026-11-20': r({ result: 'won', score: '30 to 20', hints: 1 }),
    '2026-11-22': r({ result: 'won', score: '40 to 20', hints: 3 }),
    '2026-11-23': r({ result: 'won', score: '40 to 20', hints: 0 }),
    '2026-11-25': r({ result: 'lost', score: '10 to 30' }),
  };

  it('the previous daily is the latest day before', () => {
    expect(previousDaily(days, '2026-11-25')?.day).toBe('2026-11-23');
    expect(previousDaily(days, '2026-11-24')?.day).toBe('2026-11-23');
    expect(previousDaily(days, '2026-11-20')).toBeNull();
  });

  it('the best: a win first, then the wider margin, then fewer hints, then the earlier day', () => {
    // 11-22 and 11-23 both won by 20; 11-23 with no hint.
    expect(bestDaily(days)?.day).toBe('2026-11-23');
    expect(bestDaily({ a: days['2026-11-25'] })?.r.result).toBe('lost');
    const twins = { '2026-11-02': r({}), '2026-11-01': r({}) };
    expect(bestDaily(twins)?.day).toBe('2026-11-01');
    expect(bestDaily({})).toBeNull();
  });

  it('puts the AI’s result against yours', () => {
    const mine = r({ result: 'won', score: '31 to 24' });
    expect(versusAi(mine, { result: 'lost', score: '20 to 31' })).toBe(
      'lost 20–31 (you did better)',
    );
    expect(versusAi(mine, { result: 'won', score: '40 to 10' })).toBe('won 40–10 (it did better)');
    expect(versusAi(r({}), { result: 'lost', score: '' })).toBe('lost (the same as you)');
  });

  it('keeps the AI’s result with the day’s result, and reads it back checked', () => {
    const kept = withAi(withResult({}, 'g', '2026-11-27', r({})), 'g', '2026-11-27', {
      result: 'won',
      score: '',
    });
    expect(kept.g!['2026-11-27']!.ai).toEqual({ result: 'won', score: '' });
    expect(withAi({}, 'g', '2026-11-27', { result: 'won', score: '' })).toEqual({});
    const back = parseDailyRecords(JSON.stringify(kept));
    expect(back?.g?.['2026-11-27']?.ai).toEqual({ result: 'won', score: '' });
    const bad = JSON.stringify({ g: { '2026-11-27': { ...r({}), ai: { result: 'maybe' } } } });
    expect(parseDailyRecords(bad)?.g?.['2026-11-27']?.ai).toBeUndefined();
  });
});
