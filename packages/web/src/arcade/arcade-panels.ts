/**
 * The arcade's parts as templates, so `matrix-arcade.ts` keeps to behaviour: the title bar
 * with the theme and sound switches, the game picker, the notice, the new-game form (seed, AI seats, the game's options, and the question before a
 * running game is abandoned), the statistics with their chart, the history of past games, the
 * and the share line under the game.
 */
import { html, nothing } from 'lit';
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import { COMING, GAMES } from '../games.js';
import type { GameStats, Preferences } from './arcade-storage.js';
import type { PastGame } from './game-history.js';
import { historyList, resultsChart } from './history-panel.js';
import { optionFields } from './option-fields.js';

/** The new-game form. `asking`: the submitted form waits for "abandon the game in progress?". */
export function newGameForm(p: {
  readonly descriptor: AnyGameDescriptor;
  readonly aiSeats: readonly number[];
  readonly options: Record<string, unknown>;
  readonly seedText: string;
  readonly asking: string | null;
  readonly onSubmit: (e: SubmitEvent) => void;
  readonly onAnswer: (abandon: boolean) => void;
}) {
  const game = p.descriptor.game;
  return html`<details class="card" open>
    <summary>New game</summary>
    <form @submit=${p.onSubmit}>
      <label
        >Seed
        <input type="text" name="seed" inputmode="numeric" placeholder="random" aria-describedby="seed-help"
      /></label>
      <span id="seed-help" class="seed" role=${p.seedText ? 'alert' : nothing}
        >${p.seedText || 'Leave empty for a random deal; the same seed deals the same game.'}</span
      >
      <fieldset>
        <legend>AI plays</legend>
        ${Array.from(
          { length: game.players.max },
          (_, i) => html`<label
            ><input type="checkbox" name=${`ai-${i}`} ?checked=${p.aiSeats.includes(i)} />${p.descriptor.seatNames?.[i] ?? `Player ${i + 1}`}</label
          >`,
        )}
      </fieldset>
      ${optionFields(game.optionSchema, p.options)}
      ${
        p.asking === null
          ? html`<button type="submit">Deal a new game</button>`
          : html`<div class="confirm" role="group" aria-labelledby="form-abandon-q">
            <span id="form-abandon-q">Abandon the game in progress? ${p.asking}</span>
            <button type="button" data-answer="abandon" @click=${() => p.onAnswer(true)}>Abandon and deal</button>
            <button type="button" data-answer="keep" @click=${() => p.onAnswer(false)}>Keep playing</button>
          </div>`
      }
    </form>
  </details>`;
}

/** The statistics card: the counts, the chart of the latest results, what counts. */
export function statsCard(
  title: string,
  seats: number,
  s: GameStats,
  history: readonly PastGame[],
) {
  // A solitaire (or a solo maze) is won or lost, never drawn.
  const items = [
    ['Played', s.played],
    ['Won', s.won],
    ['Lost', s.lost],
    ['Drawn', s.drawn],
    ['Streak', s.streak],
    ['Best streak', s.bestStreak],
  ].filter(([k]) => k !== 'Drawn' || seats > 1) as [string, number][];
  return html`<section class="card stats" aria-labelledby="stats-title">
    <h2 id="stats-title">Statistics: ${title}</h2>
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

/** The history card: past games, newest first, each replayable. */
export function historyCard(
  title: string,
  history: readonly PastGame[],
  onReplay: (g: PastGame) => void,
) {
  return html`<details class="card history-card" ?open=${history.length > 0}>
    <summary>Past games of ${title} (${history.length})</summary>
    ${history.length === 0 ? html`<p class="seed">Finished and abandoned games are kept here, with their replays.</p>` : historyList(history, onReplay)}
  </details>`;
}

/** The line under the game: its seed and a button that copies the link to this deal. */
export function shareLine(p: {
  readonly blurb: string;
  readonly seed: number | string;
  readonly link: string;
  readonly copied: 'copied' | 'manual' | null;
  readonly onCopy: () => void;
}) {
  return html`<p class="seed share">
    <span>${p.blurb} Seed <strong>${p.seed}</strong>.</span>
    <button class="small" data-share @click=${p.onCopy}>Copy link to this deal</button>
    <span role="status">${p.copied === 'copied' ? 'Link copied.' : nothing}</span>
    ${
      p.copied === 'manual'
        ? html`<label>Link <input readonly class="link" .value=${p.link} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} /></label>`
        : nothing
    }
  </p>`;
}

/** The title bar (part `header`) with the switches. */
export function headerBar(prefs: Preferences, onChange: (p: Preferences) => void) {
  return html`<header part="header">
    <div>
      <h1>MATRIX<span>//</span>ARCADE</h1>
      <p class="tagline">Cyberpunk tabletop games, with an AI that plays and gives hints.</p>
    </div>
    ${switches(prefs, onChange)}
  </header>`;
}

/** The game picker (part `picker`): a button per game of the list, and the games to come. */
export function picker(current: string, onPick: (id: string) => void) {
  return html`<nav aria-label="Games" part="picker">
    ${GAMES.map(
      (g) => html`<button
        aria-current=${g.id === current ? 'true' : 'false'}
        data-game=${g.id}
        @click=${() => onPick(g.id)}
      >
        ${g.descriptor.game.title}
      </button>`,
    )}
    ${COMING.length > 0 ? html`<span class="coming">Coming: ${COMING.join(' · ')}</span>` : nothing}
  </nav>`;
}

/** The notice (part `notice`) about something set aside or refused, with Dismiss. */
export function noticeBar(notice: string | null, onDismiss: () => void) {
  if (!notice) return nothing;
  return html`<div class="notice" part="notice" role="status">
    <span>⚠ ${notice}</span>
    <button @click=${onDismiss}>Dismiss</button>
  </div>`;
}

/** The header's switches: theme (system, light, dark) and sound. */
function switches(prefs: Preferences, onChange: (p: Preferences) => void) {
  return html`<div class="switches">
    <label
      >Theme
      <select
        data-pref="theme"
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          onChange({ ...prefs, theme: v === 'light' || v === 'dark' ? v : null });
        }}
      >
        <option value="system" ?selected=${prefs.theme === null}>System</option>
        <option value="light" ?selected=${prefs.theme === 'light'}>Light</option>
        <option value="dark" ?selected=${prefs.theme === 'dark'}>Dark</option>
      </select></label
    >
    <button data-pref="sound" aria-pressed=${prefs.sound ? 'true' : 'false'} @click=${() => onChange({ ...prefs, sound: !prefs.sound })}>
      <span aria-hidden="true">${prefs.sound ? '♪' : '∅'}</span> Sound
    </button>
  </div>`;
}
