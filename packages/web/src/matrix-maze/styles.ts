/**
 * The look of `<matrix-maze-game>` on the shared game frame and layout (`theme/layout.ts`): the
 * maze picture fits the column (up to `--arcade-maze-size`), walls in the text colour, trails and
 * avatars in the two accents (with different shapes), the guard and its path in the warning
 * colours, and the action panel's buttons wrapping on narrow screens.
 */
import { css } from 'lit';
import { gameLayout } from '../theme/layout.js';

export const gameStyles = [
  gameLayout,
  css`
    .maze-frame {
      margin: 0;
    }
    .maze {
      display: block;
      width: 100%;
      max-width: var(--arcade-maze-size, 560px);
      height: auto;
    }
    .floor {
      fill: var(--_surface);
      stroke: color-mix(in srgb, var(--_border) 45%, transparent);
      stroke-width: 0.5;
    }
    .floor.start {
      fill: color-mix(in srgb, var(--_accent) 12%, var(--_surface));
    }
    .start-letter {
      font: 700 10px var(--_mono);
      fill: var(--_text-muted);
    }
    .wall,
    .border {
      stroke: var(--_text);
      stroke-width: 3.5;
      stroke-linecap: round;
      fill: none;
    }
    .built {
      stroke-width: 4;
      stroke-dasharray: 5 3;
      stroke-linecap: round;
    }
    .built.by0 {
      stroke: var(--_accent);
    }
    .built.by1 {
      stroke: var(--_accent-alt);
    }
    .preview-edge {
      stroke: var(--_warn);
      stroke-width: 6;
      stroke-linecap: round;
    }
    .sight {
      fill: color-mix(in srgb, var(--_bad) 22%, transparent);
    }
    .path-done {
      fill: none;
      stroke: color-mix(in srgb, var(--_bad) 30%, transparent);
      stroke-width: 2;
    }
    .path-ahead {
      fill: none;
      stroke: var(--_bad);
      stroke-width: 2;
      stroke-dasharray: 4 4;
    }
    .path-end {
      font: 14px var(--_font);
      fill: var(--_bad);
    }
    .trail.seat0,
    /* A move's pulse (updated() in the element) scales each piece about its own centre. */
    .avatar,
    .guard {
      transform-box: fill-box;
      transform-origin: center;
    }
    .avatar.seat0 .body {
      fill: var(--_accent);
    }
    .trail.seat1,
    .avatar.seat1 .body {
      fill: var(--_accent-alt);
    }
    .avatar text {
      font: 700 12px var(--_mono);
      fill: var(--_bg, #000);
    }
    .arrow {
      fill: var(--_text);
    }
    .code {
      font: 700 16px var(--_font);
      fill: var(--_good);
    }
    .code.taken {
      font-size: 12px;
      fill: var(--_text-muted);
    }
    .guard rect {
      fill: var(--_bad);
    }
    .guard text {
      font: 700 14px var(--_mono);
      fill: var(--_surface);
    }
    .hint-star {
      font: 14px var(--_font);
      fill: var(--_accent-alt);
    }
    .preview {
      fill: none;
      stroke: var(--_warn);
      stroke-width: 3;
    }
    .panel {
      background: var(--_surface);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: 0.6rem 0.75rem;
    }
    .panel p {
      margin: 0 0 0.4rem;
    }
    .pool {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem;
      --arcade-die-size: 34px;
    }
    .pool-title {
      font-weight: 700;
    }
    .drafted {
      margin: 0;
      padding-left: 1.1rem;
      font-size: 0.85rem;
      flex-basis: 100%;
    }
    .actions h3 {
      margin: 0.4rem 0 0.3rem;
      font-size: 0.9rem;
    }
    .choices {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .choice {
      padding: 0.3rem 0.55rem;
      font-size: 0.9rem;
    }
    .choice.hinted {
      border: 3px double var(--_accent-alt);
    }
    .picker {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      align-items: center;
      margin-top: 0.4rem;
      font-size: 0.9rem;
    }
    .picker select {
      font: inherit;
      max-width: 100%;
    }
    .status {
      font-size: 1.05rem;
      font-weight: 700;
      min-height: 1.5em;
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 0.75rem;
      align-items: center;
    }
    .status .result {
      color: var(--_good);
    }
    .hint-text {
      border-color: var(--_accent-alt);
    }
    .hint-text strong {
      color: var(--_accent-alt);
    }
    .legend ul {
      margin: 0;
      padding-left: 1.1rem;
      font-size: 0.85rem;
    }
    .muted {
      color: var(--_text-muted);
    }
    @container game (min-width: 760px) {
      /* Beside the side column the board column is as wide as its widest content: the maze. */
      .maze {
        width: clamp(340px, calc(100cqw - 30rem), var(--arcade-maze-size, 560px));
      }
    }
  `,
];
