/**
 * `<matrix-overload-game>`: MATR1X ØVERLØAD, the solitaire, playable in any page. The board is a
 * 5×5 ARIA grid: the 3×3 matrix of stacks in the middle, the twelve outside positions of the
 * royals around it. The places where the card in hand may go are marked (◆); pointing at one or
 * focusing it previews what it would do (royals killed, overloads that fail and why, ICE, reset
 * cards), and clicking it (or Enter, Space) plays it. Set-aside royals are placed first. The
 * deck shows its size and the known cards at its bottom; the end says how and why the run
 * ended. `ai-seats="0"` with `autoplay` lets the AI play the whole run; a hint works either way.
 * The shared contract (attributes, methods, events) lives in `GameElement`.
 */
import { html, nothing } from 'lit';
import {
  type MatrixOverloadObservation,
  type MatrixOverloadState,
  ROYAL,
  STANDARD_DECK,
  illegalReason,
  legalActions,
  matrixOverload,
  previewAction,
} from '@matrix-arcade/matrix-overload';
import { createEngine, type Engine } from '@matrix-arcade/ai-wasm';
import { matrixOverloadKernel } from '@matrix-arcade/matrix-overload/engine';
import type { CellActivateDetail, CellFocusDetail } from '../kit/board-grid.js';
import type { ControlDetail } from '../kit/game-controls.js';
import type { LogEntry } from '../kit/move-log.js';
import { GameElement, type HintResult } from '../lib/game-element.js';
import { buttons, tokens } from '../theme/tokens.js';
import { actionAt, boardView, spotAt } from './board.js';
import { chipStyles } from './chip.js';
import { gameStyles } from './styles.js';
import { deckPanel, endPanel, gridCells, handPanel, previewPanel } from './view.js';
import { handWords, turnSentence } from './words.js';

/**
 * @customElement matrix-overload-game
 * @attr seed - integer 0..4294967295: the same seed deals the same run
 * @attr ai-seats - "0": the AI plays the whole run (with autoplay); "" (default): you play
 * @attr autoplay - the AI plays by itself when `ai-seats="0"` (remove to pause it)
 * @attr speed - pause before each AI move: slow, normal (default), fast, instant
 * @attr ai-iterations - search iterations per AI move and hint (default: the engine's)
 * @fires move - a card was played: `{ seat, action, description, by }`
 * @fires game-over - the run ended: `{ result }` (`ending`: win, out-of-time, black-ice, infinite-loop)
 * @fires state-change - the game changed: `{ state }` (what the `state` property returns)
 * @fires error - a bad attribute, a rejected `state` or an engine failure: `{ source, message, value }`
 * @csspart status - the turn and result line
 * @csspart hand - the card in hand and what to do with it
 * @csspart board - the 5×5 board grid (matrix and royals)
 * @csspart preview - what the place under the pointer or focus would do
 * @csspart hint - the hint in words
 * @csspart result - how and why the run ended
 * @csspart deck - deck size, known bottom cards, royals killed, loop counter
 * @csspart controls - the control bar
 * @csspart log - the move log
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token of the theme)
 * @cssprop --arcade-matrix-cell-size - width of a board cell (default: fits the width, 54 to 88px)
 * @cssprop --arcade-card-face - card face colour (and --arcade-card-ink, --arcade-card-red-ink, --arcade-card-joker-ink)
 */
export class MatrixOverloadGame extends GameElement<
  MatrixOverloadState,
  MatrixOverloadObservation
