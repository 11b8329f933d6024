/**
 * The arcade's colours in one place: a dark cyberpunk palette with neon accents, the five die
 * colours of the kit's dice with the ink (pips, letters) drawn on each, and the playing cards' face
 * and inks. The CSS tokens in
 * `tokens.ts` are built from these values, and a test checks every text/background pair for a
 * contrast of at least 4.5:1 (WCAG AA), so the neon look never costs readability.
 */

/** Surfaces and text. Every `text*` value must read on every `bg*`/`surface*` value. */
export const palette = {
  bg: '#070b16',
  surface: '#0f1729',
  surfaceRaised: '#17223b',
  text: '#e8f1ff',
  textMuted: '#a9bbd8',
  accent: '#22e4ff',
  accentAlt: '#ff5fd2',
  good: '#3dff8f',
  warn: '#ffd23f',
  bad: '#ff6b81',
  focus: '#ffd23f',
  border: '#33466e',
} as const;

/** Text colours that appear on the surfaces, for the contrast test. */
export const textColours = [
  'text',
  'textMuted',
  'accent',
  'accentAlt',
  'good',
  'warn',
  'bad',
] as const;
/** Surfaces that carry text. */
export const surfaces = ['bg', 'surface', 'surfaceRaised'] as const;

/** A die colour: its body and the ink of its pips and letter. */
export interface DieInk {
  readonly body: string;
  readonly ink: string;
  readonly edge: string;
}

/** Die colours by name (the names of `COLOUR_NAMES` in the rules package). */
export const dieColours: Readonly<Record<string, DieInk>> = {
  red: { body: '#d7263d', ink: '#ffffff', edge: '#ff7a8c' },
  pink: { body: '#ff7ad9', ink: '#1d0618', edge: '#ffc2ee' },
  black: { body: '#1c2130', ink: '#ffffff', edge: '#9aa6bf' },
  blue: { body: '#1f5fe0', ink: '#ffffff', edge: '#7fb0ff' },
  green: { body: '#2bd96b', ink: '#04140a', edge: '#a6ffc8' },
};

/**
 * Playing cards: the light face, its black, red and joker inks, and the edge drawn around a
 * card on the dark board. Used by the kit's card chips.
 */
export const cardColours = {
  face: '#f4f7ff',
  ink: '#101521',
  redInk: '#b0102a',
  jokerInk: '#5a1d8c',
  edge: '#8796b3',
} as const;

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new RangeError(`expected a #rrggbb colour, got ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
