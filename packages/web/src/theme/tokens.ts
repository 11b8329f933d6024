/**
 * Shared CSS for every element: the theme's custom properties (each `--arcade-*` property can be
 * set by the page to re-theme all elements at once, the defaults coming from `palette.ts`), a
 * visible focus ring, a visually hidden helper for screen-reader text, and the reduced-motion
 * rule that turns every animation and transition off when the user asks for less motion.
 */
import { css, unsafeCSS } from 'lit';
import { palette } from './palette.js';

const p = (v: string) => unsafeCSS(v);

/** The theme tokens, resolved on `:host` with the palette as fallbacks. */
export const tokens = css`
  :host {
    --_bg: var(--arcade-bg, ${p(palette.bg)});
    --_surface: var(--arcade-surface, ${p(palette.surface)});
    --_surface-raised: var(--arcade-surface-raised, ${p(palette.surfaceRaised)});
    --_text: var(--arcade-text, ${p(palette.text)});
    --_text-muted: var(--arcade-text-muted, ${p(palette.textMuted)});
    --_accent: var(--arcade-accent, ${p(palette.accent)});
    --_accent-alt: var(--arcade-accent-alt, ${p(palette.accentAlt)});
    --_good: var(--arcade-good, ${p(palette.good)});
    --_warn: var(--arcade-warn, ${p(palette.warn)});
    --_bad: var(--arcade-bad, ${p(palette.bad)});
    --_focus: var(--arcade-focus, ${p(palette.focus)});
    --_border: var(--arcade-border, ${p(palette.border)});
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
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
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
      transition-duration: 0.01ms !important;
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
