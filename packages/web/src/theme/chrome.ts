/**
 * The look of the chrome every game element shares (`lib/game-chrome.ts`), part of the shared
 * frame (`layout.ts`): the thinking indicator on a line of its own that is always there (so
 * nothing below moves when a search starts or ends), the hint's slot keeping its room while the
 * game runs, the result coloured by what it means for the people playing (a win in the success
 * colour, a loss in the warning red, a draw plain), and a short burst of sparks around a win,
 * none under reduced motion; and the status line's and the panels' shape every game shares.
 * The selectors outweigh a game's own `.status .result` rule.
 */
import { css } from 'lit';

export const chromeStyles = css`
  /* The status line and the panels every game draws (their words and contents are the game's). */
  .status {
    font-size: 1.05rem;
    font-weight: 700;
    min-height: 1.5em;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    align-items: center;
  }
  .panel {
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.6rem 0.75rem;
  }
  /* The hint's words run as one paragraph whatever a game's panels are (a grid in piecepack put
     the move on a line of its own, under the title): the move starts on the first line, the one
     a phone keeps in view above its bar when the words are held in a box (layout.ts). */
  .panel.hint-text {
    display: block;
  }
  .status > .thinking-line {
    flex: 1 0 100%;
    /* Its words never widen the board column (which would move everything beside it). */
    contain: inline-size;
    height: 1.5em;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  /* On a phone it keeps its room beside short words ("Player 1 to move") rather than on an
     empty line of its own under them; long words still push it to a line of its own. */
  @media (max-width: 600px) {
    .status > .thinking-line {
      flex: 1 1 10rem;
    }
  }
  /* Read-only (a replay, a review), nothing searches: no line kept for it. */
  :host([readonly]) .status > .thinking-line {
    display: none;
  }
  .status .notice {
    flex-basis: 100%;
    font-size: 0.9rem;
    font-weight: 400;
    color: var(--_warn);
  }
  .status.ended {
    position: relative;
  }
  .status.result-win .result,
  .status.result-win .verdict {
    color: var(--_good);
  }
  .status.result-loss .result,
  .status.result-loss .verdict {
    color: var(--_bad);
  }
  .status.result-draw .result {
    color: var(--_text);
  }
  .status .again {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  /* The rest of the end panel (Review, the page's slot): a line of its own, in plain weight. */
  .status .end-more {
    flex: 1 0 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    font-size: 1rem;
    font-weight: 400;
  }
  .status .end-more .review {
    margin: 0;
  }
  .celebrate {
    position: absolute;
    inset: 0;
    pointer-events: none;
    overflow: visible;
  }
  .celebrate i {
    position: absolute;
    left: calc(6% + var(--i) * 12%);
    top: 50%;
    width: 0.45rem;
    height: 0.45rem;
    border-radius: 50%;
    background: var(--_good);
    box-shadow: 0 0 8px var(--_good);
    opacity: 0;
    animation: spark 1.4s ease-out calc(var(--i) * 70ms) 2 both;
  }
  .celebrate i:nth-child(even) {
    background: var(--_accent);
    box-shadow: 0 0 8px var(--_accent);
  }
  @keyframes spark {
    0% {
      transform: translateY(0) scale(0.4);
      opacity: 0;
    }
    25% {
      opacity: 1;
    }
    100% {
      transform: translateY(-2.2rem) scale(1);
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .celebrate {
      display: none;
    }
  }
`;
