/**
 * The look of teaching mode, part of the frame every game element shares (`theme/layout.ts`):
 * the step panel (`lesson-panel.ts`) in the controls' place, its feedback coloured by what it
 * means and marked by a glyph as well (✖ refused, ✓ right, ☛ hint), and the pointer on a target
 * that is not a grid cell (a button, a card: any element with `data-pointer`), a thick outline
 * with a ☛ beside it that pulses unless the user asks for less motion (the grid's cells draw
 * their own, `kit/board-grid-styles.ts`).
 */
import { css } from 'lit';

export const lessonStyles = css`
  .lesson-panel {
    background: var(--_surface);
    border: 2px solid var(--_good);
    border-radius: var(--_radius);
    padding: 0.5rem 0.75rem;
    gap: 0.4rem;
    max-width: 40rem;
  }
  .lesson-panel p {
    margin: 0;
  }
  .lesson-head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.1rem 0.6rem;
    align-items: baseline;
  }
  .lesson-text {
    display: grid;
    gap: 0.3rem;
  }
  .lesson-feedback {
    font-weight: 600;
  }
  .lesson-feedback.wrong {
    color: var(--_bad);
  }
  .lesson-feedback.right {
    color: var(--_good);
  }
  .lesson-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .lesson-buttons button.primary {
    border-color: var(--_good);
    font-weight: 700;
  }
  .lesson-stars span {
    color: var(--_warn);
    font-size: 1.3rem;
    letter-spacing: 0.1em;
  }
  /*
   * A picture of a position (picture mode) shows the board only: no turn line, and none of the
   * controls an element marks as for play only (data-no-picture: a zoom bar, say).
   */
  :host([picture]) .status,
  :host([picture]) [data-no-picture] {
    display: none;
  }
  [data-pointer] {
    position: relative;
    outline: 3px solid var(--_good);
    outline-offset: 2px;
  }
  [data-pointer]::after {
    content: '☛';
    position: absolute;
    right: -0.35em;
    top: -0.9em;
    color: var(--_good);
    font-size: 1.5rem;
    text-shadow: 0 0 3px var(--_bg);
    line-height: 1;
    pointer-events: none;
    /* Three bounces to catch the eye, then still: a page that animates for ever redraws for ever
       (a phone's battery), and the outline still marks the place. */
    animation: lesson-pulse 1.2s ease-in-out 6 alternate;
  }
  @keyframes lesson-pulse {
    from {
      transform: translateY(0);
    }
    to {
      transform: translateY(-0.25em);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    [data-pointer]::after {
      animation: none;
    }
  }
  @media (max-width: 600px) {
    .lesson-panel {
      padding: 0.4rem 0.5rem;
    }
    .lesson-buttons button {
      padding-inline: 0.6em;
    }
  }
`;
