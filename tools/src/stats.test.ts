import { describe, expect, it } from 'vitest';
import { meanCi95, percentile, shares, timing, wilson95 } from './stats.js';

it('gives the textbook Wilson interval and stays within [0, 1]', () => {
  const [lo, hi] = wilson95(60, 100);
  expect(lo).toBeCloseTo(0.502, 3);
  expect(hi).toBeCloseTo(0.6906, 3);
  expect(wilson95(0, 10)[0]).toBe(0);
  expect(wilson95(10, 10)[1]).toBe(1);
  expect(wilson95(10, 10)[0]).toBeCloseTo(0.7225, 3);
});

it('gives each ending its share of the games with a Wilson interval', () => {
  const s = shares({ win: 60, 'out-of-time': 40, 'black-ice': 0 }, 100);
  expect(Object.keys(s)).toEqual(['win', 'out-of-time', 'black-ice']);
  expect(s.win).toEqual({ share: 0.6, ci95: [0.502, 0.6906] });
  expect(s['out-of-time']!.share).toBe(0.4);
  expect(s['black-ice']).toEqual({ share: 0, ci95: [0, 0.037] });
});

it('summarises decision times with nearest-rank percentiles', () => {
  const ms = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100, unsorted
  expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
  expect(timing(ms)).toEqual({ n: 100, mean: 50.5, p50: 50, p95: 95, max: 100 });
  expect(timing([7])).toEqual({ n: 1, mean: 7, p50: 7, p95: 7, max: 7 });
  expect(timing([])).toEqual({ n: 0, mean: 0, p50: 0, p95: 0, max: 0 });
});

describe('meanCi95', () => {
  it('is the mean ± 1.96 standard errors (sample standard deviation)', () => {
    // Mean 2, sample sd 1 (of 1, 2, 3), n = 3: half-width 1.96 / √3.
    const [mean, lo, hi] = meanCi95([1, 2, 3]);
    expect(mean).toBe(2);
    expect(hi - mean).toBeCloseTo(1.959964 / Math.sqrt(3), 6);
    expect(mean - lo).toBeCloseTo(hi - mean, 12);
    expect(meanCi95([5])).toEqual([5, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]);
    expect(meanCi95([]).every(Number.isNaN)).toBe(true);
  });
});
