/**
 * The review panel's templates (`review-controller.ts` runs the review): the Review button
 * after a game, the progress bar with Cancel while the engine reviews, then a chart of the win
 * chance over the game (one seat's side: the first seat a person played) and the moves with their
 * grades, each a button that shows the position before it and the better move. Words carry every
 * grade (colour never alone), the chart has a text summary for screen readers.
 */
import { type TemplateResult, html, nothing, svg } from 'lit';
import type { GameReview, MoveGrade, ReviewedMove } from '@matrix-arcade/ai-wasm';
import type { ReviewState } from './review-controller.js';

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
}

/** A grade in words, with the mark the move list shows beside it. */
export const GRADE_WORDS: Record<MoveGrade, { readonly word: string; readonly mark: string }> = {
  best: { word: 'best', mark: '✓' },
  good: { word: 'good', mark: '○' },
  inaccuracy: { word: 'inaccuracy', mark: '?!' },
  mistake: { word: 'mistake', mark: '?' },
  blunder: { word: 'blunder', mark: '??' },
};

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The chance of `seat` before each move (and at the end), from the review. */
export function chanceLine(review: GameReview, seat: number): number[] {
  const side = (m: ReviewedMove) =>
    m.seat === seat ? m.chanceBefore : review.seats === 2 ? 1 - m.chanceBefore : m.chanceBefore;
  const points = review.moves.map(side);
  if (review.result) points.push(review.result[seat] ?? 0);
  return points;
}

const STYLE = html`<style>
  .review { display: grid; gap: 0.5rem; margin: 0.5rem 0; }
  .review-bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  .review progress { flex: 1 1 8rem; accent-color: var(--_accent, currentColor); }
  .review svg { width: 100%; height: auto; max-height: 9rem; border: 1px solid currentColor; border-radius: 4px; }
  .review ol { margin: 0; padding: 0; list-style: none; max-height: 16rem; overflow: auto; }
  .review li button { width: 100%; text-align: start; font: inherit; padding: 0.25rem 0.4rem; }
  .review li button[aria-current='true'] { outline: 2px solid currentColor; }
  .review .better { margin: 0; }
</style>`;

function chart(review: GameReview, seat: number, who: string, select: (i: number) => void) {
  const points = chanceLine(review, seat);
  const n = Math.max(1, points.length - 1);
  const xy = points.map((c, i) => `${((i / n) * 300).toFixed(1)},${((1 - c) * 100).toFixed(1)}`);
  const marks = review.moves.flatMap((m, i) =>
    m.grade === 'mistake' || m.grade === 'blunder'
      ? [
          svg`<circle cx=${(i / n) * 300} cy=${(1 - points[i]!) * 100} r="4" fill="none" stroke="currentColor" stroke-width="2" @click=${() => select(i)}></circle>`,
        ]
      : [],
  );
  const first = points[0] ?? 0.5;
  const last = points[points.length - 1] ?? 0.5;
  const label = `Win chance for ${who} over ${review.moves.length} moves: ${pct(first)} at the start, ${pct(last)} at the end.`;
  return html`<svg part="review-chart" viewBox="-4 -4 308 108" role="img" aria-label=${label}>
    ${svg`<line x1="0" y1="50" x2="300" y2="50" stroke="currentColor" stroke-dasharray="4 4" opacity="0.4"></line>
    <polyline points=${xy.join(' ')} fill="none" stroke="currentColor" stroke-width="2" vector-effect="non-scaling-stroke"></polyline>`}
    ${marks}
  </svg>`;
}

function moveItem(p: ReviewViewPort, m: ReviewedMove, i: number, selected: boolean) {
  const g = GRADE_WORDS[m.grade];
  const name = p.moverName(m);
  const who = name ? `${name}: ` : '';
  const lost = m.loss > 0.005 ? `, ${pct(m.loss)} given away` : '';
  return html`<li>
    <button data-review-move=${i} data-grade=${m.grade} aria-current=${selected ? 'true' : 'false'} @click=${() => p.select(i)}>
      ${i + 1}. ${who}${m.description} <strong>${g.mark} ${g.word}</strong>${lost}
    </button>
  </li>`;
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
    return html`${STYLE}<section class="review" part="review" aria-label="Review" aria-busy="true">
      <div class="review-bar">
        <progress max="1" .value=${fraction} aria-label="Review progress"></progress>
        <span>Reviewing move ${Math.min(done + 1, Math.max(total, 1))} of ${total || '…'}</span>
        <button data-review="cancel" @click=${() => p.cancel()}>Cancel</button>
      </div>
    </section>`;
  }
  const review = st.review;
  const seat = p.viewSeat(review.seats);
  const name = p.seatName(seat);
  const who = name === 'You' ? 'you' : name;
  const sel = st.selected === null ? null : review.moves[st.selected];
  const worse = review.moves
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.grade === 'mistake' || m.grade === 'blunder');
  const next = worse.find(({ i }) => st.selected === null || i > st.selected) ?? worse[0];
  return html`${STYLE}<section class="review" part="review" aria-label="Review">
    ${chart(review, seat, who, p.select)}
    <div class="review-bar">
      <button data-review="next-mistake" ?disabled=${!next} @click=${() => next && p.select(next.i)}>
        Next mistake
      </button>
      <button data-review="close" @click=${() => p.close()}>Close review</button>
    </div>
    ${
      sel
        ? html`<p class="better" part="review-better">
            ${sel.grade === 'best' ? html`The engine’s own move.` : html`Better: <strong>${sel.bestDescription}</strong> (${pct(sel.bestChance)} against ${pct(sel.chanceAfter)}), marked on the board.`}
          </p>`
        : html`<p class="better">Choose a move to see the position before it${worse.length ? ' and the better move' : ''}.</p>`
    }
    ${review.calibrated ? nothing : html`<p>Some chances are raw search values (no calibration for these settings).</p>`}
    <ol aria-label="Graded moves">${review.moves.map((m, i) => moveItem(p, m, i, i === st.selected))}</ol>
  </section>`;
}
