/**
 * The review's figures: a move's accuracy follows lichess's curve (100 for nothing given away,
 * falling fast with the loss), a seat's accuracy is pulled down hard by one blunder among good
 * moves (the harmonic mean) and is 100 for the engine's own moves, and the deciding moves are
 * the largest losses above the inaccuracy threshold, worst first, at most three; the net chance
 * given away counts a move that kept more than the engine's as a gain, where the graded loss is 0.
 */
import { describe, expect, it } from 'vitest';
import {
  DECIDING_MOVES,
  accuracyBySeat,
  decidingMoves,
  givenAwayBySeat,
  moveAccuracy,
  seatAccuracy,
} from './review-accuracy.js';
import { GRADE_THRESHOLDS } from './review-grades.js';

const move = (seat: number, chanceBefore: number, loss: number) => ({ seat, chanceBefore, loss });

describe('moveAccuracy', () => {
  it("follows lichess's curve on the chance given away", () => {
    expect(moveAccuracy(0)).toBe(100);
    expect(moveAccuracy(-0.1)).toBe(100); // a move better than the engine's gives nothing away
    expect(moveAccuracy(0.1)).toBeCloseTo(64.6, 1);
    expect(moveAccuracy(0.2)).toBeCloseTo(41.0, 1);
    expect(moveAccuracy(0.5)).toBeCloseTo(9.5, 1);
    expect(moveAccuracy(1)).toBe(0);
    for (let l = 0; l < 1; l += 0.05) {
      expect(moveAccuracy(l + 0.05)).toBeLessThanOrEqual(moveAccuracy(l));
    }
  });
});

describe('seatAccuracy', () => {
  it("is 100 for the engine's own moves and null for no moves", () => {
    expect(seatAccuracy([move(0, 0.6, 0), move(0, 0.7, 0), move(0, 0.9, 0)])).toBe(100);
    expect(seatAccuracy([])).toBeNull();
  });

  it('one blunder among good moves pulls it far below the mean of the moves', () => {
    const moves = [0.9, 0.9, 0.92, 0.95, 0.97, 0.98, 0.99, 0.99].map((c) => move(0, c, 0.01));
    const clean = seatAccuracy(moves)!;
    const blundered = seatAccuracy([...moves, move(0, 0.99, 0.99)])!;
    expect(clean).toBeGreaterThan(95);
    const mean = (moves.length * moveAccuracy(0.01) + moveAccuracy(0.99)) / (moves.length + 1);
    expect(blundered).toBeLessThan(mean - 20);
  });

  it('is given per seat', () => {
    const a = accuracyBySeat([move(0, 0.5, 0), move(1, 0.5, 0.3), move(0, 0.6, 0)], 3);
    expect(a[0]).toBe(100);
    expect(a[1]).toBeCloseTo(moveAccuracy(0.3), 9);
    expect(a[2]).toBeNull();
  });
});

describe('decidingMoves', () => {
  it('the largest losses above the inaccuracy threshold, worst first, at most three', () => {
    const moves = [0.05, 0.5, 0.11, 0.3, 0.09, 0.2, 0.8].map((l, i) => ({ ...move(0, 1, l), i }));
    const deciding = decidingMoves(moves, GRADE_THRESHOLDS);
    expect(deciding.map((m) => m.i)).toEqual([6, 1, 3]);
    expect(deciding).toHaveLength(DECIDING_MOVES);
    expect(decidingMoves(moves.slice(0, 1), GRADE_THRESHOLDS)).toEqual([]);
  });
});

describe('givenAwayBySeat', () => {
  it("sums each seat's losses unclamped: a move better than the engine's is a gain", () => {
    const judged = (seat: number, bestChance: number, chanceAfter: number) => ({
      seat,
      bestChance,
      chanceAfter,
    });
    // Seat 0: a loss of 0.25, a gain of 0.1 (graded 0) and the engine's move (0).
    const moves = [judged(0, 0.75, 0.5), judged(0, 0.4, 0.5), judged(0, 0.6, 0.6), judged(1, 1, 0)];
    const net = givenAwayBySeat(moves, 3);
    expect(net[0]).toBeCloseTo(0.15, 12);
    expect(net[1]).toBe(1);
    expect(net[2]).toBeNull();
  });
});
