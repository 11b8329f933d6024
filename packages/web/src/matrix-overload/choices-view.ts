/**
 * The family's choices that have no place on the board (an edition's: a pair of royals to swap,
 * a line to reset), as buttons: pointing at or focusing one previews it, clicking plays it. The
 * hinted one carries a star, said in words too. Pure templates; the board controller
 * (`overload-board.ts`) gives them their handlers.
 */
import { html, nothing } from 'lit';

export interface ChoiceButtons {
  readonly actions: readonly number[];
  /** The hinted action, or -1. */
  readonly hint: number;
  /** The action a lesson's pointer shows, or -1 (absent: none). */
  readonly pointer?: number;
  /** The player may choose now (else the buttons are `aria-disabled`). */
  readonly active: boolean;
  words(action: number): string;
  look(action: number): void;
  choose(action: number, e: PointerEvent): void;
}

/** The buttons of some off-board choices. */
export function choiceList(c: ChoiceButtons) {
  return html`<ul>
    ${c.actions.map(
      (a) => html`<li>
        <button
          type="button"
          class="choice ${a === c.hint ? 'hinted' : ''}"
          data-choice=${a}
          data-pointer=${a === c.pointer ? 'true' : nothing}
          aria-disabled=${c.active ? 'false' : 'true'}
          @mouseenter=${() => c.look(a)}
          @focus=${() => c.look(a)}
          @click=${(e: PointerEvent) => c.choose(a, e)}
        >
          ${a === c.hint ? html`<span aria-hidden="true">★ </span>` : nothing}${c.words(a)}${
            a === c.hint
              ? html`<span class="visually-hidden"> (suggested by the hint)</span>`
              : nothing
          }
        </button>
      </li>`,
    )}
  </ul>`;
}

/** The panel of off-board choices (part `choices`), or nothing when there are none. */
export function choicesPanel(list: unknown, count: number) {
  if (count === 0) return nothing;
  return html`<section class="panel choices" part="choices" data-no-picture aria-label="Choices for the card in hand">
    <p class="muted">Choose one (point at or focus a choice to preview it):</p>
    ${list}
  </section>`;
}
