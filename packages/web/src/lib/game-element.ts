/**
 * The base of every game element (one per game of the registry, `src/games.ts`): the embedding
 * contract written once. Its behaviour (session, AI, hints, moves, events) is in
 * `game-element-core.ts`, its settings in `game-element-base.ts`; here is what every game shows
 * around its board: the status line with Play again at the end, the hint in words, the controls
 * (New game asks before abandoning a running game), the move log, the live region, Ctrl+Z and
 * Ctrl+Y, and focus sent to the board after Undo. The templates are in `game-chrome.ts`. A
 * subclass sets `static game`, creates its engine, and draws its board (`renderBoard`) and side
 * panel (`renderSide`).
 */
import { type TemplateResult, html, nothing } from 'lit';
import type { Outcome } from '@matrix-arcade/core';
import { deepActiveElement, firstFocusable, isWithin } from './focus.js';
import {
  controlsBar,
  hintPanel,
  liveRegion,
  logEntries,
  shortcut,
  statusLine,
} from './game-chrome.js';
import { GameElementCore } from './game-element-core.js';
import type { GameSession } from './game-session.js';

export type { HintResult, MoveDetail } from './game-events.js';

export abstract class GameElement<S, O> extends GameElementCore<S, O> {
  /**
   * What abandoning a running game costs, said when New game asks first (the arcade sets "It
   * counts as a loss in your statistics."). Empty by default.
   */
  abandonNote = '';

  /** The board column: status, board and what goes with it (the game's own markup). */
  protected abstract renderBoard(session: GameSession<S>): unknown;
  /** The game's part of the side column, above the shared controls and move log. */
  protected renderSide(_session: GameSession<S>): unknown {
    return nothing;
  }

  /**
   * Moves keyboard focus to the board (the first thing Tab reaches in the board column) unless
   * it is there already. Undo and Redo do this, so the next move is one key away.
   */
  focusBoard(): void {
    void this.updateComplete.then(() => {
      const board = this.renderRoot.querySelector('.layout > :first-child');
      if (!board || isWithin(deepActiveElement(), board)) return;
      firstFocusable(board)?.focus();
    });
  }

  /** The status line: `words` while the game runs (with the thinking indicator), else the result. */
  protected renderStatus(words: unknown, extra: unknown = nothing): TemplateResult {
    const t = this.thinking;
    return statusLine({
      outcome: this.result,
      resultWords: (o) => this.resultWords(o),
      words,
      extra,
      thinking: t !== null,
      progress: t?.progress ?? null,
      thinkingLabel:
        t?.purpose === 'hint' ? 'Looking for a hint…' : this.thinkingWords(t?.seat ?? 0),
      playAgain: this.readonly
        ? undefined
        : { label: this.playAgainWords(), run: () => this.playAgain() },
    });
  }

  /** The words of the button at the end: "Replay the tie" after a draw, else "Play again". */
  protected playAgainWords(): string {
    const o = this.result;
    return o && o.winners.length === 0 && this.game.players.max > 1
      ? 'Replay the tie'
      : 'Play again';
  }

  /** A new deal with the same options and seats, focus on its board. */
  private playAgain(): void {
    this.newGame();
    this.focusBoard();
  }

  /** The result in the status line (default: the outcome's summary). */
  protected resultWords(outcome: Outcome): unknown {
    return outcome.summary;
  }

  /** The current hint in words (part `hint`), or nothing. */
  protected renderHint(): unknown {
    const h = this.currentHint;
    return h ? hintPanel(h, this.hintTitle(h), this.valueWords(h)) : nothing;
  }

  override render() {
    const s = this.session;
    if (!s) return nothing;
    return html`<div class="layout" @keydown=${(e: KeyboardEvent) => !this.readonly && shortcut(this, e)}>
      ${this.renderBoard(s)}
      <div class="side">
        ${this.renderSide(s)}
        ${this.readonly ? nothing : controlsBar(this, s, this.controlSeatNames(), this.thinking === null)}
        <arcade-move-log part="log" .entries=${logEntries(s, (seat) => this.seatName(seat), !this.readonly)}></arcade-move-log>
      </div>
      ${liveRegion(this.announcement)}
    </div>`;
  }
}
