/**
 * The look of `<matrix-overload-game>` on the shared game frame and layout (`theme/layout.ts`:
 * the board column beside the side column from 760 px of element width, by container query):
 * the 5×5 board with card-shaped cells (sized to fit a 360 px screen; on a wide element as large
 * as the screen's height allows), the controls right under the board in one column, the panels (hand,
 * preview, hint, end, deck) with their marks in words and glyphs as well as colours. The spots
 * of the board style themselves (`spot.ts`).
 */
import { css } from 'lit';
import { gameLayout } from '../theme/layout.js';

export const gameStyles = [
  gameLayout,
  css`
  .board {
    /* The height the first screen has for the board, below what is drawn above it (a prompt, a
       chooser, the hint) and above a phone's bar (lib/board-room.ts measures both): the cells
       never make the board taller than that (5.95 cell widths, the cards being 1.18 tall),
       down to 44 px (54 px beside the side column). */
    --_room: calc(
      100dvh - var(--arcade-board-top, 17.75rem) - var(--arcade-board-bar, 0px) - 1.25rem
    );
    --_w: var(
      --arcade-matrix-cell-size,
      clamp(44px, min(calc((100cqw - 18px) / 5), calc(var(--_room) / 5.95)), 88px)
    );
    --arcade-cell-size: var(--_w);
    --arcade-cell-height: calc(var(--_w) * 1.18);
    justify-self: center;
  }
  p {
    margin: 0;
  }
  .status .result {
    color: var(--_text);
  }
  .panel .title {
    font-weight: 700;
  }
  /* A card beside its words (an edition's panels use .with-card). */
  .hand,
  .deck,
  .with-card {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.4rem 0.75rem;
    align-items: center;
  }
  .hand arcade-card {
    --arcade-card-width: 58px;
  }
  .deck arcade-card {
    --arcade-card-width: 34px;
  }
  .eyebrow,
  .muted {
    color: var(--_text-muted);
    font-size: 0.9rem;
  }
  .score {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
  }
  .loop {
    font: 0.85rem var(--_mono);
    color: var(--_text-muted);
  }
  .loop-warn {
    display: block;
    color: var(--_warn);
    font-size: 0.85rem;
    font-weight: normal;
  }
  .chips {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 2px;
    vertical-align: middle;
  }
  .preview ul {
    margin: 0.3rem 0 0;
    padding: 0;
    list-style: none;
  }
  .preview .kill,
  .preview .end {
    color: var(--_bad);
    font-weight: 700;
  }
  .preview .miss {
    color: var(--_warn);
  }
  /* An edition's choices without a place on the board (a pair to swap, a line to reset), side
     by side as far as the width allows, so a list of six keeps the board in the first screen. */
  .choices ul {
    margin: 0.35rem 0 0;
    padding: 0;
    list-style: none;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
    gap: 0.35rem;
  }
  .choice {
    width: 100%;
    text-align: start;
  }
  .choice.hinted {
    border-color: var(--_accent-alt);
  }
  .choice[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.7;
  }
  .hint-text {
    border-color: var(--_accent-alt);
  }
  .hint-text strong {
    color: var(--_accent-alt);
  }
  /* The end of the run in the status line: the cause in the result's colour, why in plain text. */
  .status .end .why {
    font-weight: 400;
    font-size: 0.95rem;
    color: var(--_text);
  }

  /* One column: the controls (Hint) come right under the board, before the panels. */
  @container game (max-width: 759.98px) {
    .side > arcade-game-controls {
      order: -1;
    }
  }
  @container game (min-width: 760px) {
    /* The board column a little wider than a small board, so the card in hand's words and the
       choices above the board wrap into fewer lines and leave the board more of the screen. */
    .main {
      min-width: min(26rem, 100cqw - 30rem);
    }
    .board {
      /* Beside the side column the cards grow with the element's width, and as far as the
         screen's height lets the whole board show under what is above it. */
      --_w: var(
        --arcade-matrix-cell-size,
        clamp(54px, min(calc((100cqw - 34rem) / 6), calc(var(--_room) / 5.95)), 200px)
      );
    }
  }
`,
];
