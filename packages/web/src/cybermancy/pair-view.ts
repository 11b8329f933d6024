/**
 * How `<cybermancy-game>` shows the tower's choice of a pair of royals, chosen on the board: the
 * board's marks and words (the selected royal, its partners or every royal that can start a
 * pair, the hinted pair), and the panel (part `choices`) that says the step (pick a royal, or
 * which one is selected, with Cancel), the hint's pair in words, and keeps every pair as a list
 * for whoever would rather not use the board, collapsed behind a disclosure so that the board is
 * not pushed down (`boardChoicePanel`, the world's lines use it too).
 */
import { html, nothing } from 'lit';
import type { GridCell } from '../kit/board-grid.js';
import { type PairChoice, pairSpots, pairStarts, partnersOf } from './pair-choice.js';

/**
 * The board's cells while a pair is chosen: the selected royal (`first`, marked ●, -1 for none),
 * its partners (◆, with the swap in words), or with none selected every royal that starts a
 * pair (◆); and the two royals of the hinted action (★).
 */
export function pairCells(
  cells: readonly GridCell[],
  pairs: readonly PairChoice[],
  first: number,
  hint: number,
  describe: (action: number) => string,
): GridCell[] {
  const partners = first >= 0 ? partnersOf(pairs, first) : null;
  const starts = pairStarts(pairs);
  const hinted: readonly number[] = pairSpots(hint) ?? [];
  return cells.map((c, i) => {
    let label = c.label;
    let target = false;
    const partner = partners?.get(i);
    if (i === first) label += '. Selected for the swap: activate it again to cancel';
    else if (partner !== undefined) {
      target = true;
      label += `. Swap here: ${describe(partner)}`;
    } else if (!partners && starts.has(i)) {
      target = true;
      label += '. Select it to swap it, then pick the royal to swap it with';
    }
    const isHinted = hinted.includes(i);
    if (isHinted) label += '. Suggested by the hint';
    return { ...c, label, selected: i === first, target, hint: c.hint || isHinted };
  });
}

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
  return boardChoicePanel({
    kind: 'pairs',
    step:
      p.selected === null
        ? html`<p data-pair-step="first">
            Pick a living royal on the board (◆), then the royal to swap it with.
          </p>`
        : html`<p data-pair-step="second">
            Selected <strong data-pair-selected>${p.selected}</strong>: pick the royal to swap it with (◆).
            <button type="button" data-action="cancel-pair" @click=${p.cancel}>Cancel</button>
          </p>`,
    hint: p.hint,
    count: p.count,
    noun: ['swap', 'swaps'],
    list: p.list,
  });
}

/**
 * The panel (part `choices`) of a choice made on the board: the step in words, the hint's
 * choice in words (marked ★ on the board), and every choice as a list collapsed behind a
 * disclosure, for whoever would rather not use the board.
 */
export function boardChoicePanel(p: {
  /** A class naming the choice (`pairs`, `lines`). */
  readonly kind: string;
  readonly step: unknown;
  readonly hint: string | null;
  readonly count: number;
  /** The list's noun, one and many. */
  readonly noun: readonly [string, string];
  readonly list: unknown;
}) {
  return html`<section class="panel choices pairs ${p.kind}" part="choices" data-no-picture aria-label="Choices for the card in hand">
    ${p.step}
    ${
      p.hint
        ? html`<p class="pair-hint" data-pair-hint>
            <span aria-hidden="true">★</span> Hint: ${p.hint}<span class="visually-hidden">, marked ★ on the board</span>.
          </p>`
        : nothing
    }
    <details class="pair-list" data-pair-list>
      <summary>Choose from a list (${p.count} ${p.noun[p.count === 1 ? 0 : 1]})</summary>
      ${p.list}
    </details>
  </section>`;
}
