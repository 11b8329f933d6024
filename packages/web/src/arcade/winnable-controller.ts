/**
 * "Was this deal winnable?" (issue 27), as a Lit reactive controller, one for the arcade (the game
 * on show) and one for the replay viewer (a past game of the history), each with its source of
 * the lost deal: after a solitaire is lost (for a game whose entry in `src/games.ts` has a solver
 * worker), one line
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
  CHANCE,
  type Replay,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type WinnableAnswer,
  playReplay,
  saveState,
} from '@matrix-arcade/core';
import { SESSION_FORMAT, SESSION_VERSION, type SessionJSON } from '../lib/game-session.js';
import { type WinnableJob, askWinnable } from '../lib/winnable-protocol.js';
import { loadedGame } from '../game-cards.js';
import type { WebGame } from '../web-game.js';
import type { AnyGameElement } from './game-mount.js';

/** A finished, lost solitaire the controller may ask about. */
export interface LostDeal {
  readonly entry: WebGame;
  readonly game: AnyGame;
  readonly replay: Replay;
  /** Which game this is: a new key drops the answer about the last one. */
  readonly key: unknown;
}

/**
 * Where the controller finds its lost deal and shows a winning line: the arcade (the game on
 * show, `arcadeWinnableSource`) or the replay viewer (the past game it replays).
 */
export interface WinnableSource {
  /** The lost solitaire, when there is one with a solver worker; else null. */
  lost(): LostDeal | null;
  /** Plays the winning line (a replay from the deal's start) in the replay viewer. */
  watch(deal: LostDeal, winning: SessionJSON, heading: string): void;
}

export interface WinnableHost extends ReactiveControllerHost, HTMLElement {
  readonly showing: { id: string; game: AnyGame; el: AnyGameElement | null };
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** The game's entry (loaded: it is the game on show or replayed), when it has a solver worker. */
export function winnableEntry(id: string): WebGame | null {
  const entry = loadedGame(id);
  return entry?.winnable ? entry : null;
}

/** The replayed game as a lost deal to ask about: a solitaire with a solver, over and not won. */
export function replayedLostDeal(game: AnyGame, end: unknown, state: SessionJSON): LostDeal | null {
  const entry = winnableEntry(game.id);
  const outcome = game.outcome(end as never);
  if (!entry || game.players.max !== 1 || !outcome || outcome.winners.length > 0) return null;
  const replay: Replay = {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: game.id,
    options: game.optionsOf(end as never) as object,
    seed: state.seed,
    actions: state.actions,
  };
  return { entry, game, replay, key: state };
}

/** The arcade's source: the game on show, once it is over and lost. */
export function arcadeWinnableSource(host: WinnableHost): WinnableSource {
  return {
    lost() {
      const { game, el } = host.showing;
      const state = el?.state;
      const result = el?.result;
      const entry = winnableEntry(host.showing.id);
      if (!el || !state || !result || !entry) return null;
      if (result.winners.length > 0 || game.players.max !== 1) return null;
      const replay: Replay = {
        format: REPLAY_FORMAT,
        version: REPLAY_VERSION,
        game: game.id,
        options: game.optionsOf(el.gameState) as object,
        seed: state.seed,
        actions: state.actions,
      };
      return { entry, game, replay, key: state.seed };
    },
    watch(deal, winning, heading) {
      const viewer = host.renderRoot.querySelector('arcade-replay');
      viewer?.open({
        tag: deal.entry.tag,
        game: deal.game,
        state: winning,
        heading,
        theme: host.getAttribute('theme'),
        line: true,
      });
    },
  };
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
  /** The key of the finished game the status is about (a new deal drops it). */
  private about: unknown = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly source: WinnableSource,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.cancel();
  }

  /** Asks the solver about the lost game on show. */
  ask(budgetMs = this.budgetMs): void {
    const lost = this.source.lost();
    const worker = lost?.entry.winnable;
    if (!lost || !worker) return;
    this.cancel();
    this.about = lost.key;
    this.set({ kind: 'running', fraction: 0 });
    const job = askWinnable(worker, lost.replay, budgetMs, (p) => {
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

  /** Stops a running search and forgets the answer (the viewer closed). */
  reset(): void {
    this.cancel();
    this.status = { kind: 'idle' };
    this.about = null;
  }

  private watch(answer: WinnableAnswer): void {
    const r = answer.replay;
    const lost = this.source.lost();
    if (!r || !lost) return;
    const { game } = lost;
    const start = game.setup(r.options, r.seed);
    this.source.watch(
      lost,
      {
        format: SESSION_FORMAT,
        version: SESSION_VERSION,
        game: game.id,
        seed: r.seed,
        start: saveState(game, start),
        actions: r.actions,
        cursor: r.actions.length,
      },
      `${game.title}: a winning line for this deal, found with the deck order you never saw`,
    );
  }

  private set(status: Status): void {
    this.status = status;
    this.host.requestUpdate();
  }

  render(): unknown {
    const lost = this.source.lost();
    if (!lost) {
      if (this.status.kind !== 'idle') this.cancel();
      this.status = { kind: 'idle' };
      return nothing;
    }
    if (this.about !== null && this.about !== lost.key) this.status = { kind: 'idle' };
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
          ? html`<span data-verdict="winnable"><strong>Winnable:</strong> the solver found a winning line of ${movesOf(lost.game, a)} moves.</span>
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

/**
 * The moves of a winning line as the viewer counts them: the player's, not the chance outcomes
 * (dice, draws) the line holds between them.
 */
function movesOf(game: AnyGame, a: WinnableAnswer): number {
  const r = a.replay;
  if (!r) return a.line.length;
  const states = playReplay(game, r);
  return r.actions.filter((_, i) => game.currentPlayer(states[i]) !== CHANCE).length;
}
