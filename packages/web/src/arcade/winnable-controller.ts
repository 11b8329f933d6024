/**
 * "Was this deal winnable?" in the arcade (issue 27), as a Lit reactive controller: after a
 * solitaire is lost (for a game whose entry in `src/games.ts` has a solver worker), one line
 * offers to ask the clairvoyant solver, saying that it uses the deck order the player never saw;
 * nothing is searched before the game is over, nor before the player asks. The solver runs in
 * its own worker with a time budget (`lib/winnable-protocol.ts`), with a progress bar and Cancel,
 * and answers in plain words: winnable, with the winning line to watch step by step in the
 * replay viewer (its replay is checked by the rules on the way in); not winnable, the whole tree
 * searched; or not decided within the budget, with an offer to search longer.
 */
import { type ReactiveController, type ReactiveControllerHost, html, nothing } from 'lit';
import {
  type AnyGame,
  type Replay,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type WinnableAnswer,
  saveState,
} from '@matrix-arcade/core';
import { SESSION_FORMAT, SESSION_VERSION, type SessionJSON } from '../lib/game-session.js';
import { type WinnableJob, askWinnable } from '../lib/winnable-protocol.js';
import { GAMES, type WebGame } from '../games.js';
import type { ArcadeReplay } from './arcade-replay.js';
import type { AnyGameElement } from './game-mount.js';

export interface WinnableHost extends ReactiveControllerHost, HTMLElement {
  readonly showing: { id: string; game: AnyGame; el: AnyGameElement | null };
  readonly renderRoot: HTMLElement | DocumentFragment;
}

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly fraction: number }
  | { readonly kind: 'answered'; readonly answer: WinnableAnswer; readonly budgetMs: number }
  | { readonly kind: 'failed'; readonly message: string };

export class WinnableController implements ReactiveController {
  /** The solver's time budget (ms); "Search longer" asks again with four times as much. */
  budgetMs = 5000;
  private status: Status = { kind: 'idle' };
  private job: WinnableJob | null = null;
  /** The finished game the status is about (a new deal drops it). */
  private about: SessionJSON | null = null;

  constructor(private readonly host: WinnableHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.cancel();
  }

  /** The game on show's entry, when it has a solver worker. */
  private get entry(): WebGame | null {
    const e = GAMES.find((g) => g.id === this.host.showing.id);
    return e?.winnable ? e : null;
  }

  /** The replay of the game on show, when it is a lost solitaire with a solver; else null. */
  private lostReplay(): { replay: Replay; state: SessionJSON } | null {
    const { game, el } = this.host.showing;
    const state = el?.state;
    const result = el?.result;
    if (!el || !state || !result || !this.entry) return null;
    if (result.winners.length > 0 || game.players.max !== 1) return null;
    const replay: Replay = {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      game: game.id,
      options: game.optionsOf(el.gameState) as object,
      seed: state.seed,
      actions: state.actions,
    };
    return { replay, state };
  }

  /** Asks the solver about the lost game on show. */
  ask(budgetMs = this.budgetMs): void {
    const lost = this.lostReplay();
    const entry = this.entry;
    if (!lost || !entry?.winnable) return;
    this.cancel();
    this.about = lost.state;
    this.set({ kind: 'running', fraction: 0 });
    const job = askWinnable(entry.winnable, lost.replay, budgetMs, (p) => {
      if (this.job === job) this.set({ kind: 'running', fraction: p.fraction });
    });
    this.job = job;
    job.answer.then(
      (answer) => {
        if (this.job !== job) return;
        this.job = null;
        this.set({ kind: 'answered', answer, budgetMs });
      },
      (error: Error) => {
        if (this.job !== job) return;
        this.job = null;
        this.set({ kind: 'failed', message: error.message });
      },
    );
  }

  cancel(): void {
    const job = this.job;
    this.job = null;
    job?.cancel();
    if (this.status.kind === 'running') this.set({ kind: 'idle' });
  }

  private watch(answer: WinnableAnswer): void {
    const { game } = this.host.showing;
    const r = answer.replay;
    const entry = this.entry;
    const viewer = this.host.renderRoot.querySelector<ArcadeReplay>('arcade-replay');
    if (!r || !entry || !viewer) return;
    const start = game.setup(r.options, r.seed);
    viewer.open({
      tag: entry.tag,
      game,
      state: {
        format: SESSION_FORMAT,
        version: SESSION_VERSION,
        game: game.id,
        seed: r.seed,
        start: saveState(game, start),
        actions: r.actions,
        cursor: r.actions.length,
      },
      heading: `${game.title}: a winning line for this deal, found with the deck order you never saw`,
      theme: this.host.getAttribute('theme'),
    });
  }

  private set(status: Status): void {
    this.status = status;
    this.host.requestUpdate();
  }

  render(): unknown {
    const lost = this.lostReplay();
    if (!lost) {
      if (this.status.kind !== 'idle') this.cancel();
      this.status = { kind: 'idle' };
      return nothing;
    }
    if (this.about && this.about !== lost.state && this.about.seed !== lost.state.seed) {
      this.status = { kind: 'idle' };
    }
    const st = this.status;
    const note = html`<span class="winnable-note">It looks at the deck order you never saw.</span>`;
    let body: unknown;
    if (st.kind === 'idle' || st.kind === 'failed') {
      body = html`<span>Was this deal winnable?</span>
        <button data-winnable="ask" @click=${() => this.ask()}>Ask the solver</button> ${note}
        ${st.kind === 'failed' ? html`<span role="alert">The solver failed: ${st.message}</span>` : nothing}`;
    } else if (st.kind === 'running') {
      body = html`<span>Searching every line of this deal…</span>
        <progress max="1" .value=${st.fraction} aria-label="Solver progress"></progress>
        <button data-winnable="cancel" @click=${() => this.cancel()}>Cancel</button>`;
    } else {
      const a = st.answer;
      const secs = `${(st.budgetMs / 1000).toLocaleString('en')} s`;
      body =
        a.verdict === 'winnable'
          ? html`<span data-verdict="winnable"><strong>Winnable:</strong> the solver found a winning line of ${a.line.length} moves.</span>
              <button data-winnable="watch" @click=${() => this.watch(a)}>Watch the winning line</button> ${note}`
          : a.verdict === 'not-winnable'
            ? html`<span data-verdict="not-winnable"><strong>Not winnable:</strong> the solver searched every line of this deal and none wins.</span>`
            : html`<span data-verdict="undecided"><strong>Not decided</strong> ${
                a.reason === 'line-limit'
                  ? 'within the solver’s limit on a run’s length: no win found in any line it can follow.'
                  : `within ${secs}: the solver found no win and could not rule one out.`
              }</span>
              <button data-winnable="longer" @click=${() => this.ask(st.budgetMs * 4)}>Search longer</button>`;
    }
    return html`<section class="daily winnable" part="winnable" aria-label="Was this deal winnable?" aria-live="polite">
      ${body}
    </section>`;
  }
}
