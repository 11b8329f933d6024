import { describe, expect, it } from 'vitest';
import { cardColours, contrast, dieColours, palette, surfaces, textColours } from './palette.js';

describe('palette', () => {
  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
    expect(() => contrast('red', '#000000')).toThrow('expected a #rrggbb colour');
  });

  it('keeps every text colour at 4.5:1 or more on every surface', () => {
    for (const t of textColours) {
      for (const s of surfaces) {
        expect(contrast(palette[t], palette[s]), `${t} on ${s}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps the ink of every die (pips and letter) at 4.5:1 or more on its body', () => {
    for (const [name, d] of Object.entries(dieColours)) {
      expect(contrast(d.ink, d.body), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('outlines every die at 3:1 or more against the board (non-text contrast)', () => {
    for (const [name, d] of Object.entries(dieColours)) {
      const edge = Math.max(contrast(d.edge, palette.surface), contrast(d.body, palette.surface));
      expect(edge, name).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps every card ink at 4.5:1 or more on the card face, and cards visible on the board', () => {
    for (const ink of ['ink', 'redInk', 'jokerInk'] as const) {
      expect(contrast(cardColours[ink], cardColours.face), ink).toBeGreaterThanOrEqual(4.5);
    }
    for (const s of surfaces) {
      expect(contrast(cardColours.face, palette[s]), s).toBeGreaterThanOrEqual(3);
    }
  });
});
