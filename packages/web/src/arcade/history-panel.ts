/**
 * The arcade's statistics chart and history of past games, as templates: a bar chart of the
 * latest results across the whole panel (oldest on the left, newest at the right end; a tall
 * bar for a win, a middle one for a draw, a short one for a loss or an abandoned game, each with
 * its own colour and a letter so colour is never the only signal; the axes name the result
 * levels and the ends; a solitaire's has no "drawn" level), with the same results in words for screen readers, and the list of
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
export function resultsChart(history: readonly PastGame[], solo = false) {
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
  const label = `Your last ${games.length} game${games.length === 1 ? '' : 's'}, oldest first: ${games.map((g) => WORDS[g.result]).join(', ')}. In all: ${summary}.`;
  // Drawn twice, for a wide panel and for a phone's, so the labels read at about 12 px on each.
  return html`<figure class="chart">
    <div role="img" aria-label=${label}>${chartSvg(games, 560, 'wide', solo)} ${chartSvg(games, 300, 'narrow', solo)}</div>
    <figcaption class="seed">Last ${games.length}: ${summary}. W won,${solo ? '' : ' D drawn,'} L lost, A abandoned.</figcaption>
  </figure>`;
}

/** The bars in a box `width` units wide: at least 10 slots, the newest on the right. */
function chartSvg(games: readonly PastGame[], width: number, kind: string, solo: boolean) {
  const slots = Math.max(10, games.length);
  const left = 52;
  const base = 104;
  const tall = 88;
  const w = (width - left - 6) / slots;
  const x0 = width - 6 - games.length * w;
  // A solitaire is never drawn: no "drawn" level.
  const levels = (
    [
      ['won', HEIGHT.won],
      ['drawn', HEIGHT.drawn],
      ['lost', HEIGHT.lost],
    ] as [string, number][]
  ).filter(([name]) => !solo || name !== 'drawn');
  return html`<svg class=${kind} viewBox="0 0 ${width} 140" aria-hidden="true">
    ${levels.map(
      ([name, h]) =>
        svg`<text x=${left - 8} y=${base - h * tall + 4} text-anchor="end">${name}</text>
        <line class="axis" x1=${left - 4} x2=${width - 4} y1=${base - h * tall} y2=${base - h * tall} stroke-dasharray="2 4"></line>`,
    )}
    <line class="axis" x1=${left - 4} x2=${width - 4} y1=${base} y2=${base}></line>
    ${games.map((g, i) => {
      const h = HEIGHT[g.result] * tall;
      const x = x0 + i * w;
      return svg`<g class="bar ${g.result}"><rect x=${x + 1.5} y=${base - h} width=${Math.max(2, w - 3)} height=${h} rx="2"></rect>
        <text class="letter" x=${x + w / 2} y=${base + 14} text-anchor="middle">${LETTER[g.result]}</text></g>`;
    })}
    <text x=${left - 4} y="136">older</text>
    <text x=${width - 6} y="136" text-anchor="end">latest</text>
  </svg>`;
}

/** The list of past games with a Replay button each. */
export function historyList(history: readonly PastGame[], onReplay: (g: PastGame) => void) {
  if (history.length === 0) return nothing;
  return html`<ol class="history">
    ${history.map(
      (g) => html`<li data-result=${g.result}>
        <span class="when">${new Date(g.when).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}</span>
        <span class="what"><strong>${WORDS[g.result]}</strong>${g.assisted ? html` <span data-assisted>(assisted: the AI played part)</span>` : nothing} · ${g.summary} · seed ${g.seed}</span>
        <button @click=${() => onReplay(g)} aria-label=${`Replay the game of ${new Date(g.when).toLocaleString()}, ${WORDS[g.result]}, seed ${g.seed}`}>
          Replay
        </button>
      </li>`,
    )}
  </ol>`;
}
