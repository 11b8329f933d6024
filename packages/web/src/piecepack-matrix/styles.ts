/**
 * The look of `<piecepack-matrix-game>` on the shared frame and layout: the board in a viewport
 * of fixed size (the matrix fitted into it; zoomed in with +, it scrolls), the side column
 * ordered so the decision and the controls come before the cards, piecepack tiles as square
 * cells, the brain-damage meter, the pool, the challenge with its die (which tumbles once when
 * rolled, unless the user asks for less motion), decision buttons and the breaker cards.
 */
import { css } from 'lit';
import { gameLayout } from '../theme/layout.js';

export const gameStyles = [
  gameLayout,
  css`
  .main {
    min-width: 0;
  }
  .viewport {
    box-sizing: border-box;
    position: relative;
    width: 100%;
    /* Square if it can, and room below it for the choice and the bar (12rem) under what is
       drawn above it (lib/board-room.ts measures it: the end's result and buttons too; in one
       column the challenge and its decision under the board count as the bar). */
    height: clamp(
      220px,
      min(
        100cqw - 1.5rem,
        100dvh - var(--arcade-board-top, calc(var(--arcade-page-top, 0px) + 8rem)) -
          max(12rem, var(--arcade-board-bar, 0px) + 0.5rem)
      ),
      720px
    );
    overflow: hidden;
    /* Its size is the layout's, never its content's: a board drawn for a wider window cannot
       hold the column open (it is redrawn for the new size). */
    contain: size;
    /* Its height follows the room at once, and the board in it its fit (never eased). */
    transition-property: none;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .viewport.scrolls {
    overflow: auto;
  }
  .glide-layer {
    position: absolute;
    width: 0;
    height: 0;
  }
  .sizer {
    position: relative;
    min-width: 100%;
    min-height: 100%;
  }
  .board,
  .board::part(cell) {
    transition-property: none;
  }
  .board {
    --arcade-cell-size: var(--_pp-cell, 64px);
    --arcade-cell-height: var(--_pp-cell, 64px);
    --arcade-cell-gap: var(--_pp-gap, 4px);
    position: absolute;
  }
  /* A run that is over: all the room down to the screen's bottom (its panel above holds the
     actions, the bar scrolls away), the board's cells as large as that room allows. */
  @container game (max-width: 759.98px) {
    .viewport.ended {
      height: clamp(
        220px,
        100dvh - var(--arcade-board-top, calc(var(--arcade-page-top, 0px) + 8rem)) -
          var(--arcade-board-bar, 0px) - 0.5rem,
        720px
      );
    }
  }
  /* Beside the side column, a review's buttons under the board (a better move that is not a
     space) take their room from it (lib/board-room.ts counts them into the bar). */
  @container game (min-width: 760px) {
    .main:has(> [data-review]) .viewport {
      height: clamp(
        220px,
        100dvh - var(--arcade-board-top, calc(var(--arcade-page-top, 0px) + 8rem)) -
          var(--arcade-board-bar, 0px) - 0.5rem,
        100cqw
      );
    }
  }
  /* On a phone the same review has the board, the panels under it and the review's box stuck to
     the screen's bottom to fit in one screen (at 390×844 they took ~1,030 px, the ★ under the
     box): the board is shown fitted (no zoom row) and may shrink below its usual least
     height, and the box is a little lower (its list and buttons scroll in it). */
  @container game (max-width: 759.98px) {
    .main:has(> [data-review]) > .zoom {
      display: none;
    }
    .main:has(> [data-review]) .viewport {
      height: clamp(
        140px,
        100dvh - var(--arcade-board-top, calc(var(--arcade-page-top, 0px) + 8rem)) -
          var(--arcade-board-bar, 0px) - 0.5rem,
        720px
      );
    }
  }
  @media (max-width: 600px) {
    .layout:has(> .main > [data-review]) > .end-slot.reviewing {
      max-height: 30dvh;
    }
  }
  @container game (min-width: 760px) {
    .viewport {
      width: clamp(300px, 100cqw - 28rem, 72rem);
      /* The room the first screen has below what is drawn above the viewport (the result and
         its buttons at the end; lib/board-room.ts measures it), at least 260 px. */
      height: clamp(
        260px,
        100dvh - var(--arcade-board-top, calc(var(--arcade-page-top, 0px) + 8rem)) - 0.25rem,
        100cqw
      );
    }
  }
  /* The choice and the controls first; the cards, the pool and the log after them. */
  .side > [part='breakers'],
  .side > [part='pool'] {
    order: 2;
  }
  .side > [part='log'] {
    order: 3;
  }
  /* The meter after the challenge and its decision (beside the board, under the hint's words;
     in one column those are under the board). */
  .side > [part='damage'] {
    order: 1;
  }
  /* In one column the challenge and its decision right under the board (lib/board-room.ts
     leaves them room above a phone's bar). */
  .under {
    display: grid;
    gap: 0.5rem;
  }
  .tile {
    width: 100%;
    height: 100%;
    display: block;
  }
  .space {
    color: var(--_accent);
  }
  p {
    margin: 0;
  }
  .panel {
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.6rem 0.75rem;
    display: grid;
    gap: 0.35rem;
  }
  .title {
    font-weight: 700;
  }
  .muted {
    color: var(--_text-muted);
    font-size: 0.9rem;
  }
  .meter {
    display: grid;
    grid-template-columns: repeat(10, 1fr);
    gap: 3px;
  }
  .pip {
    height: 14px;
    border-radius: 3px;
    border: 1px solid var(--_border);
    background: var(--_surface-raised, transparent);
  }
  .pip.hit {
    background: var(--_bad);
  }
  .pip.limit {
    outline: 2px dashed var(--_warn);
    outline-offset: 1px;
  }
  .coins {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .coins li {
    display: flex;
    align-items: center;
    gap: 0.2rem;
  }
  .coin {
    width: 28px;
    height: 28px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
  }
  .big {
    font-size: 1.1rem;
    font-weight: 700;
  }
  arcade-die {
    --arcade-die-size: 40px;
  }
  arcade-die.rolling {
    animation: tumble 0.6s ease-out;
  }
  @keyframes tumble {
    from {
      transform: rotate(-320deg) scale(0.6);
    }
    to {
      transform: rotate(0) scale(1);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    arcade-die.rolling {
      animation: none;
    }
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .buttons button,
  .zoom button {
    font: inherit;
    min-height: 2.2rem;
  }
  button.hinted {
    outline: 2px solid var(--_warn);
  }
  /* An ability's shared words over its uses' buttons. */
  .use {
    display: grid;
    gap: 0.25rem;
  }
  .cards {
    display: grid;
    gap: 0.5rem;
  }
  .card {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.4rem 0.5rem;
    display: grid;
    gap: 0.3rem;
  }
  .card.chosen {
    border-color: var(--_accent);
    box-shadow: var(--_glow);
  }
  .card .pick {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    text-align: start;
    font: inherit;
    color: inherit;
    background: none;
    border: none;
    padding: 0.2rem;
    cursor: pointer;
  }
  .pawn-icon {
    width: 30px;
    height: 30px;
    flex: none;
  }
  .ability {
    font-size: 0.9rem;
  }
  .zoom {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  `,
];
