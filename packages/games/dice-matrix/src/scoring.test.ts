/**
 * Scoring: the triangular table, the recount of an area, and the two facts the rules lean on:
 * scoring die by die always adds up to the recount, and the order in which the two dice of a
 * pair are scored never changes their total.
 */
import fc from 'fast-check';
import { propertyRuns } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { DIE_KINDS, dieCode, parseDie } from './dice.js';
import { emptyArea, gainOf, lineCounts, placeDie, recount, triangular } from './scoring.js';

const dieArb = fc.integer({ min: 0, max: DIE_KINDS - 1 });

describe('triangular and recount', () => {
  it('matches the triangular table for 1..15 dice', () => {
    const table = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91, 105, 120];
    expect(table.map((_, i) => triangular(i + 1))).toEqual(table);
    expect(triangular(0)).toBe(0);
  });

  it('recounts each colour line and each face line', () => {
    expect(recount(emptyArea())).toBe(0);
    const area = emptyArea();
    area[parseDie('R3')] = 2; // red line 2, threes 2
    area[parseDie('P3')] = 1; // pink line 1, threes 3
    // red 3 + pink 1 + threes 6 = 10: the first player's area after the rulebook's third turn.
    expect(recount(area)).toBe(10);
    const stack = emptyArea();
    stack[dieCode(4, 6)] = 15; // fifteen green 6s: both lines hold 15
    expect(recount(stack)).toBe(240);
  });

  it('reads lines as 5 colours then 6 faces', () => {
    const area = emptyArea();
    area[parseDie('K5')] = 3;
    area[parseDie('B1')] = 1;
    expect(lineCounts(area)).toEqual([0, 0, 3, 1, 0, 1, 0, 0, 0, 3, 0]);
  });
});

describe('running score', () => {
  it('placing dice one by one always totals the recount', () => {
    fc.assert(
      fc.property(fc.array(dieArb, { maxLength: 60 }), (dice) => {
        const area = emptyArea();
        const lines = lineCounts(area);
        let score = 0;
        for (const d of dice) {
          const predicted = gainOf(lines, d);
          const gain = placeDie(area, lines, d);
          expect(gain).toBe(predicted);
          score += gain;
        }
        expect(score).toBe(recount(area));
        expect(lines).toEqual(lineCounts(area));
      }),
      propertyRuns(100),
    );
  });

  it('the two dice of a pair total the same in either order', () => {
    fc.assert(
      fc.property(fc.array(dieArb, { maxLength: 40 }), dieArb, dieArb, (before, a, b) => {
        const base = emptyArea();
        for (const d of before) base[d]!++;
        const score = (first: number, second: number) => {
          const area = base.slice();
          const lines = lineCounts(area);
          return placeDie(area, lines, first) + placeDie(area, lines, second);
        };
        expect(score(a, b)).toBe(score(b, a));
      }),
      propertyRuns(100),
    );
  });

  it('the per-die gains of a pair depend on the order, only their sum does not', () => {
    // Black 1 then black 5 into an empty area: +2, +3; the other way round: +2, +3 as well, but
    // red 3 then pink 3 next to a red 3 gives +4, +4 where pink first gives +3, +5.
    const area = emptyArea();
    area[parseDie('R3')] = 1;
    const gains = (first: string, second: string) => {
      const a = area.slice();
      const lines = lineCounts(a);
      return [placeDie(a, lines, parseDie(first)), placeDie(a, lines, parseDie(second))];
    };
    expect(gains('P3', 'R3')).toEqual([3, 5]);
    expect(gains('R3', 'P3')).toEqual([4, 4]);
  });
});
