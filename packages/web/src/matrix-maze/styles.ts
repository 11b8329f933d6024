/**
 * The look of `<matrix-maze-game>` on the shared game frame and layout (`theme/layout.ts`): the
 * maze picture fits the column and the window's height (up to `--arcade-maze-size`), so it and
 * the choices beside or under it are on the first screen; walls in the text colour, trails and
 * avatars in the two accents (with different shapes), the guard and its path in the warning
 * colours, the lit squares and edges a player can click, the latest turn's walk, and the
 * side column's order (pool, choices, hint, controls, then the legend and the log).
 */
import { css } from 'lit';
import { gameLayout } from '../theme/layout.js';
import { mazePicture } from './maze-styles.js';

export const gameStyles = [
  gameLayout,
  mazePicture,
  css`
    .maze-frame {
      margin: 0;
      min-width: 0;
    }
    .maze {
      display: block;
      width: 100%;
      /* Never taller than the first screen leaves it below what is drawn above the maze (the
         status, the scores, the end's result and buttons) and above a phone's bar: lib/board-room.ts
         measures both. */
      max-width: min(
        var(--arcade-maze-size, 1000px),
        calc(
          100dvh - var(--arcade-board-top, calc(var(--arcade-page-top, 0px) + 9rem)) -
            var(--arcade-board-bar, 0px) - 0.75rem
        )
      );
      min-width: 16rem;
      height: auto;
      margin-inline: auto;
    }
    /* A review on a phone: its box stuck to the screen's bottom (theme/layout.ts, 38dvh) and the
       result above the maze leave less room than the maze's least size; the box takes less
       (its chart and buttons first, the rest scrolling in it) and the maze may be smaller, so
       the board it steps is seen whole. */
    @media (max-width: 600px) {
      .layout:has(> .end-slot.reviewing) > .end-slot.reviewing {
        max-height: 30dvh;
      }
      .layout:has(> .end-slot.reviewing) .maze {
        min-width: 12rem;
      }
    }
    .side > .legend {
      order: 1;
    }
    /* One column (a phone): the choices come first, so they share the first screen with the maze. */
    .side > .actions {
      order: -1;
    }
    .side > arcade-move-log {
      order: 2;
    }
    .coords text {
      font: 600 11px var(--_mono);
      fill: var(--_text-muted);
    }
    .target {
      fill: color-mix(in srgb, var(--_accent) 14%, transparent);
      stroke: var(--_accent);
      stroke-width: 1.5;
      stroke-dasharray: 4 3;
      cursor: pointer;
      outline: none;
    }
    .target:hover,
    .target:focus-visible {
      fill: color-mix(in srgb, var(--_accent) 30%, transparent);
      stroke-width: 3;
      stroke-dasharray: none;
    }
    .target.hinted {
      stroke: var(--_accent-alt);
    }
    .target.pointed,
    .edge-target.pointed {
      stroke: var(--_good);
      stroke-width: 3;
      stroke-dasharray: none;
    }
    .pointer-hand {
      font-size: 14px;
      fill: var(--_good);
      pointer-events: none;
    }
    .edge-target {
      fill: color-mix(in srgb, var(--_warn) 30%, transparent);
      cursor: pointer;
      outline: none;
    }
    .edge-target:hover,
    .edge-target:focus-visible {
      fill: var(--_warn);
    }
    .last-path {
      opacity: 0.75;
      pointer-events: none;
    }
    .last-path polyline {
      fill: none;
      stroke-width: 3;
      stroke-dasharray: 6 4;
      stroke-linejoin: round;
    }
    .last-path.seat0 polyline {
      stroke: var(--_accent);
    }
    .last-path.seat1 polyline {
      stroke: var(--_accent-alt);
    }
    .last-path.seat0 circle {
      fill: var(--_accent);
    }
    .last-path.seat1 circle {
      fill: var(--_accent-alt);
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
    .die-pick {
      position: relative;
      padding: 2px;
      line-height: 0;
      border-radius: 8px;
    }
    .die-pick:disabled {
      opacity: 1;
      cursor: default;
      background: none;
      border-color: transparent;
    }
    .die-pick[aria-pressed='true'] {
      outline: 3px solid var(--_accent-alt);
      outline-offset: 1px;
    }
    .chooser {
      border: 2px solid var(--_accent);
      border-radius: var(--_radius);
      padding: 0.4rem 0.5rem 0.5rem;
      display: grid;
      gap: 0.3rem;
    }
    .actions .on-maze,
    .actions .wall-help {
      margin: 0;
      font-size: 0.9rem;
    }
    .wall-mode[aria-pressed='true'] {
      outline: 3px solid var(--_warn);
    }
    .drafted {
      margin: 0;
      padding-left: 1.1rem;
      font-size: 0.85rem;
      flex-basis: 100%;
    }
    .actions {
      display: grid;
      gap: 0.4rem;
    }
    .actions h3 {
      margin: 0;
      font-size: 0.9rem;
    }
    .group {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.35rem;
    }
    .group h3 {
      margin-right: 0.2rem;
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
      font-size: 0.9rem;
    }
    .picker select {
      font: inherit;
      max-width: 100%;
    }
    /* The Change button sits under the row of hacks: the lesson's ☛ goes beside it, not up over
       that row (it sat on "Skip the dice"). */
    .picker [data-pointer]::after {
      top: 50%;
      right: -1.3em;
      margin-top: -0.5em;
    }
    .status .result {
      color: var(--_good);
    }
    .status .result .lost {
      color: var(--_bad);
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
    @container game (max-width: 759px) {
      /* One column on a phone: tighter, so the maze, the choices and Hint fit one screen. */
      .layout,
      .layout > :not(.visually-hidden) {
        gap: 0.5rem;
      }
      .status .map-name {
        display: none;
      }
      arcade-score-panel::part(player) {
        padding-block: 0.2rem;
      }
      .panel {
        padding: 0.45rem 0.6rem;
      }
    }
    @container game (min-width: 760px) {
      /*
       * Beside the side column the board column is as wide as its widest content: the maze, as
       * large as the side column (at least 22rem) and the window's height leave it.
       */
      .maze {
        width: clamp(20rem, calc(100cqw - 24rem), var(--arcade-maze-size, 1000px));
        max-width: calc(
          100dvh - var(--arcade-board-top, calc(var(--arcade-page-top, 0px) + 12rem)) - 0.75rem
        );
      }
      .side > .actions {
        order: 0;
      }
    }
  `,
];
