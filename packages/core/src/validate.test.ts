import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.js';
import { arr, int, ints, obj, str } from './validate.js';

describe('validate', () => {
  it('returns good values and names the path of bad ones', () => {
    expect(int(3, 'a.b', 0, 5)).toBe(3);
    expect(() => int(6, 'a.b', 0, 5)).toThrow('a.b: expected an integer from 0 to 5, got 6');
    expect(() => ints([1, 'x'], 'state.matrix', 0, 5)).toThrow(
      'state.matrix[1]: expected an integer',
    );
    expect(() => arr([1], 'list', 2)).toThrow(
      'list: expected an array of length 2, got "length 1"',
    );
    expect(() => obj(null, 'save')).toThrow(ValidationError);
    expect(() => str('c', 'k', ['a', 'b'])).toThrow('k: expected one of "a", "b", got "c"');
  });
});
