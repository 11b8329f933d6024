/**
 * The arithmetic of fitting the matrix to its viewport: the largest listed cell size that fits,
 * the zoom around it, and a board that stays where it was between moves unless it must move.
 */
import { describe, expect, it } from 'vitest';
import { boardSize, fitCell, offsetOf, place, zoomedCell } from './fit.js';

const box = { w: 400, h: 300 };

describe('fit', () => {
  it('picks the largest listed cell size at which the whole frame fits', () => {
    const f = { x0: 10, y0: 10, cols: 5, rows: 3 };
    const cell = fitCell(box, f);
    expect(cell).toBe(72);
    expect(boardSize(f, cell).w).toBeLessThanOrEqual(box.w);
    expect(boardSize(f, 84).w).toBeGreaterThan(box.w);
    // Taller than wide: the height decides.
    expect(fitCell(box, { x0: 0, y0: 0, cols: 2, rows: 6 })).toBe(42);
    // A line of 19 tiles on a phone (270 px high): 19 × 12 + 18 gaps of 2 = 264 px; 14 px
    // cells would take 302.
    expect(fitCell({ w: 300, h: 270 }, { x0: 0, y0: 0, cols: 2, rows: 19 })).toBe(12);
  });

  it('zooms a quarter per step around the fit', () => {
    expect(zoomedCell(64, 0)).toBe(64);
    expect(zoomedCell(64, 1)).toBe(80);
    expect(zoomedCell(64, -1)).toBe(51);
    // Never smaller than 20 px by zooming out, unless the fit itself is smaller.
    expect(zoomedCell(24, -2)).toBe(20);
    expect(zoomedCell(12, -1)).toBe(12);
  });

  it('centres a new board across, then keeps the old tiles in place when a column is added', () => {
    const f = { x0: 10, y0: 10, cols: 3, rows: 3 };
    const first = place(null, f, 64, box);
    const at = offsetOf(first, f);
    expect(at.left).toBe(Math.round((400 - boardSize(f, 64).w) / 2));
    // In a tall viewport it sits near the top, one spare row (68 px) above it.
    expect(offsetOf(place(null, f, 64, { w: 400, h: 800 }), f).top).toBe(68);
    // A tile on the left ring: the frame starts a column earlier; column 10 stays put.
    const grown = { x0: 9, y0: 10, cols: 4, rows: 3 };
    const next = place(first, grown, 64, box);
    expect(next.x).toBe(first.x);
    expect(offsetOf(next, grown).left).toBe(at.left - 68);
  });

  it('centres the board again on an axis where the frame reached the edge', () => {
    const f = { x0: 10, y0: 10, cols: 4, rows: 3 };
    const first = place(null, f, 64, box);
    // Three more columns on the left: the board cannot stay, it is centred across; rows stay.
    const grown = { x0: 7, y0: 10, cols: 5, rows: 3 };
    const next = place(first, grown, 64, box);
    expect(offsetOf(next, grown).left).toBe(Math.round((400 - boardSize(grown, 64).w) / 2));
    expect(next.y).toBe(first.y);
    // A new cell size centres it again.
    const smaller = place(next, grown, 56, box);
    expect(offsetOf(smaller, grown).left).toBe(Math.round((400 - boardSize(grown, 56).w) / 2));
  });
});
