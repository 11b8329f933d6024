/**
 * Shared CSS for every element: the theme's custom properties, a visible focus ring, a visually
 * hidden helper for screen-reader text, and the reduced-motion rule that stops every animation
 * and transition when the user asks for less motion.
 *
 * Themes (the colours are in `palette.ts`): each colour token `--_x` of an element resolves, in
 * this order, to
 *   1. `--arcade-x` set by the page: the page always wins, in both themes (a page that wants
 *      its own colours per theme sets them under its own `[theme]` selector or media query);
 *   2. `--_scheme-x`, which a host with a forced theme sets (`theme="light"` or `theme="dark"`
 *      on any element, e.g. `<matrix-arcade>` or a game element). Custom properties inherit
 *      through shadow roots, so the kit elements inside (dice, cards, the controls) follow the
 *      forced theme of any host around them, even against the system setting; the nearest
 *      forced host wins;
 *   3. the system setting: the light palette under `prefers-color-scheme: light`, else dark.
 * `color-scheme` follows the same choice, so native form controls match.
 */
import { css, unsafeCSS } from 'lit';
import { type Theme, themes } from './palette.js';

const kebab = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Each themed token (`--_<name>`, overridable as `--arcade-<name>`) with its value per theme. */
function themedTokens(t: Theme): [string, string][] {
  return [
    ...Object.entries(t.palette).map(([k, v]) => [kebab(k), v] as [string, string]),
    ...Object.entries(t.dieEdges).map(([k, v]) => [`die-${k}-edge`, v] as [string, string]),
    ...Object.entries(t.cards).map(([k, v]) => [`card-${kebab(k)}`, v] as [string, string]),
  ];
}

/** `--_x: var(--arcade-x, var(--_scheme-x, <value>))` for each token of a theme. */
function resolved(t: Theme, mode: string) {
  const lines = themedTokens(t).map(
    ([n, v]) => `--_${n}: var(--arcade-${n}, var(--_scheme-${n}, ${v}));`,
  );
  return unsafeCSS(`${lines.join('\n')}\ncolor-scheme: var(--_scheme-mode, ${mode});`);
}

/** `--_scheme-x: <value>` for each token: what a host with a forced theme passes down. */
function forced(t: Theme, mode: string) {
  const lines = themedTokens(t).map(([n, v]) => `--_scheme-${n}: ${v};`);
  return unsafeCSS(`${lines.join('\n')}\n--_scheme-mode: ${mode};`);
}

/** The theme tokens, resolved on `:host` (see the file comment for the order). */
export const tokens = css`
  :host {
    ${resolved(themes.dark, 'dark')}
    --_radius: var(--arcade-radius, 10px);
    --_font: var(
      --arcade-font,
      'DejaVu Sans', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial,
      sans-serif
    );
    --_mono: var(--arcade-mono, 'DejaVu Sans Mono', ui-monospace, 'Cascadia Mono', Menlo, monospace);
    --_glow: var(--arcade-glow, 0 0 10px color-mix(in srgb, var(--_accent) 55%, transparent));
    font-family: var(--_font);
    color: var(--_text);
    box-sizing: border-box;
  }
  @media (prefers-color-scheme: light) {
    :host {
      ${resolved(themes.light, 'light')}
    }
  }
  :host([theme='light']) {
    ${forced(themes.light, 'light')}
  }
  :host([theme='dark']) {
    ${forced(themes.dark, 'dark')}
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  /* The hint panel's "why" line (lib/game-chrome.ts hintPanel). */
  .hint-why {
    display: block;
    margin-top: 0.35rem;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      /* No transition at all (not even a brief one: it would draw a new size a frame late). */
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Buttons in the theme's style, shared by controls and game panels. */
export const buttons = css`
  button {
    font: inherit;
    font-size: 0.95rem;
    color: var(--_text);
    background: var(--_surface-raised);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.7);
    padding: 0.45em 0.85em;
    min-height: 44px;
    cursor: pointer;
    transition:
      border-color 0.15s,
      box-shadow 0.15s;
  }
  button:hover:not(:disabled) {
    border-color: var(--_accent);
    box-shadow: var(--_glow);
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  button[aria-pressed='true'] {
    border-color: var(--_accent);
    color: var(--_accent);
  }
  select,
  input {
    font: inherit;
    color: var(--_text);
    background: var(--_surface-raised);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.7);
    padding: 0.4em 0.5em;
    min-height: 44px;
  }
`;
