/**
 * The palette's contrast, for both themes: every text colour on every surface at 4.5:1 or more,
 * die pips and letters on their bodies, dice and cards outlined at 3:1 against the board (WCAG's
 * non-text contrast), card inks on the card face; and the light theme really light (dark text
 * on pale surfaces) and the dark one dark, so a swapped table fails too.
 */
import { describe, expect, it } from 'vitest';
import {
  cardColours,
  contrast,
  dieColours,
  luminance,
  palette,
  surfaces,
  textColours,
  themes,
} from './palette.js';

describe('palette', () => {
  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
    expect(() => contrast('red', '#000000')).toThrow('expected a #rrggbb colour');
  });

  it('keeps the light card face at 3:1 or more on every dark surface', () => {
    for (const s of surfaces) {
      expect(contrast(cardColours.face, palette[s]), s).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a dark theme with light text and a light theme with dark text', () => {
    const { dark, light } = themes;
    for (const s of surfaces) {
      expect(luminance(dark.palette[s]), `dark ${s}`).toBeLessThan(0.05);
      expect(luminance(light.palette[s]), `light ${s}`).toBeGreaterThan(0.7);
    }
    expect(luminance(dark.palette.text)).toBeGreaterThan(0.7);
    expect(luminance(light.palette.text)).toBeLessThan(0.05);
    expect(dark.palette).toBe(palette);
  });
});

for (const [name, theme] of Object.entries(themes)) {
  describe(`${name} theme`, () => {
    const p = theme.palette;

    it('keeps every text colour at 4.5:1 or more on every surface', () => {
      for (const t of textColours) {
        for (const s of surfaces) {
          expect(contrast(p[t], p[s]), `${t} on ${s}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });

    it('keeps the focus ring at 3:1 or more on every surface', () => {
      for (const s of surfaces) {
        expect(contrast(p.focus, p[s]), s).toBeGreaterThanOrEqual(3);
      }
    });

    it('keeps the ink of every die (pips and letter) at 4.5:1 or more on its body', () => {
      for (const [die, d] of Object.entries(dieColours)) {
        expect(contrast(d.ink, d.body), die).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('outlines every die at 3:1 or more against the board (non-text contrast)', () => {
      expect(Object.keys(theme.dieEdges).sort()).toEqual(Object.keys(dieColours).sort());
      for (const [die, d] of Object.entries(dieColours)) {
        const edge = theme.dieEdges[die]!;
        for (const s of surfaces) {
          const seen = Math.max(contrast(edge, p[s]), contrast(d.body, p[s]));
          expect(seen, `${die} on ${s}`).toBeGreaterThanOrEqual(3);
        }
      }
    });

    it('keeps every card ink at 4.5:1 or more on the card face, and cards visible on the board', () => {
      const c = theme.cards;
      for (const ink of ['ink', 'redInk', 'jokerInk'] as const) {
        expect(contrast(c[ink], c.face), ink).toBeGreaterThanOrEqual(4.5);
      }
      for (const s of surfaces) {
        const seen = Math.max(contrast(c.face, p[s]), contrast(c.edge, p[s]));
        expect(seen, s).toBeGreaterThanOrEqual(3);
      }
    });
  });
}
