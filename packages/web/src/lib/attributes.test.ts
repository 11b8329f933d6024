import { describe, expect, it } from 'vitest';
import { parseIterations, parseSeats, parseSeed, parseSpeed, randomSeed } from './attributes.js';

describe('attribute parsers', () => {
  it('parses seeds and rejects anything but an unsigned 32-bit integer', () => {
    expect(parseSeed(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseSeed('4294967295')).toEqual({ ok: true, value: 4294967295 });
    for (const v of ['', '-1', '1.5', 'abc', '4294967296', '0x10']) {
      const r = parseSeed(v);
      expect(r.ok, v).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(`seed="${v}" ignored`);
    }
  });

  it('parses AI seats, sorted, and rejects unknown or repeated seats', () => {
    expect(parseSeats('', 2)).toEqual({ ok: true, value: [] });
    expect(parseSeats('1', 2)).toEqual({ ok: true, value: [1] });
    expect(parseSeats('1, 0', 2)).toEqual({ ok: true, value: [0, 1] });
    const two = parseSeats('2', 2);
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.error.message).toContain('from 0 to 1');
    const twice = parseSeats('1,1', 2);
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.message).toContain('listed twice');
    expect(parseSeats('a', 2).ok).toBe(false);
  });

  it('parses speeds and iterations', () => {
    expect(parseSpeed('FAST')).toEqual({ ok: true, value: 'fast' });
    expect(parseSpeed('warp').ok).toBe(false);
    expect(parseSpeed('toString').ok).toBe(false);
    expect(parseIterations('500')).toEqual({ ok: true, value: 500 });
    expect(parseIterations('0').ok).toBe(false);
    expect(parseIterations('2000000').ok).toBe(false);
  });

  it('draws random seeds in range', () => {
    const s = randomSeed();
    expect(Number.isInteger(s) && s >= 0 && s <= 0xffffffff).toBe(true);
  });
});
