/**
 * The arcade's panels as templates, so `matrix-arcade.ts` keeps to behaviour: the modal dialog
 * every panel opens in (New game, Stats, Rules, the daily calendar), the statistics (counts, win %,
 * the daily streak, per option set with the best result) with their chart, the history of
 * past games, and the notice about something set aside or refused.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameStats } from './arcade-storage.js';
import type { PastGame } from './game-history.js';
import { STREAK_WORDS, daysWords } from './daily-deal.js';
import { historyList, resultsChart } from './history-panel.js';
import { type OptionBests, winPercent } from './option-bests.js';

/** Opens the arcade's modal dialog `name` (`data-dialog`) in `root`, unless it is open. */
export function showDialog(root: ParentNode, name: string): void {
  const d = root.querySelector<HTMLDialogElement>(`dialog[data-dialog="${name}"]`);
  if (d && !d.open) d.showModal();
}

/**
 * A native modal dialog (`data-dialog=<name>`) with its heading and a Close button: focus stays
 * inside while it is open, Escape closes it, and focus returns to what opened it.
 */
export function arcadeDialog(name: string, heading: unknown, body: unknown): TemplateResult {
  return html`<dialog class="panel-dialog" data-dialog=${name} aria-labelledby=${`${name}-title`}>
    <div class="dialog-head">
      <h2 id=${`${name}-title`}>${heading}</h2>
      <button
        type="button"
        data-close
        @click=${(e: Event) => (e.target as HTMLElement).closest('dialog')?.close()}
      >
        Close
      </button>
    </div>
    ${body}
  </dialog>`;
}

/** The statistics: the counts and win %, the daily streak, per option set, the chart. */
export function statsPanel(
  seats: number,
  s: GameStats,
  history: readonly PastGame[],
  more: {
    readonly bests: OptionBests;
    readonly streak: number;
    /** The game is played both alone and by two (Matrix Maze's solo maps and duels). */
    readonly soloToo?: boolean;
  } = { bests: {}, streak: 0 },
) {
  // A solitaire (or a solo maze) is won or lost, never drawn. Played counts every finished
  // game; one the AI played alone (or people among themselves) is neither won nor lost for
  // anyone, and is said as such, so that the counts add up on screen.
  const solo = seats === 1;
  const notCounted = s.played - s.won - s.lost - s.drawn;
  const items = (
    [
      ['Played', s.played],
      ['Won', s.won],
      ['Lost', s.lost],
      ['Drawn', s.drawn],
      ['Not counted', notCounted],
      ['Win %', winPercent(s)],
    ] as [string, number | string][]
  ).filter(([k]) => (k !== 'Drawn' || !solo) && (k !== 'Not counted' || notCounted > 0));
  const sets = Object.values(more.bests).sort((a, b) => b.played - a.played);
  return html`<section class="stats" aria-label="Statistics">
    <dl>
      ${items.map(([k, v]) => html`<div><dt>${k}</dt><dd data-stat=${k.toLowerCase().replace(' %', '-percent').replace(' ', '-')}>${v}</dd></div>`)}
    </dl>
    <p class="seed" data-stat="streak">
      <strong>Daily streak: ${daysWords(more.streak)}</strong> (${STREAK_WORDS}).
    </p>
    ${
      sets.length === 0
        ? nothing
        : html`<table class="bests" data-bests>
          <caption>By options: your games and your best result</caption>
          <thead><tr><th scope="col">Options</th><th scope="col">Games</th><th scope="col">Won</th><th scope="col">Win %</th><th scope="col">Best</th></tr></thead>
          <tbody>
            ${sets.map(
              (r) => html`<tr>
                <th scope="row">${r.label}</th><td data-label="Games">${r.played}</td><td data-label="Won">${r.won}</td><td data-label="Win %">${winPercent(r)}</td>
                <td data-best data-label="Best">${r.best ? `${r.best.words} (seed ${r.best.seed})` : '–'}</td>
              </tr>`,
            )}
          </tbody>
        </table>`
    }
    ${resultsChart(history, solo)}
    <p class="seed">
      ${
        solo
          ? 'Won and lost count the runs you played yourself.'
          : more.soloToo
            ? 'Won, lost and drawn count your games against the AI and the solo runs you played yourself.'
            : 'Won, lost and drawn count your games against the AI.'
      }
      A game abandoned for a new one counts as lost. Win % is won out of ${solo ? 'won and lost' : 'won, lost and drawn'}.
    </p>
  </section>`;
}

/** The history: past games, newest first, each replayable. */
export function historyPanel(
  title: string,
  history: readonly PastGame[],
  onReplay: (g: PastGame) => void,
) {
  return html`<section class="history-card" aria-labelledby="history-title">
    <h3 id="history-title">Past games of ${title} (${history.length})</h3>
    ${history.length === 0 ? html`<p class="seed">Finished and abandoned games are kept here, with their replays.</p>` : historyList(history, onReplay)}
  </section>`;
}

/** The notice (part `notice`) about something set aside or refused, with Dismiss. */
export function noticeBar(notice: string | null, onDismiss: () => void) {
  if (!notice) return nothing;
  return html`<div class="notice" part="notice" role="status">
    <span><strong>Note:</strong> ${notice}</span>
    <button @click=${onDismiss}>Dismiss</button>
  </div>`;
}
