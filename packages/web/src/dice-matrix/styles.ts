/**
 * The look of `<dice-matrix-game>` in the shared neon theme, on the shared game frame and
 * layout (`theme/layout.ts`: matrix and panels stacked on narrow elements, side by side from
 * 760 px of element width, by container query): the matrix cells sized to fit a 360 px screen,
 * and the two players' areas side by side when the column has room for both, else one above
 * the other (they wrap, so an area is never squeezed below its stacks).
 */
import { css } from 'lit';
import { gameLayout } from '../theme/layout.js';

export const gameStyles = [
  gameLayout,
  css`
  .matrix {
    /* The height the first screen has for the matrix, below what is drawn above it (the
       opening's faces, a selection) and above a phone's bar (lib/board-room.ts measures both):
       seven rows of cells never make it taller than that, down to 36 px cells. The 3.25rem are
       what the matrix draws besides its cells (the column headers, seven gaps, its frame): with
       2.5rem a matrix sized by that room ran 4 px under the first screen (1280×800, a daily's
       end panel above it). */
    --_room: calc(
      100dvh - var(--arcade-board-top, 12rem) - var(--arcade-board-bar, 0px) - 3.25rem
    );
    --arcade-cell-size: var(
      --arcade-matrix-cell-size,
      clamp(36px, min(calc((100cqw - 26px) / 7), calc(var(--_room) / 7)), 58px)
    );
    --arcade-die-size: calc(var(--arcade-cell-size) * 0.74);
  }
  .areas {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: start;
  }
  .area {
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.5rem;
    --arcade-cell-size: clamp(34px, calc((100cqw - 6rem) / 5 - 5px), 42px);
    --arcade-die-size: calc(var(--arcade-cell-size) * 0.72);
    --arcade-cell-gap: 3px;
    flex: 1 1 auto;
  }
  .area.active {
    border-color: var(--_accent);
  }
  h3 {
    margin: 0 0 0.35rem;
    font-size: 0.95rem;
  }
  .empty-slot {
    font: 0.7rem var(--_mono);
    color: var(--_text-muted);
  }
  .caption {
    margin: 0;
    font-size: 0.85rem;
    color: var(--_text-muted);
  }
  .status .result {
    color: var(--_good);
  }
  .panel p {
    margin: 0 0 0.4rem;
  }
  .hint-text {
    border-color: var(--_accent-alt);
  }
  .hint-text strong {
    color: var(--_accent-alt);
  }
  .faces {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    --arcade-die-size: 34px;
  }
  .faces button {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.3rem 0.6rem;
  }
  /* On a narrow element the six faces take one row, the face under its die. */
  @container game (max-width: 480px) {
    .faces {
      display: grid;
      grid-template-columns: repeat(6, minmax(0, 1fr));
      gap: 0.3rem;
      --arcade-die-size: 26px;
    }
    .faces button {
      flex-direction: column;
      gap: 0.1rem;
      padding: 0.2rem 0.1rem;
      font-size: 0.85rem;
      line-height: 1.1;
    }
  }
  .faces button.hinted {
    border: 3px double var(--_accent-alt);
  }
  .selection {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  /* In one column, the selection's place under the matrix (lib/board-room.ts leaves it room
     above a phone's bar): as tall with a die selected (its buttons in one row) as without, so
     nothing moves. */
  .selection-place {
    display: grid;
    min-height: 3.5rem;
    align-content: center;
    font-size: 0.9rem;
  }
  .selection-place > p {
    margin: 0;
  }
  .selection-place .selection {
    padding: 0.3rem 0.5rem;
  }
  /* On a phone the review takes the bar's place at the screen's bottom. */
  @media (max-width: 600px) {
    /* The review takes the bar's place there: a reviewed matrix is only looked at, so its cells
       may go under a finger's 36 px for the whole matrix to stay above the review. */
    .layout:has(> .end-slot.reviewing) .matrix {
      --arcade-cell-size: var(
        --arcade-matrix-cell-size,
        clamp(20px, min(calc((100cqw - 26px) / 7), calc(var(--_room) / 7)), 58px)
      );
    }
  }
  .muted {
    color: var(--_text-muted);
  }
  .fly-layer {
    position: absolute;
    width: 0;
    height: 0;
  }
  /* The controls (Hint among them) before the areas: under the matrix in one column, at the
     top of the side column beside it. */
  .side > [part='controls'] {
    order: -1;
  }
  @container game (min-width: 900px) {
    /* Beside the side column: cells bigger when the element is wide (up to 72 px), as far as
       the screen's height allows. */
    .matrix {
      --arcade-cell-size: var(
        --arcade-matrix-cell-size,
        clamp(36px, min(calc((100cqw - 40rem) / 9), calc(var(--_room) / 7)), 72px)
      );
    }
    .area {
      --arcade-cell-size: clamp(38px, calc((100cqw - 40rem) / 20), 46px);
    }
  }
`,
];
