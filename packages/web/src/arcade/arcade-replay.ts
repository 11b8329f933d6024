/**
 * `<arcade-replay>`: a past game, replayed move by move in a modal dialog. It shows the game's
 * own element, read-only and without AI, and steps it with First, Back, Forward and Last, a
 * slider, and the arrow keys (Home and End for the ends); each step says in words which move
 * it is and who played what (the AI's seat is "AI"), once: the element's own live region is
 * kept quiet, so a step is one message. The dialog is native (`showModal`): focus stays inside,
 * Escape closes it, and focus returns to what opened it. A lost solitaire's replay offers "was
 * this deal winnable?" (the arcade's `WinnableController`, same words); its winning line then
 * plays in this same dialog.
 */
import { LitElement, css, html, nothing } from 'lit';
import {
  CHANCE,
  type AnyGame,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type MoveMaker,
  type Replay,
} from '@matrix-arcade/core';
import type { GameElement } from '../lib/game-element.js';
import { GameSession, type SessionJSON } from '../lib/game-session.js';
import { buttons, tokens } from '../theme/tokens.js';
import type { WebGame } from '../games.js';
import { setOptionAttributes } from './arcade-deals.js';
import type { PastGame } from './game-history.js';
import { type LostDeal, WinnableController, winnableEntry } from './winnable-controller.js';

type AnyGameElement = GameElement<unknown, unknown> & HTMLElement;

/** One move of the replay, in words. */
interface Move {
  readonly who: string;
  readonly text: string;
}

/**
 * @customElement arcade-replay
 * @csspart dialog - the dialog
 */
export class ArcadeReplay extends LitElement {
  static override properties = {
    heading: { state: true },
    step: { state: true },
    moves: { state: true },
  };

  declare private heading: string;
  /** Moves shown so far (0: the start). */
  declare private step: number;
  declare private moves: readonly Move[];
  private element: AnyGameElement | null = null;
  private opener: HTMLElement | null = null;
  /** The game replayed, when it is a lost solitaire with a solver ("winnable?"). */
  private lost: LostDeal | null = null;
  private theme: string | null = null;
  /** "Was this deal winnable?" about the replayed game. */
  readonly winnable = new WinnableController(this, {
    lost: () => this.lost,
    watch: (deal, state, heading) =>
      this.open({ tag: deal.entry.tag, game: deal.game, state, heading, theme: this.theme }),
  });

  static override styles = [
    tokens,
    buttons,
    css`
      dialog {
        background: var(--_bg);
        color: var(--_text);
        border: 1px solid var(--_accent);
        border-radius: var(--_radius);
        width: min(1100px, 96vw);
        max-height: 94vh;
        padding: 1rem;
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 0.6);
      }
      h2 {
        margin: 0 0 0.5rem;
        font-size: 1.15rem;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        margin: 0.5rem 0;
      }
      input[type='range'] {
        flex: 1 1 10rem;
        accent-color: var(--_accent);
      }
      .where {
        margin: 0.25rem 0 0.75rem;
        min-height: 1.5em;
      }
      .close {
        margin-left: auto;
      }
      .winnable {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.6rem;
        align-items: center;
        margin: 0 0 0.75rem;
        font-size: 0.9rem;
      }
    `,
  ];

  constructor() {
    super();
    this.heading = '';
    this.step = 0;
    this.moves = [];
  }

