/**
 * The finished review's panel (`review-view.ts` draws the button and the progress): Next mistake
 * and Close review, each seat's accuracy and the chart of the chance to win over the game
 * (`review-chart.ts`; one seat's side: the first seat a person played) first, all in the first
 * view of a phone's review box; then the chosen move's better move in words (the board marks it
 * ★ with the element's own hint marking), the moves that decided the game and every move with
 * its grade, each a button that shows the position before it. Words carry every grade (colour never
 * alone), the chart has a text summary for screen readers. Loaded with the review itself
 * (`review-controller.ts`), so a page that never reviews never fetches it.
 */
import { type TemplateResult, html, nothing } from 'lit';
import type { GameReview, MoveGrade, ReviewedMove } from '@matrix-arcade/ai-wasm';
import { engineMoveBetter } from './review-better.js';
import { CHART_STYLE, reviewChart } from './review-chart.js';
import type { ReviewState } from './review-state.js';
import { STYLE as PANEL_STYLE, type ReviewViewPort, reviewButtons } from './review-view.js';

/** A grade in words, with the mark the move list shows beside it. */
export const GRADE_WORDS: Record<MoveGrade, { readonly word: string; readonly mark: string }> = {
  best: { word: 'best', mark: '✓' },
  good: { word: 'good', mark: '○' },
  inaccuracy: { word: 'inaccuracy', mark: '?!' },
  mistake: { word: 'mistake', mark: '?' },
  blunder: { word: 'blunder', mark: '??' },
};

const pct = (x: number) => `${Math.round(x * 100)}%`;

const STYLE = html`${PANEL_STYLE}<style>
  ${CHART_STYLE}
</style>`;

/** "Your" for the only person's "You", else "Player 2's" (`start`: at a sentence's start). */
function possessive(name: string, start: boolean): string {
  if (name === 'You') return start ? 'Your' : 'your';
  return `${name}’s`;
}

/** The chosen move's better move, with both chances from the mover's side. */
function betterWords(p: ReviewViewPort, m: ReviewedMove) {
  if (m.grade === 'best')
    return html`<p class="better" part="review-better">The engine’s own move: nothing better.</p>`;
  const whose = possessive(p.seatName(m.seat), false);
  if (!engineMoveBetter(m))
    return html`<p class="better" part="review-better">
      The engine’s choice: <strong>${m.bestDescription}</strong>, marked ★ in the position shown,
      as good as the move played (${whose} chance to win ${pct(m.chanceAfter)} either way).
    </p>`;
  return html`<p class="better" part="review-better">
    Better: <strong>${m.bestDescription}</strong>, marked ★ in the position shown. With it
    ${whose} chance to win was ${pct(m.bestChance)}; after the move played, ${pct(m.chanceAfter)}.
  </p>`;
}

/** Each seat's accuracy (seats that made no move left out). */
function accuracyLine(p: ReviewViewPort, review: GameReview) {
  const seats = review.accuracy.flatMap((a, seat) =>
    a === null ? [] : [`${p.seatName(seat)} ${Math.round(a)}%`],
  );
  if (seats.length === 0) return nothing;
  return html`<p class="figures" data-review-accuracy>
    <strong>Accuracy:</strong> ${seats.join(', ')}
    <span class="muted">(100% when no move gives any chance away)</span>
  </p>`;
}

function moveItem(
  p: ReviewViewPort,
  m: ReviewedMove,
  i: number,
  selected: boolean,
  list: 'moves' | 'deciding' = 'moves',
) {
  const g = GRADE_WORDS[m.grade];
  const name = p.moverName(m);
  const who = name ? `${name}: ` : '';
  const lost = m.loss > 0.005 ? `, ${pct(m.loss)} given away` : '';
  return html`<li>
    <button
      data-review-move=${list === 'moves' ? i : nothing}
      data-review-deciding=${list === 'deciding' ? i : nothing}
      data-grade=${m.grade}
      aria-current=${selected ? 'true' : 'false'}
      @click=${() => p.select(i)}
    >
      ${i + 1}. ${who}${m.description} <strong>${g.mark} ${g.word}</strong>${lost}
    </button>
  </li>`;
}

/**
 * The panel of a finished review (or of the moves judged so far, with `running`'s bar under
 * Next mistake and Close: when the review ends and the bar goes, those two stay where the
 * player's mouse is; only what is below them moves up).
 */
export function reviewDonePanel(
  p: ReviewViewPort,
  st: Extract<ReviewState, { kind: 'done' }>,
  running?: TemplateResult,
): TemplateResult {
  const review = st.review;
  const seat = p.viewSeat(review.seats);
  const sel = st.selected === null ? null : review.moves[st.selected];
  const worse = review.moves
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.grade === 'mistake' || m.grade === 'blunder');
  const next = worse.find(({ i }) => st.selected === null || i > st.selected) ?? worse[0];
  const title = `${possessive(p.seatName(seat), true)} chance to win`;
  return html`${STYLE}<section class="review" part="review" aria-label="Review" aria-busy=${running ? 'true' : nothing}>
    ${reviewButtons(p, next?.i)}
    ${running ?? nothing}
    ${accuracyLine(p, review)}
    ${reviewChart({ review, seat, title, selected: st.selected, select: p.select })}
    ${sel ? betterWords(p, sel) : html`<p class="better">Choose a move (on the chart or in the list) to see the position before it${worse.length || running ? ' and the better move' : ''}.</p>`}
    <h3 id="review-deciding">The moves that decided the game</h3>
    ${
      running
        ? // Listed at the end: a list growing above every move would move them under the mouse.
          html`<p class="figures">Listed when the review ends.</p>`
        : review.deciding.length
          ? html`<ol class="deciding" aria-labelledby="review-deciding">
            ${review.deciding.map((d) => {
              const i = review.moves.findIndex((m) => m.step === d.step);
              return moveItem(p, d, i, i === st.selected, 'deciding');
            })}
          </ol>`
          : html`<p class="figures">None: no move was a mistake or a blunder.</p>`
    }
    ${review.calibrated ? nothing : html`<p>Some chances are raw search values (no calibration for these settings).</p>`}
    <h3 id="review-moves">Every move</h3>
    <ol aria-labelledby="review-moves">${review.moves.map((m, i) => moveItem(p, m, i, i === st.selected))}</ol>
  </section>`;
}
