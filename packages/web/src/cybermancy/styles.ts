/**
 * The look of `<cybermancy-game>`'s own panels, on top of the MATR1X ØVERLØAD element's styles:
 * the run's setup with the challenge card, the discard pile, and the campaign's chapter map
 * (won ✓, open ▶, locked ⊘: glyphs and words, with colour only as a second signal) and story,
 * and the tower's pair panel (the step, Cancel, the hint's pair, the collapsed list of pairs).
 */
import { css } from 'lit';

export const cyberStyles = css`
  /* A little wider than a playing card: tarot trumps carry their name on a banner. */
  .hand arcade-card {
    --arcade-card-width: 66px;
  }
  .setup arcade-card {
    --arcade-card-width: 52px;
  }
  .chapters {
    margin: 0.4rem 0;
    padding: 0;
    list-style: none;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: 0.35rem;
  }
  .chapter {
    width: 100%;
    text-align: start;
  }
  .chapter[aria-current='step'] {
    border-color: var(--_accent);
    box-shadow: var(--_glow);
  }
  .chapter.won {
    border-color: var(--_good);
  }
  .chapter.locked {
    color: var(--_text-muted);
    border-style: dashed;
    cursor: not-allowed;
  }
  .story {
    border-top: 1px solid var(--_border);
    padding-top: 0.45rem;
    display: grid;
    gap: 0.35rem;
  }
  .pairs {
    display: grid;
    gap: 0.35rem;
  }
  /* Cancel follows the step's words on their last line (not a line of its own), so that on a
     phone a selected royal does not push the board's bottom row under the bar. */
  .pairs [data-pair-step] button {
    margin-inline-start: 0.4rem;
  }
  .pair-hint {
    border-inline-start: 3px solid var(--_accent-alt);
    padding-inline-start: 0.45rem;
  }
  /* A closed list is not drawn at all (nor measured, nor reached by a pointer). */
  .pair-list:not([open]) > :not(summary) {
    display: none;
  }
  .pair-list summary {
    cursor: pointer;
    color: var(--_text-muted);
    width: fit-content;
  }
  .pair-list[open] summary {
    color: var(--_text);
  }
`;
