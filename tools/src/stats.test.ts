import { expect, it } from 'vitest';
import { wilson95 } from './stats.js';

it('gives the textbook Wilson interval and stays within [0, 1]', () => {
  const [lo, hi] = wilson95(60, 100);
  expect(lo).toBeCloseTo(0.502, 3);
  expect(hi).toBeCloseTo(0.6906, 3);
  expect(wilson95(0, 10)[0]).toBe(0);
  expect(wilson95(10, 10)[1]).toBe(1);
  expect(wilson95(10, 10)[0]).toBeCloseTo(0.7225, 3);
});
