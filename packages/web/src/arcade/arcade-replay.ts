/**
 * `<arcade-replay>`: a past game, replayed move by move in a modal dialog that takes the whole
 * window (`replay-styles.ts`), so the board shows whole. It shows the game's own element,
 * read-only and without AI, and steps it with First, Back, Forward and Last, a slider, and the
 * arrow keys (Home and End for the ends), or plays it by itself with Play/Pause at a chosen speed
 * (`replay-player.ts`); each step says in words which move it is and who played what (the AI's
 * seat is "AI"), once: the element's own live region is kept quiet, so a step is one message
 * (none while it plays). The dialog is native (`showModal`): focus stays inside,
 * Escape closes it, and focus returns to what opened it. A lost solitaire's replay offers "was
 * this deal winnable?" (the arcade's `WinnableController`, same words); its winning line then
 * plays in this same dialog.
 */
import { LitElement, html } from 'lit';
import { type AnyGame, CHANCE, type MoveMaker } from '@matrix-arcade/core';
import type { GameElement } from '../lib/game-element.js';
import { GameSession, type SessionJSON } from '../lib/game-session.js';
import { buttons, tokens } from '../theme/tokens.js';
import type { WebGame } from '../web-game.js';
import { setOptionAttributes } from './arcade-deals.js';
import type { PastGame } from './game-history.js';
import { replayBar } from './replay-bar.js';
import { ReplayPlayer } from './replay-player.js';
import { replayStyles } from './replay-styles.js';
import { type LostDeal, WinnableController, replayedLostDeal } from './winnable-controller.js';

type AnyGameElement = GameElement<unknown, unknown> & HTMLElement;

/** Who plays a winning line, in the viewer's words and the element's. */
const SOLVER = 'The solver';

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
    line: { state: true },
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
      this.open({
        tag: deal.entry.tag,
        game: deal.game,
        state,
        heading,
        theme: this.theme,
        line: true,
      }),
  });
  /** Play/Pause and the speed (its `ticker` and `idle()` serve tests). */
  readonly player = new ReplayPlayer(this, {
    step: () => this.step,
    total: () => this.moves.length,
    go: (k) => this.go(k),
  });
  /** The stage's size: the game element is told how much of the window is not its own. */
  private observer: ResizeObserver | null = null;
  /** Measures of the stage begun (`fit`): only the latest goes on. */
  private fits = 0;
  /** A winning line (no review offered in it), not a game the player played. */
  declare private line: boolean;

  static override styles = [tokens, buttons, replayStyles];

  constructor() {
    super();
    this.heading = '';
    this.step = 0;
    this.moves = [];
    this.line = false;
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
    /** A winning line found by the solver: no review is offered in it. */
    line?: boolean;
  }): void {
    this.player.pause();
    this.line = p.line === true;
    const session = GameSession.fromJSON(p.game, { ...p.state, cursor: p.state.actions.length });
    const ai = p.aiSeats ?? [];
    const solo = p.game.players.max === 1;
    // Who made each move as recorded when it was made; games kept before: the AI's seats.
    const seatName = (seat: number, by: MoveMaker | null) => {
      if (this.line) return SOLVER;
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
    this.lost = replayedLostDeal(p.game, session.state, p.state);
    this.winnable.reset();
    const reopening = this.renderRoot.querySelector('dialog')?.open === true;
    if (!reopening) this.opener = (document.activeElement as HTMLElement | null) ?? null;
    const el = document.createElement(p.tag) as unknown as AnyGameElement;
    el.readonly = true;
    // The solver's line is not the player's game: its words name the solver, never "you".
    el.player = this.line ? SOLVER : '';
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
      const stage = this.renderRoot.querySelector<HTMLElement>('.stage')!;
      stage.append(el);
      if (!this.dialog.open) this.dialog.showModal();
      this.fit(stage);
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

  /**
   * Tells the game element how much of the window's height is not the stage's (as the arcade's
   * `--arcade-page-top`, which the boards subtract), and how much under the stage is the
   * viewer's (`--arcade-page-bottom`, which the boards count as a bar: on a narrow screen the
   * buttons are below the stage) with the room the words under the board need, so the board and
   * its words fit the stage whole (at 390×844 the words under a MATR1X ØVERLØAD board were cut
   * by the bar). Measured when the dialog opens and whenever the stage changes size, never on a
   * step, so the board keeps its size while the line plays.
   */
  private fit(stage: HTMLElement): void {
    const measure = async () => {
      const el = this.element;
      // The latest measure goes on alone (the observer's first call comes as the dialog opens).
      const run = ++this.fits;
      if (!el) return;
      const value = `${Math.max(0, Math.round(window.innerHeight - stage.clientHeight))}px`;
      if (el.style.getPropertyValue('--arcade-page-top') !== value)
        el.style.setProperty('--arcade-page-top', value);
      const box = stage.getBoundingClientRect();
      let below = Math.max(0, Math.round(window.innerHeight - box.bottom));
      // The board's words below the stage's bottom need that much more room (a few
      // rounds, each after the element has sized its board anew; never more than half of it).
      for (let round = 0; round < 6 && this.element === el && this.fits === run; round++) {
        el.style.setProperty('--arcade-page-bottom', `${below}px`);
        el.requestUpdate();
        await el.updateComplete;
        await new Promise((r) => requestAnimationFrame(r));
        // The words that say what the board's marks are (part `preview`), else the board's column.
        const root = el.shadowRoot;
        const words = root?.querySelector('[part~=preview]');
        const last = words?.getClientRects().length
          ? words
          : root?.querySelector('.layout > :first-child');
        if (!last) return;
        const over = last.getBoundingClientRect().bottom + stage.scrollTop - box.bottom;
        if (over <= 1 || below >= box.height / 2 || this.fits !== run) return;
        below += Math.ceil(over);
      }
    };
    void measure();
    if (this.observer || typeof ResizeObserver === 'undefined') return;
    this.observer = new ResizeObserver(() => requestAnimationFrame(() => void measure()));
    this.observer.observe(stage);
  }

  /** Resolves once the line is not playing by itself (at once when paused). */
  idle(): Promise<void> {
    return this.player.idle();
  }

  close(): void {
    if (this.dialog.open) this.dialog.close();
  }

  private onClose(): void {
    this.player.pause();
    this.observer?.disconnect();
    this.observer = null;
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
    this.player.pause();
    this.go(to[e.key]!);
  }

  /** A step by hand: the line stops playing. */
  private stepTo(k: number): void {
    this.player.pause();
    this.go(k);
  }

  override render() {
    const n = this.moves.length;
    const m = this.step > 0 ? this.moves[this.step - 1] : null;
    const playing = this.player.playing;
    return html`<dialog part="dialog" aria-labelledby="replay-title" @close=${this.onClose} @keydown=${this.onKey}>
      <div class="head">
        <h2 id="replay-title">${this.heading}</h2>
        <p class="where" aria-live=${playing ? 'off' : 'polite'} aria-atomic="true">
          ${
            m
              ? // Who, then the move's words as the move log has them ("The solver: spend …").
                m.who
                ? html`Move ${this.step} of ${n} — <strong>${m.who}:</strong> ${m.text}.`
                : `Move ${this.step} of ${n}: ${m.text}.`
              : `The start, before the first of ${n} moves.`
          }
        </p>
        ${this.winnable.render()}
      </div>
      ${replayBar({
        step: this.step,
        total: n,
        player: this.player,
        stepTo: (k) => this.stepTo(k),
        close: () => this.close(),
      })}
      <div class="stage ${this.line ? 'line' : ''}"></div>
    </dialog>`;
  }
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
