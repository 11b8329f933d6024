/**
 * The arcade's colours in one place, in two themes: a dark cyberpunk palette with neon accents
 * (the default) and a light one with the same roles in deeper inks; the five die colours of the
 * kit's dice with the ink (pips, letters) drawn on each and an outline per theme, and the playing
 * cards' face and inks with their outline per theme. The CSS tokens in `tokens.ts` are built from
 * these values (`themes`), and a test checks every text/background pair of both themes for a
 * contrast of at least 4.5:1 (WCAG AA), so neither look costs readability.
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

/** The light theme: the same roles as `palette`, deep inks on pale blue-grey surfaces. */
export const lightPalette: Readonly<Record<keyof typeof palette, string>> = {
  bg: '#e9eef7',
  surface: '#f8fafd',
  surfaceRaised: '#dde5f1',
  text: '#0b1220',
  textMuted: '#3f4c63',
  accent: '#005f73',
  accentAlt: '#a3116f',
  good: '#0a6b33',
  warn: '#7a4f00',
  bad: '#b3122b',
  focus: '#a34800',
  border: '#8392ad',
};

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

/** Die outlines on the light theme's pale board (the bodies and inks stay the same). */
export const lightDieEdges: Readonly<Record<string, string>> = {
  red: '#8f1526',
  pink: '#a3147a',
  black: '#1c2130',
  blue: '#123f9c',
  green: '#0b6b30',
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

/** The cards on the light theme: the same face and inks, a darker outline on the pale board. */
export const lightCardColours: Readonly<Record<keyof typeof cardColours, string>> = {
  ...cardColours,
  edge: '#5b6680',
};

/** Everything a theme sets: surfaces and text, die outlines, cards. */
export interface Theme {
  readonly palette: Readonly<Record<keyof typeof palette, string>>;
  readonly dieEdges: Readonly<Record<string, string>>;
  readonly cards: Readonly<Record<keyof typeof cardColours, string>>;
}

/** The two themes by name (the `theme` attribute's values). */
export const themes: Readonly<Record<'dark' | 'light', Theme>> = {
  dark: {
    palette,
    dieEdges: Object.fromEntries(Object.entries(dieColours).map(([k, d]) => [k, d.edge])),
    cards: cardColours,
  },
  light: { palette: lightPalette, dieEdges: lightDieEdges, cards: lightCardColours },
};

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
