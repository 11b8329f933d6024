/**
 * The review panel's templates (`review-controller.ts` runs the review): the Review button
 * after a game and, while the engine reviews, the progress bar with Cancel under Next mistake
 * and Close review (where they stay when the review ends) and over the moves judged so far
 * (drawn as the finished review draws them, choosable already). The finished review (the
 * chart, the accuracy, the deciding moves, every move graded) is `review-done-view.ts`, loaded
 * with the review itself: a page that never reviews never fetches it.
 */
import { type TemplateResult, html, nothing } from 'lit';
import type { ReviewedMove } from '@matrix-arcade/ai-wasm';
import type { ReviewState } from './review-state.js';

export interface ReviewViewPort {
  readonly state: ReviewState;
  /** The game is over (the Review button is offered). */
  readonly over: boolean;
  readonly solo: boolean;
  seatName(seat: number): string;
  /** Who made a reviewed move, as recorded ("Player 1 (AI)", "You"), or ''. */
  moverName(m: ReviewedMove): string;
  viewSeat(seats: number): number;
  start(): void;
  cancel(): void;
  close(): void;
  select(index: number): void;
  /** The finished review's panel, once its module is loaded (`review-done-view.ts`). */
  readonly done: DonePanel | null;
}

/**
 * The finished review's panel (`review-done-view.ts`'s `reviewDonePanel`); with `running`
 * (the progress bar), the review of the moves judged so far, the bar under its buttons. One template
 * for both, so that the moves' buttons stay the same elements when the review ends.
 */
export type DonePanel = (
  p: ReviewViewPort,
  st: Extract<ReviewState, { kind: 'done' }>,
  running?: TemplateResult,
) => TemplateResult;

/** The panel's style (the finished review's module adds its chart's). */
export const STYLE = html`<style>
  .review { display: grid; gap: 0.5rem; margin: 0.5rem 0; }
  .review-bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  .review progress { flex: 1 1 8rem; accent-color: var(--_accent, currentColor); }
  .review .figures { margin: 0; }
  .review .deciding { margin: 0; padding-inline-start: 0; list-style: none; display: grid; gap: 0.25rem; }
  .review h3 { margin: 0.25rem 0 0; font-size: 0.95rem; }
  .review ol { margin: 0; padding: 0; list-style: none; max-height: 16rem; overflow: auto; }
  .review li button { width: 100%; text-align: start; font: inherit; padding: 0.25rem 0.4rem; }
  .review li button[aria-current='true'] { outline: 2px solid currentColor; }
  .review .better { margin: 0; }
</style>`;

/**
 * Next mistake and Close review, the first row of a running or finished review (the running
 * review's bar goes under it, so that neither row moves under the mouse as the review goes on);
 * `next`, the index of the move Next mistake shows, none: disabled.
 */
export function reviewButtons(p: ReviewViewPort, next?: number): TemplateResult {
  return html`<div class="review-bar">
    <button data-review="next-mistake" ?disabled=${next === undefined} @click=${() => next !== undefined && p.select(next)}>
      Next mistake
    </button>
    <button data-review="close" @click=${() => p.close()}>Close review</button>
  </div>`;
}

/** The panel for the review's state. */
export function reviewPanel(p: ReviewViewPort): TemplateResult {
  const st = p.state;
  if (st.kind === 'idle' || st.kind === 'failed') {
    return html`${STYLE}<section class="review" part="review" aria-label="Review">
      <div class="review-bar">
        <button data-review="start" @click=${() => p.start()}>Review the game</button>
      </div>
      ${st.kind === 'failed' ? html`<p role="alert">The review failed: ${st.message}</p>` : nothing}
    </section>`;
  }
  if (st.kind === 'running') {
    const { done, total, fraction } = st.progress;
    const bar = html`<div class="review-bar">
      <progress max="1" .value=${fraction} aria-label="Review progress"></progress>
      <span>Reviewing move ${Math.min(done + 1, Math.max(total, 1))} of ${total || '…'}</span>
      <button data-review="cancel" @click=${() => p.cancel()}>Cancel</button>
    </div>`;
    // The moves judged so far, as the finished review shows them: usable before the end.
    if (st.partial && st.partial.moves.length > 0 && p.done)
      return p.done(p, { kind: 'done', review: st.partial, selected: st.selected }, bar);
    // Before the first move is judged, the same two buttons over the bar, so that neither the
    // bar nor Cancel moves down under the mouse when the first judged move arrives.
    return html`${STYLE}<section class="review" part="review" aria-label="Review" aria-busy="true">
      ${reviewButtons(p)}
      ${bar}
    </section>`;
  }
  // A finished review: its module was loaded with the review (`start`).
  return p.done
    ? p.done(p, st)
    : html`${STYLE}<section class="review" part="review" aria-busy="true"></section>`;
}
