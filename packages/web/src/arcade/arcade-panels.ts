/**
 * The arcade's panels as templates, so `matrix-arcade.ts` keeps to behaviour: the modal dialog
 * every panel opens in (New game, Stats, Rules), the statistics with their chart, the history of
 * past games, and the notice about something set aside or refused.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameStats } from './arcade-storage.js';
import type { PastGame } from './game-history.js';
import { historyList, resultsChart } from './history-panel.js';

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

/** The statistics: the counts, the chart of the latest results, what counts. */
export function statsPanel(seats: number, s: GameStats, history: readonly PastGame[]) {
  // A solitaire (or a solo maze) is won or lost, never drawn.
  const items = (
    [
      ['Played', s.played],
      ['Won', s.won],
      ['Lost', s.lost],
      ['Drawn', s.drawn],
      ['Streak', s.streak],
      ['Best streak', s.bestStreak],
    ] as [string, number][]
  ).filter(([k]) => k !== 'Drawn' || seats > 1);
  return html`<section class="stats" aria-label="Statistics">
    <dl>
      ${items.map(([k, v]) => html`<div><dt>${k}</dt><dd data-stat=${k.toLowerCase().replace(' ', '-')}>${v}</dd></div>`)}
    </dl>
    ${resultsChart(history)}
    <p class="seed">
      ${seats === 1 ? 'Won and lost count the runs you played yourself.' : 'Won, lost and drawn count your games against the AI.'}
      A game abandoned for a new one counts as lost.
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
