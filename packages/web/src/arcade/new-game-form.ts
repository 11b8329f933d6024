/**
 * The new-game form, shown in the New game dialog: the seed, which seats the AI plays (only the
 * seats the chosen deal has: none for Player 2 on a solo maze map), the game's options that
 * apply to the values chosen (`option-fields.ts`), "only winnable deals" for a solitaire with a
 * solver (`winnable-deal.ts`) with its search's progress, and the question before a running game is
 * abandoned, in place of the Deal button. Under it, the deal on show: its seed and a button that
 * copies the link to it.
 */
import { html, nothing } from 'lit';
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import { optionFields } from './option-fields.js';

export interface NewGameFormProps {
  readonly descriptor: AnyGameDescriptor;
  readonly aiSeats: readonly number[];
  /** The option values being chosen (the game on show's, until the player changes them). */
  readonly values: Record<string, unknown>;
  /** How many seats the deal being chosen has. */
  readonly seats: number;
  /** A message about the last submission (a bad seed, a refused option), or ''. */
  readonly seedText: string;
  /** The form waits for "abandon the game in progress?": what it costs ('' for nothing). */
  readonly asking: string | null;
  readonly onSubmit: (e: SubmitEvent) => void;
  /** The form's values changed (an option chosen): its data. */
  readonly onInput: (data: FormData) => void;
  readonly onAnswer: (abandon: boolean) => void;
  /** A solitaire with a solver: the "only winnable deals" choice and its words. */
  readonly winnable?: { readonly words: string; readonly checked: boolean } | null;
  /** The search for a winnable deal (progress, or what was not found). */
  readonly search?: unknown;
  /** The solver is searching: no second deal meanwhile. */
  readonly busy?: boolean;
}

export function newGameForm(p: NewGameFormProps) {
  return html`<form
    @submit=${p.onSubmit}
    @change=${(e: Event) => p.onInput(new FormData(e.currentTarget as HTMLFormElement))}
  >
    <label
      >Seed
      <input type="text" name="seed" inputmode="numeric" placeholder="random" aria-describedby="seed-help"
    /></label>
    <span id="seed-help" class="seed" role=${p.seedText ? 'alert' : nothing}
      >${p.seedText || 'Leave empty for a random deal; the same seed deals the same game.'}</span
    >
    ${optionFields(p.descriptor.game.optionSchema, p.values)}
    ${
      p.winnable
        ? html`<label class="winnable-only"
              ><input
                type="checkbox"
                name="winnable-only"
                aria-describedby="winnable-help"
                .checked=${p.winnable.checked}
              />Only winnable deals</label
            >
            <span id="winnable-help" class="seed">${p.winnable.words}</span>`
        : nothing
    }
    <fieldset>
      <legend>AI plays</legend>
      ${Array.from(
        { length: p.seats },
        (_, i) => html`<label
          ><input type="checkbox" name=${`ai-${i}`} .checked=${p.aiSeats.includes(i)} />${p.descriptor.seatNames?.[i] ?? `Player ${i + 1}`}</label
        >`,
      )}
    </fieldset>
    ${
      p.asking === null
        ? html`<button type="submit" class="primary" ?disabled=${p.busy ?? false}>Deal a new game</button>`
        : html`<div class="confirm" role="group" aria-labelledby="form-abandon-q">
          <span id="form-abandon-q">Abandon the game in progress? ${p.asking}</span>
          <button type="button" data-answer="abandon" @click=${() => p.onAnswer(true)}>Abandon and deal</button>
          <button type="button" data-answer="keep" @click=${() => p.onAnswer(false)}>Keep playing</button>
        </div>`
    }
    ${p.search ?? nothing}
  </form>`;
}

/** The deal on show: its seed and a button that copies the link to it. */
export function shareLine(p: {
  readonly seed: number | string;
  readonly link: string;
  readonly copied: 'copied' | 'manual' | null;
  readonly onCopy: () => void;
}) {
  return html`<p class="seed share">
    <span>This deal: seed <strong data-seed-on-show>${p.seed}</strong>.</span>
    <button type="button" class="small" data-share @click=${p.onCopy}>Copy link to this deal</button>
    <span role="status">${p.copied === 'copied' ? 'Link copied.' : nothing}</span>
    ${
      p.copied === 'manual'
        ? html`<label>Link <input readonly class="link" .value=${p.link} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} /></label>`
        : nothing
    }
  </p>`;
}
