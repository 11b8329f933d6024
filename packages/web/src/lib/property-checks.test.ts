import { type ValidationError, errorCode } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { seatsAllowed } from './attributes.js';
import {
  checkIterations,
  checkSeats,
  checkSeed,
  checkSpeed,
  checkTheme,
  newGameSeed,
} from './property-checks.js';

describe('property checks', () => {
  it('accepts seats of the game only, distinct, and sorts them', () => {
    expect(checkSeats([1, 0], 2)).toEqual({ ok: true, value: [0, 1] });
    expect(checkSeats([], 1)).toEqual({ ok: true, value: [] });
    for (const bad of [[9], [1, 1], [-1], [0.5], '1', null, [0, 1, 2]]) {
      expect(checkSeats(bad, 2).ok, JSON.stringify(bad)).toBe(false);
    }
    const one = checkSeats([1], 1);
    expect(one.ok).toBe(false);
    if (!one.ok)
      expect(one.message).toBe(
        'aiSeats = [1] ignored: expected [0] (the AI plays) or [] (you play)',
      );
  });

  it('takes speeds by name, seeds and iterations in range, and the two themes', () => {
    expect(checkSpeed('fast')).toEqual({ ok: true, value: 'fast' });
    expect(checkSpeed('FAST').ok).toBe(false);
    expect(checkSpeed('toString').ok).toBe(false);
    expect(checkSeed(4294967295).ok).toBe(true);
    for (const s of [-1, 1.5, 2 ** 32, '3', Number.NaN]) expect(checkSeed(s).ok).toBe(false);
    expect(checkIterations(undefined)).toEqual({ ok: true, value: undefined });
    expect(checkIterations(1_000_000).ok).toBe(true);
    expect(checkIterations(0).ok).toBe(false);
    expect(checkTheme(null)).toEqual({ ok: true, value: null });
    expect(checkTheme('light')).toEqual({ ok: true, value: 'light' });
    expect(checkTheme('Light').ok).toBe(false);
  });

  it('gives ai-seats examples that are valid for the game', () => {
    expect(seatsAllowed(1)).not.toContain('"1"');
    expect(seatsAllowed(2)).toContain('"1" or "0,1"');
  });

  it("newGame({ seed: 'x' }) throws a coded ValidationError, not a plain RangeError (issue 39)", () => {
    expect(newGameSeed(7)).toBe(7);
    let thrown: unknown;
    try {
      newGameSeed('x');
    } catch (e) {
      thrown = e;
    }
    expect(errorCode(thrown)).toBe('VALIDATION');
    expect((thrown as ValidationError).message).toBe(
      'newGame({ seed }): expected an integer from 0 to 4294967295, got "x"',
    );
  });
});