> {
  static override properties = {
    ...GameElement.properties,
    looking: { state: true },
  };

  /** The grid index under the pointer or focus (-1 for none), for the preview. */
  declare private looking: number;

  static override styles = [tokens, buttons, chipStyles, gameStyles];

  protected readonly game = matrixOverload;

  constructor() {
    super();
    this.looking = -1;
  }

  protected createEngine(): Engine<MatrixOverloadObservation> {
    return createEngine(matrixOverloadKernel);
  }

  protected optionsFromAttributes(): object {
    return {};
  }

  protected override seatName(seat: number): string {
    return this.isAiSeat(seat) ? 'AI' : 'You';
  }

  protected override turnWords(): string {
    const st = this.session?.state;
    return st && st.ending === null ? turnSentence(st, legalActions(st)) : '';
  }

  protected override hintWords(h: HintResult): string {
    return `Hint: ${h.description} (${this.valueWords(h.value)}).`;
  }

  /** Set-aside royals still to place from the start of the run (the setup phase). */
  private get inSetup(): boolean {
    const s = this.session;
    if (!s) return false;
    const start = s.start;
    const dealt = STANDARD_DECK.role[start.hand] === ROYAL ? 1 + start.setAside.length : 0;
    return s.history.length < dealt;
  }

  private hinted(): number {
    const h = this.lastHint;
    return h && this.session && h.ply === this.session.history.length ? h.action : -1;
  }

  private onCell(e: CustomEvent<CellActivateDetail>): void {
    const s = this.session;
    if (!s || s.over) return;
    if (!this.humanTurn) {
      this.announce('The AI is playing this run: pause it (Pause AI) to play yourself.');
      return;
    }
    const action = actionAt(e.detail.index);
    if (action === null) return;
    const why = illegalReason(s.state, action);
    if (why === null) this.play(action);
    else this.announce(`Not there: ${why}.`);
  }

  private onLook(e: CustomEvent<CellFocusDetail>): void {
    this.looking = e.detail.index;
  }

  private onControl(e: CustomEvent<ControlDetail>): void {
    const d = e.detail;
    if (d.command === 'new-game') this.newGame();
    else if (d.command === 'hint') this.hint().catch(() => undefined);
    else if (d.command === 'undo') this.undo();
    else if (d.command === 'redo') this.redo();
    else if (d.command === 'autoplay') this.autoplay = d.value;
    else if (d.command === 'speed') this.speed = d.value;
    else if (d.command === 'ai-seat') {
      this.aiSeats = d.value.ai ? [0] : [];
      this.requestUpdate();
    }
  }

  /** The action to preview: the legal place looked at, else the hint, else a forced move. */
  private previewed(st: MatrixOverloadState, legal: readonly number[]): number {
    const looked = this.looking >= 0 ? actionAt(this.looking) : null;
    if (looked !== null && legal.includes(looked)) return looked;
    const hint = this.hinted();
    if (hint >= 0 && legal.includes(hint)) return hint;
    return legal.length === 1 && st.ending === null ? legal[0]! : -1;
  }

  private prompt(st: MatrixOverloadState): string {
    const looked = this.looking >= 0 ? spotAt(this.looking) : null;
    const action = this.looking >= 0 ? actionAt(this.looking) : null;
    if (looked && action !== null) {
      const why = illegalReason(st, action);
      if (why) return `Not a place for this card: ${why}.`;
    }
    return 'Point at or focus a marked place (◆) to see what it would do.';
  }

  private renderStatus() {
    const outcome = this.result;
    if (outcome) {
      return html`<div class="status" part="status"><span class="result">${outcome.summary}</span></div>`;
    }
    const ai = this.isAiSeat(0);
    return html`<div class="status" part="status">
      <span>${this.inSetup ? 'Setup: place the set-aside royals' : ai ? 'The AI plays this run' : 'Your move'}</span>
      <arcade-thinking
        ?active=${this.thinking !== null}
        label=${this.thinking?.purpose === 'hint' ? 'Looking for a hint…' : 'The AI is thinking…'}
      ></arcade-thinking>
    </div>`;
  }

  private renderHint() {
    const h = this.lastHint;
    if (!h || h.ply !== this.session!.history.length) return nothing;
    return html`<div class="panel hint-text" part="hint" data-hint-action=${h.action}>
      <strong>★ Hint:</strong> ${h.description}
      <span class="muted">(${this.valueWords(h.value)})</span>
    </div>`;
  }

  private logEntries(): LogEntry[] {
    const s = this.session!;
    const entry = (step: { seat: number; action: number; before: MatrixOverloadState }) => ({
      who: this.seatName(step.seat),
      text: matrixOverload.describeAction(step.before, step.action),
    });
    return [
      ...s.history.map(entry),
      ...s.redoable.map((step) => ({ ...entry(step), undone: true })),
    ];
  }

  override render() {
    const s = this.session;
    if (!s) return nothing;
    const st = s.state;
    const running = st.ending === null;
    const legal = running ? legalActions(st) : [];
    const shown = this.previewed(st, legal);
    const preview = shown >= 0 ? previewAction(st, shown) : null;
    const view = boardView(st, { legal, hint: this.hinted(), preview });
    return html`<div class="layout">
      <div class="main">
        ${this.renderStatus()}
        ${
          running
            ? handPanel(st, handWords(st, legal), this.inSetup, this.seatName(0))
            : endPanel(st)
        }
        <arcade-board-grid
          class="board"
          part="board"
          rows="5"
          cols="5"
          label="MATR1X ØVERLØAD board, 5 by 5: the matrix of stacks in the middle, the royals' places around it"
          .cells=${gridCells(view, this.humanTurn)}
          @cell-activate=${this.onCell}
          @cell-focus=${this.onLook}
        ></arcade-board-grid>
      </div>
      <div class="side">
        ${running ? previewPanel(preview, this.prompt(st)) : nothing} ${this.renderHint()}
        ${deckPanel(st)}
        <arcade-game-controls
          part="controls"
          .seats=${['the whole run']}
          .aiSeats=${this.aiSeats}
          .autoplay=${this.autoplay}
          .speed=${this.speed}
          .canUndo=${s.canUndo}
          .canRedo=${s.canRedo}
          .canHint=${!s.over && this.thinking === null}
          @arcade-control=${this.onControl}
        ></arcade-game-controls>
        <arcade-move-log part="log" .entries=${this.logEntries()}></arcade-move-log>
      </div>
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'matrix-overload-game': MatrixOverloadGame;
  }
}
