/**
 * The look of the maze picture of `<matrix-maze-game>`: floor, start squares, walls in the text
 * colour, built walls dashed in the builder's colour, the guard, its path and the IY's sight in
 * the warning colours, trails and avatars in the two accents (with different shapes), the
 * coordinates, the lit squares and edges a player can click, the latest turn's walk, the hint's
 * star and the preview ring.
 */
import { css } from 'lit';

export const mazePicture = css`
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
    .built.fresh {
      stroke-width: 6;
      filter: drop-shadow(0 0 3px currentColor);
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
    /* A move's pulse (updated() in the element) scales each piece about its own centre. */
    .avatar,
    .guard {
      transform-box: fill-box;
      transform-origin: center;
    }
    .trail.seat0,
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
    .edge-star {
      paint-order: stroke;
      stroke: var(--_surface);
      stroke-width: 3px;
    }
    .preview,
    .preview-edge,
    .hint-star {
      pointer-events: none;
    }
    .preview {
      fill: none;
      stroke: var(--_warn);
      stroke-width: 3;
    }
`;
