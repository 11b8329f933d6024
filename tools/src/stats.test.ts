import { expect, it } from 'vitest';
import { shares, wilson95 } from './stats.js';

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
