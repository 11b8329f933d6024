/**
 * The template of the tower's choice in `<cybermancy-game>` (part `choices`): a pair of royals is
 * chosen on the board, so this panel only says the step (pick a royal, or which one is selected,
 * with Cancel), the hint's pair in words, and keeps every pair as a list for whoever would rather
 * not use the board, collapsed behind a disclosure so that the board is not pushed down.
 */
import { html, nothing } from 'lit';

/** What the pair panel shows. */
export interface PairPanel {
  /** The selected first royal in words ("K♠ (above column 1)"), or null. */
  readonly selected: string | null;
  /** The hinted pair in words, or null. */
  readonly hint: string | null;
  /** How many pairs the list holds. */
  readonly count: number;
  /** The list's buttons (the element's off-board choice buttons). */
  readonly list: unknown;
  /** Clears the selection. */
  readonly cancel: () => void;
}

export function pairPanel(p: PairPanel) {
  return html`<section class="panel choices pairs" part="choices" aria-label="Choices for the card in hand">
    ${
      p.selected === null
        ? html`<p data-pair-step="first">
            Pick a living royal on the board (◆), then the royal to swap it with.
          </p>`
        : html`<p data-pair-step="second">
            <span>Selected <strong data-pair-selected>${p.selected}</strong>: pick the royal to swap it with (◆).</span>
            <button type="button" data-action="cancel-pair" @click=${p.cancel}>Cancel</button>
          </p>`
    }
    ${
      p.hint
        ? html`<p class="pair-hint" data-pair-hint>
            <span aria-hidden="true">★</span> Hint: ${p.hint}, marked ★ on the board.
          </p>`
        : nothing
    }
    <details class="pair-list" data-pair-list>
      <summary>Choose from a list (${p.count} swap${p.count === 1 ? '' : 's'})</summary>
      ${p.list}
    </details>
  </section>`;
}
