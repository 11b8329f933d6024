/**
 * The look of an in-place question ("Abandon this game…? [Abandon and deal] [Keep playing]"),
 * shared by the controls bar and the arcade's new-game form: a `.confirm` row with a warning
 * border, its words and buttons wrapping on narrow screens.
 */
import { css } from 'lit';

export const confirmStyles = css`
  .confirm {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0.4rem 0.6rem;
    border: 1px solid var(--_warn);
    border-radius: var(--_radius);
  }
`;
