/**
 * The arcade's statistics chart and history of past games, as templates: a bar chart of the
 * latest results (oldest on the left, newest at the right end; a tall bar for a win, a middle one for a draw, a short
 * one for a loss or an abandoned game, each with its own colour and a letter so colour is
 * never the only signal), with the same results in words for screen readers, and the list of
 * past games, newest first, each with a Replay button.
 */
import { html, nothing, svg } from 'lit';
import type { PastGame, PastResult } from './game-history.js';

const WORDS: Record<PastResult, string> = {
  won: 'won',
  lost: 'lost',
  drawn: 'drawn',
  abandoned: 'abandoned',
  other: 'not counted',
};
const HEIGHT: Record<PastResult, number> = {
  won: 1,
  drawn: 0.6,
  lost: 0.3,
  abandoned: 0.3,
  other: 0.15,
};
const LETTER: Record<PastResult, string> = {
  won: 'W',
  drawn: 'D',
  lost: 'L',
  abandoned: 'A',
  other: '·',
};

/** The chart of the latest results (at most 30), oldest first. */
export function resultsChart(history: readonly PastGame[]) {
  const games = history.slice(0, 30).reverse();
  if (games.length === 0)
    return html`<p class="seed">No finished games yet: your results will be charted here.</p>`;
  const counts = games.reduce(
    (c, g) => {
      c[g.result]++;
      return c;
    },
    { won: 0, lost: 0, drawn: 0, abandoned: 0, other: 0 } as Record<PastResult, number>,
  );
  const summary = (Object.keys(counts) as PastResult[])
    .filter((k) => counts[k] > 0)
    .map((k) => `${counts[k]} ${WORDS[k]}`)
    .join(', ');
  // A fixed width of 30 slots: bars keep their size, the newest on the right.
  const w = 12;
  const width = 30 * w;
  const x0 = width - games.length * w;
  const label = `Your last ${games.length} game${games.length === 1 ? '' : 's'}, oldest first: ${games.map((g) => WORDS[g.result]).join(', ')}. In all: ${summary}.`;
  return html`<figure class="chart">
    <svg viewBox="0 0 ${width} 60" width="100%" role="img" aria-label=${label}>
      ${games.map((g, i) => {
        const h = HEIGHT[g.result] * 44;
        return svg`<g class="bar ${g.result}"><rect x=${x0 + i * w + 1} y=${46 - h} width=${w - 2} height=${h} rx="1.5"></rect>
          <text x=${x0 + i * w + w / 2} y="58" text-anchor="middle">${LETTER[g.result]}</text></g>`;
      })}
    </svg>
    <figcaption class="seed">Last ${games.length}: ${summary}. W won, D drawn, L lost, A abandoned.</figcaption>
  </figure>`;
}

/** The list of past games with a Replay button each. */
export function historyList(history: readonly PastGame[], onReplay: (g: PastGame) => void) {
  if (history.length === 0) return nothing;
  return html`<ol class="history">
    ${history.map(
      (g) => html`<li data-result=${g.result}>
        <span class="when">${new Date(g.when).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}</span>
        <span class="what"><strong>${WORDS[g.result]}</strong> · ${g.summary} · seed ${g.seed}</span>
        <button @click=${() => onReplay(g)} aria-label=${`Replay the game of ${new Date(g.when).toLocaleString()}, ${WORDS[g.result]}, seed ${g.seed}`}>
          Replay
        </button>
      </li>`,
    )}
  </ol>`;
}
