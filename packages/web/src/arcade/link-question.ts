/**
 * The question the arcade asks when a share link (`?game=…&seed=…`) is opened over a game in
 * progress: open the link's deal (abandoning the game, which may count as a loss) or keep
 * playing. A modal dialog, "Keep my game" first and focused; Escape keeps the game too.
 */
import { html, nothing } from 'lit';

export function linkQuestion(p: {
  readonly title: string;
  readonly seed: number;
  /** What abandoning costs ("It counts as a loss in your statistics."), or ''. */
  readonly note: string;
  readonly onAnswer: (abandon: boolean) => void;
}) {
  return html`<dialog
    class="ask"
    data-link-question
    aria-labelledby="link-q-title"
    aria-describedby="link-q-text"
    @cancel=${(e: Event) => {
      e.preventDefault();
      p.onAnswer(false);
    }}
  >
    <h2 id="link-q-title">Open the shared game?</h2>
    <p id="link-q-text">
      The link deals a new ${p.title} game (seed ${p.seed}). Your game in progress would be
      abandoned. ${p.note || nothing}
    </p>
    <div class="answers">
      <button type="button" data-answer="link-keep" autofocus @click=${() => p.onAnswer(false)}>
        Keep my game
      </button>
      <button type="button" data-answer="link-abandon" @click=${() => p.onAnswer(true)}>
        Abandon it and open the link
      </button>
    </div>
  </dialog>`;
}
