import { expect, it } from 'vitest';
import { dieLabel } from './die-label.js';

it('labels a die by colour, letter and face glyph', () => {
  expect(dieLabel('red', 'R', 3)).toBe('red 3 (R⚂)');
  expect(() => dieLabel('red', 'R', 7)).toThrow('a die face is 1 to 6, got 7');
});