  /** Opens the replay of `state` (a finished or abandoned game) with the game's element. */
  open(p: {
    tag: string;
    game: AnyGame;
    state: SessionJSON;
    heading: string;
    seatNames?: readonly string[];
    /** The seats the AI played, named "AI" (unknown for games kept before it was recorded). */
    aiSeats?: readonly number[];
    theme?: string | null;
  }): void {
    const session = GameSession.fromJSON(p.game, { ...p.state, cursor: p.state.actions.length });
    const ai = p.aiSeats ?? [];
    const solo = p.game.players.max === 1;
    // Who made each move as recorded when it was made; games kept before: the AI's seats.
    const seatName = (seat: number, by: MoveMaker | null) => {
      const name = p.seatNames?.[seat] ?? `Player ${seat + 1}`;
      const byAi = by === null ? ai.includes(seat) : by === 'ai';
      const hint = by === 'hint' ? ' (hint)' : '';
      if (solo) return by === null ? '' : byAi ? 'AI' : `You${hint}`;
      return byAi ? `${name} (AI)` : `${name}${hint}`;
    };
    this.moves = session.history
      .filter((s) => s.seat !== CHANCE)
      .map((s) => ({
        who: seatName(s.seat, s.by),
        text: p.game.describeAction(s.before, s.action),
      }));
    this.heading = p.heading;
    this.theme = p.theme ?? null;
    this.lost = lostDeal(p.game, session.state, p.state);
    this.winnable.reset();
    const reopening = this.renderRoot.querySelector('dialog')?.open === true;
    if (!reopening) this.opener = (document.activeElement as HTMLElement | null) ?? null;
    const el = document.createElement(p.tag) as unknown as AnyGameElement;
    el.readonly = true;
    el.aiSeats = [];
    el.autoplay = false;
    if (p.theme) el.setAttribute('theme', p.theme);
    // The game's options on its attributes, else the element deals a default game over it.
    setOptionAttributes(el, p.game.optionsOf(session.state) as Record<string, unknown>);
    el.state = { ...p.state, cursor: p.state.actions.length };
    this.element?.remove();
    this.element = el;
    this.step = this.moves.length;
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector('.stage')!.append(el);
      if (!this.dialog.open) this.dialog.showModal();
      this.go(0);
      this.renderRoot.querySelector<HTMLElement>('[data-step="forward"]')?.focus();
    });
  }

  /** Opens the replay of a past game of the arcade's list (`src/games.ts`). */
  openPast(entry: WebGame, g: PastGame, theme: string | null): void {
    const game = entry.descriptor.game;
    this.open({
      tag: entry.tag,
      game,
      state: g.state as SessionJSON,
      heading: `Replay: ${game.title}, ${new Date(g.when).toLocaleString()} (${g.summary})`,
      seatNames: entry.descriptor.seatNames,
      aiSeats: g.aiSeats,
      theme,
    });
  }

  private get dialog(): HTMLDialogElement {
    return this.renderRoot.querySelector('dialog')!;
  }

  /** Shows the game after `k` moves. */
  go(k: number): void {
    const el = this.element;
    if (!el) return;
    const target = Math.max(0, Math.min(this.moves.length, k));
    while (this.step > target && el.undo()) this.step--;
    while (this.step < target && el.redo()) this.step++;
    void el.updateComplete.then(() => quiet(el));
  }

  close(): void {
    if (this.dialog.open) this.dialog.close();
  }

  private onClose(): void {
    this.winnable.reset();
    this.lost = null;
    this.element?.remove();
    this.element = null;
    this.opener?.focus();
  }

  private onKey(e: KeyboardEvent): void {
    if ((e.composedPath()[0] as HTMLElement).tagName === 'INPUT') return;
    const to: Record<string, number> = {
      ArrowLeft: this.step - 1,
      ArrowRight: this.step + 1,
      Home: 0,
      End: this.moves.length,
    };
    if (!(e.key in to)) return;
    e.preventDefault();
    this.go(to[e.key]!);
  }

  override render() {
    const n = this.moves.length;
    const m = this.step > 0 ? this.moves[this.step - 1] : null;
    const step = (name: string, label: string, to: number, disabled: boolean) =>
      html`<button data-step=${name} aria-disabled=${disabled ? 'true' : 'false'} @click=${() => this.go(to)}>
        ${label}
      </button>`;
    return html`<dialog part="dialog" aria-labelledby="replay-title" @close=${this.onClose} @keydown=${this.onKey}>
      <h2 id="replay-title">${this.heading}</h2>
      <div class="bar">
        ${step('first', '« Start', 0, this.step === 0)}
        ${step('back', '‹ Back', this.step - 1, this.step === 0)}
        ${step('forward', 'Forward ›', this.step + 1, this.step === n)}
        ${step('last', 'End »', n, this.step === n)}
        <input
          type="range"
          min="0"
          max=${n}
          .value=${String(this.step)}
          aria-label="Move"
          aria-valuetext=${`Move ${this.step} of ${n}`}
          @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))}
        />
        <button class="close" data-step="close" @click=${() => this.close()}>Close</button>
      </div>
      <p class="where" aria-live="polite" aria-atomic="true">
        ${
          m
            ? html`Move ${this.step} of ${n}: ${m.who ? html`<strong>${m.who}</strong> ` : nothing}${m.text}.`
            : `The start, before the first of ${n} moves.`
        }
      </p>
      ${this.winnable.render()}
      <div class="stage"></div>
    </dialog>`;
  }
}

/** The replayed game as a lost deal to ask about: a solitaire with a solver, over and not won. */
function lostDeal(game: AnyGame, end: unknown, state: SessionJSON): LostDeal | null {
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

/**
 * Keeps the replayed element's own live region quiet: the replay says each step itself, and two
 * polite regions would read every step twice.
 */
function quiet(el: Element): void {
  const root = el.shadowRoot;
  if (!root) return;
  // An explicit aria-live="off" overrides a status or log role's implicit politeness.
  for (const r of root.querySelectorAll('[aria-live], [role=status], [role=log], [role=alert]'))
    r.setAttribute('aria-live', 'off');
  for (const inner of root.querySelectorAll('*')) quiet(inner);
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-replay': ArcadeReplay;
  }
}
