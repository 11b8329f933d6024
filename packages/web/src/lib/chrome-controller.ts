/**
 * The chrome of a game element around its board, as a Lit reactive controller: the status line
 * with the end of the game in one panel (the verdict for the person playing, "Play again", "Same
 * deal again", "Review the game" and what the page adds in the `end` slot), focus sent to the
 * board, and the element's whole layout: the board column, the controls right after it, the
 * hint's words right under the controls (so a hint appearing can never push the Hint button),
 * the review in their place after the game, the side column with the move log, and the live
 * region. The templates are in `game-chrome.ts`; the words come from the element.
 */
import { type ReactiveController, html, nothing } from 'lit';
import type { Outcome } from '@matrix-arcade/core';
import type { AiController } from './ai-controller.js';
import { type ElementApi, gameOf, judge } from './element-api.js';
import { deepActiveElement, firstFocusable, isWithin } from './focus.js';
import {
  type Ending,
  controlsBar,
  hintPanel,
  hintSlot,
  logEntries,
  shortcut,
  statusLine,
} from './game-chrome.js';
import type { HintResult } from './game-events.js';
import type { GameSession } from './game-session.js';
import type { HintController } from './hint-controller.js';
import type { LiveRegionController } from './live-region.js';
import type { MadeStep } from './made-by.js';

/** What the chrome needs from its element besides its public API: words, board, controllers. */
export interface ChromeDriver<S> {
  readonly ai: AiController<S, never>;
  readonly hints: HintController<S>;
  readonly live: LiveRegionController;
  session(): GameSession<S> | null;
  resultWords(outcome: Outcome, verdict: string): unknown;
  playAgainWords(): string;
  thinkingWords(seat: number): string;
  hintTitle(hint: HintResult): string;
  valueWords(hint: HintResult): string;
  seatName(seat: number): string;
  /** Who made a move, as recorded ('' for chance). */
  moverName(step: MadeStep): string;
  controlSeatNames(): string[];
  clearSelection(): boolean;
  renderBoard(s: GameSession<S>): unknown;
  renderSide(s: GameSession<S>): unknown;
  /** The end's actions beside the result (the Review button). */
  endActions(): unknown;
  /** The review (running or done), drawn in place of the hint, right under the controls. */
  renderReview(): unknown;
  /** Whether a lesson is on the board (teaching mode: learn/lesson-controller.ts). */
  teaching(): boolean;
  /** The lesson's step panel, drawn in place of the controls and the hint. */
  renderLesson(): unknown;
  /** Only the board is drawn, a picture of the position (`GameElement.picture`). */
  picture(): boolean;
}

/** The verdict for the person playing. */
const YOU = { win: 'You won!', loss: 'You lost.' } as const;

export class ChromeController<S> implements ReactiveController {
  constructor(
    private readonly host: ElementApi,
    private readonly d: ChromeDriver<S>,
  ) {
    host.addController(this);
  }

  /** Nothing to set up: the element's first render draws everything. */
  hostConnected(): void {}

  /** Moves keyboard focus to the board (the first focusable of the board column) unless it is there. */
  focusBoard(): void {
    void this.host.updateComplete.then(() => {
      const board = this.host.renderRoot.querySelector('.layout > :first-child');
      if (!board || isWithin(deepActiveElement(), board)) return;
      firstFocusable(board)?.focus();
    });
  }

  /** The status line: `words` while the game runs (with the thinking indicator), else the result. */
  status(words: unknown, extra: unknown) {
    const t = this.d.ai.thinking;
    const s = this.d.session();
    const o = s ? s.game.outcome(s.state) : null;
    return statusLine({
      ending: o ? this.ending(o) : null,
      resultWords: (x, v) => this.d.resultWords(x, v),
      words,
      extra,
      notice: this.d.ai.stopped,
      thinking: t !== null,
      progress: t?.progress ?? null,
      thinkingLabel:
        t?.purpose === 'hint' ? 'Looking for a hint…' : this.d.thinkingWords(t?.seat ?? 0),
    });
  }

  private ending(outcome: Outcome): Ending {
    const s = this.d.session();
    const seats = s ? s.game.numSeats(s.state) : gameOf(this.host).players.max;
    const { kind, people } = judge(this.host, outcome, seats);
    const who = this.host.player;
    const said = who ? { win: `${who} won.`, loss: `${who} lost.` } : YOU;
    const verdict = people !== 1 || kind === 'draw' ? '' : said[kind];
    if (this.d.teaching()) return { outcome, kind, verdict };
    // A read-only replay at its end offers the review too, but nothing of the page's.
    if (this.host.readonly) return { outcome, kind, verdict, more: this.d.endActions() };
    const run = (same: boolean) => () => {
      const s = this.d.session();
      if (same && s) this.host.newGame({ ...(s.game.optionsOf(s.state) as object), seed: s.seed });
      else this.host.newGame();
      this.focusBoard();
    };
    return {
      outcome,
      kind,
      verdict,
      again: { label: this.d.playAgainWords(), run: run(false) },
      same: run(true),
      more: html`${this.d.endActions()}<slot name="end"></slot>`,
    };
  }

  /** The current hint in words (part `hint`), or nothing. */
  private hint(): unknown {
    const h = this.d.hints.current;
    return h ? hintSlot(hintPanel(h, this.d.hintTitle(h), this.d.valueWords(h))) : nothing;
  }

  /**
   * The review while it runs or is shown (the Review button itself is in the end panel, with
   * the result: `ending`). With two columns it sits right under the controls; on a phone it
   * takes the controls' place, stuck to the bottom of the screen under the board it steps
   * (theme/layout.ts).
   */
  private end(): unknown {
    const review = this.d.renderReview();
    if (review === nothing) return nothing;
    return html`<div class="end-slot reviewing" part="end">${review}</div>`;
  }

  /** The element's layout: board column, controls, side column with the log, live region. */
  render() {
    const s = this.d.session();
    if (!s) return nothing;
    if (this.d.picture()) return html`<div class="layout picture">${this.d.renderBoard(s)}</div>`;
    const readonly = this.host.readonly;
    const teaching = this.d.teaching();
    const keys = (e: KeyboardEvent) =>
      !readonly && shortcut(this.host, e, () => this.d.clearSelection());
    return html`<div class="layout" @keydown=${keys}>
      ${this.d.renderBoard(s)}
      ${teaching ? this.d.renderLesson() : readonly ? nothing : controlsBar(this.host, s, this.d.controlSeatNames(), this.d.hints.unavailable)}
      ${readonly || teaching ? nothing : this.hint()}
      ${teaching ? nothing : this.end()}
      <div class="side">
        ${this.d.renderSide(s)}
        <arcade-move-log part="log" .entries=${logEntries(s, (step) => this.d.moverName(step), !readonly)}></arcade-move-log>
      </div>
      ${this.d.live.render()}
    </div>`;
  }
}
