/**
 * The frame and two-column layout every game element shares, written once: the host is a size
 * container named `game` (so the layout follows the element's own width, not the viewport's:
 * an element beside the arcade's sidebar is narrower than the window), one column on narrow
 * elements, and from 760 px of element width the board column beside the side column. The
 * board column is exactly as wide as its widest unbreakable content (the board), its text
 * wrapping to that; the side column takes the rest but never less than its own content's
 * minimum, so neither column can be squeezed until its content spills or hides under the other.
 * The shared controls come right after the board (beside it, on top of the side column, when
 * there are two columns), the hint's words (or, after the game, the review) right under them; on
 * a phone (a viewport up to 600 px wide) they are an action bar stuck to the bottom of the
 * screen while the game scrolls under it, a review takes the bar's place there, and once the
 * game is over the bar scrolls with the page (the end panel above the board holds Play again).
 * The chrome's own look (status line, hint slot, result) is in `chrome.ts`. A game's stylesheet adds its own rules
 * (`@container game (…)` for its breakpoints). Teaching mode's step panel and pointer:
 * `learn/lesson-styles.ts`.
 */
import { css } from 'lit';
import { chromeStyles } from './chrome.js';
import { lessonStyles } from '../learn/lesson-styles.js';

const frame = css`
  :host {
    display: block;
    container: game / inline-size;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: clamp(0.5rem, 2cqw, 1rem);
    line-height: 1.4;
  }
  .layout {
    display: grid;
    gap: 0.9rem;
    grid-template-columns: minmax(0, 1fr);
  }
  .layout > :not(.visually-hidden) {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: minmax(min-content, 1fr);
    align-content: start;
  }
  @container game (min-width: 760px) {
    .layout {
      grid-template-columns: min-content minmax(min-content, var(--arcade-side-max, 44rem));
      grid-template-rows: auto auto 1fr;
      justify-content: center;
      align-items: start;
    }
    .layout > :first-child {
      grid-row: 1 / span 3;
    }
    .layout > .actions {
      grid-column: 2;
      grid-row: 1;
    }
    .layout > .hint-slot,
    .layout > .end-slot {
      grid-column: 2;
      grid-row: 2;
    }
    .layout > .side {
      grid-column: 2;
      grid-row: 3;
    }
    /* Once the game is over, its end panel (the result, Play again, a daily's lines) sits above
       the board in the board's column. A column only as wide as a small board wraps its words
       into so many lines that the board, sized to the room left under them, shrinks, and the
       column with it: after a daily, Matrix Maze's board fell to y 691–945 of 800 at 1280×800,
       and Dice Matrix's (its window widened from a phone's) to 597–873. The column keeps room
       for the words; the board stays centred in it. */
    .layout:has(.status.ended) > :first-child {
      min-width: min(34rem, 48cqw);
    }
  }
  @media (max-width: 600px) {
    /* The hint's words right above the bar, so the bar never covers them (BoardRoom counts them). */
    .layout > .actions {
      order: 1;
    }
    .layout > .side {
      order: 2;
    }
    /* Where the board's smallest cells leave the words too little room, they are held in a box
       that ends above the bar (BoardRoom sets its room), scrolling in it; one line at least. */
    .layout > .hint-slot {
      max-height: max(2.75rem, var(--arcade-hint-room, 100dvh));
      overflow-y: auto;
      overscroll-behavior: contain;
    }
    .layout > .actions {
      position: sticky;
      bottom: 0;
      z-index: 3;
      padding-block: 0.4rem;
      background: var(--_bg);
      border-top: 1px solid var(--_border);
      box-shadow: 0 -6px 12px -8px rgb(0 0 0 / 45%);
    }
    /* Once the game is over its panel holds Play again: the bar leaves the screen's bottom and
       the board has that room too. */
    .layout:has(.status.ended) > .actions {
      position: static;
      box-shadow: none;
    }
    /* A review takes the bar's place at the bottom of the screen, under the board it steps: its
       chart and buttons first, the rest scrolling inside it. */
    .layout > .end-slot.reviewing {
      order: 1;
      position: sticky;
      bottom: 0;
      z-index: 3;
      max-height: 38dvh;
      overflow: auto;
      padding-inline: 0.25rem;
      background: var(--_bg);
      border-top: 1px solid var(--_border);
      box-shadow: 0 -6px 12px -8px rgb(0 0 0 / 45%);
    }
    .layout:has(> .end-slot.reviewing) > .actions {
      display: none;
    }
    /* While it reviews, the result stays but its buttons wait (Close review brings them back):
       the board has their room, whole between the result and the review. */
    .layout:has(> .end-slot.reviewing) .status.ended :is(.again, .end-more) {
      display: none;
    }
  }
`;

export const gameLayout = [frame, chromeStyles, lessonStyles];
