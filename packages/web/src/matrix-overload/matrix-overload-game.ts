/**
 * `<matrix-overload-game>`: MATR1X ØVERLØAD, the solitaire, playable in any page. The board is a
 * 5×5 ARIA grid: the 3×3 matrix of stacks in the middle, the twelve outside positions of the
 * royals around it. The places where the card in hand may go are marked (◆); pointing at one or
 * focusing it previews what it would do (royals killed, overloads that fail and why, ICE, reset
 * cards), and clicking it (or Enter, Space) plays it. On a touch screen there is no pointing
 * without tapping, so a first tap previews the place (and says so), and a second tap on it, or
 * the preview's "Play here" button, plays it; a tap on another place moves the preview. Set-aside
 * royals are placed first. The
 * deck shows its size and the known cards at its bottom; the end says how and why the run
 * ended. `ai-seats="0"` with `autoplay` lets the AI play the whole run; a hint works either way.
 * The shared contract (attributes, methods, events) and the chrome (controls, hint, log, live
 * region) live in `GameElement`.
 */
import { html, nothing } from 'lit';
import {
  type ActionPreview,
  type MatrixOverloadObservation,
  type MatrixOverloadState,
  ACTION_COUNT,
  type OverloadRules,
  ROYAL,
  matrixOverload,
  rules as standardRules,
} from '@matrix-arcade/matrix-overload';
import { createEngine, type Engine } from '@matrix-arcade/ai-wasm';
import { matrixOverloadKernel } from '@matrix-arcade/matrix-overload/engine';
import type {
  ArcadeBoardGrid,
  CellActivateDetail,
  CellFocusDetail,
  GridCell,
} from '../kit/board-grid.js';
import { GameElement, type HintResult } from '../lib/game-element.js';
import type { GameSession } from '../lib/game-session.js';
import { buttons, tokens } from '../theme/tokens.js';
import { type BoardMarks, type SpotView, actionAt, boardView, spotAt } from './board.js';
import { chipStyles } from './chip.js';
import { PreviewFloor } from './preview-floor.js';
import { gameStyles } from './styles.js';
import { deckPanel, endPanel, gridCells, handPanel, previewPanel } from './view.js';
import { type FamilyWords, type PreviewWords, overloadWords } from './words.js';

/**
 * @customElement matrix-overload-game
 * @attr seed - integer 0..4294967295: the same seed deals the same run
 * @attr ai-seats - "0": the AI plays the whole run (with autoplay); "" (default): you play
 * @attr autoplay - the AI plays by itself when `ai-seats="0"` (remove to pause it)
 * @attr speed - pause before each AI move: slow, normal (default), fast, instant
 * @attr ai-iterations - search iterations per AI move and hint (default: the engine's)
 * @attr ai-level - how hard the AI plays: quick (default, hints and autoplay) or strong (the engine's strong setting, at most about a quarter of a second a move)
 * @attr theme - light or dark; absent: follow the system's setting
 * @attr sound - short sounds for moves and endings
 * @attr readonly - show the game without taking moves (no AI, no controls)
 * @fires move - a card was played: `{ seat, action, description, by }`
 * @fires game-over - the run ended: `{ result }` (`ending`: win, out-of-time, black-ice, infinite-loop)
 * @fires game-abandon - a running game was replaced by a new one: `{ state }` of the abandoned game
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
  static override game = matrixOverload;
  static override properties = {
    ...GameElement.properties,
    looking: { state: true },
    tapped: { state: true },
    choosing: { state: true },
    choiceTapped: { state: true },
  };

  /** The grid index under the pointer or focus (-1 for none), for the preview. */
  declare private looking: number;
  /** The grid index a touch tapped once, previewed and waiting for a second tap (-1: none). */
  declare private tapped: number;
  /** The off-board choice under the pointer or focus, or tapped once (-1: none). */
  declare private choosing: number;
  /** `choosing` was tapped once on a touch screen and waits for a second tap. */
  declare private choiceTapped: boolean;

  static override styles = [tokens, buttons, chipStyles, gameStyles];

  /** The preview panel keeps its height during a turn: pressing a button moves nothing. */
  protected readonly previewFloor = new PreviewFloor(this, () => this.session?.state);

  /**
   * The rules the board is drawn and checked with (an edition of the family, such as
   * CYBERMANCY, extends this element and returns its own rules).
   */
  protected get rules(): OverloadRules {
    return standardRules;
  }

  /** What the element says about cards, previews and endings (an edition passes its own). */
  protected get words(): FamilyWords {
    return overloadWords;
  }

  /** A preview in words for the preview panel. */
  protected previewWords(pv: ActionPreview): PreviewWords {
    return {
      action: pv.action,
      title: this.words.previewTitle(this.rules, pv),
      lines: this.words.previewLines(this.rules, pv),
    };
  }

  /** The board grid's accessible name. */
  protected boardLabel(): string {
    return "MATR1X ØVERLØAD board, 5 by 5: the matrix of stacks in the middle, the royals' places around it";
  }

  /** An edition's own marks on the board for this position and preview (none here). */
  protected boardExtras(
    _st: MatrixOverloadState,
    _preview: ActionPreview | null,
  ): BoardMarks['extra'] {
    return undefined;
  }

  /** The name a card shows on a banner when it is the card in hand ("" for none). */
  protected cardName(_card: number): string {
    return '';
  }

  /** Words for a choice that has no place on the board (an edition's; none here). */
  protected choiceWords(_st: MatrixOverloadState, action: number): string {
    return this.game.describeAction(this.session!.state, action);
  }

  /** What an edition shows under the card in hand (the run's setup, say; nothing here). */
  protected renderMainExtras(_st: MatrixOverloadState): unknown {
    return nothing;
  }

  /** What an edition shows at the top of the side column (nothing here). */
  protected renderSideExtras(_st: MatrixOverloadState): unknown {
    return nothing;
  }

  /**
   * The action that activating grid index `index` plays, or null (a corner). An edition whose
   * choices join two places (the first chosen, then a partner) returns the joined choice here.
   */
  protected actionAtIndex(index: number): number | null {
    return actionAt(index);
  }

  /**
   * An edition's own use of an activated cell before anything is played there (choosing the
   * first place of a pair, say): true when it took the activation.
   */
  protected takeCell(_index: number, _pointerType: string): boolean {
    return false;
  }

  /** The board's grid cells (an edition may add its own marks and words). */
  protected boardCells(view: readonly SpotView[], _legal: readonly number[]): GridCell[] {
    return gridCells(view, this.humanTurn);
  }

  constructor() {
    super();
    this.looking = -1;
    this.tapped = -1;
    this.choosing = -1;
    this.choiceTapped = false;
  }

  protected override sessionChanged(): void {
    this.tapped = -1;
    this.choosing = -1;
    this.choiceTapped = false;
  }

  protected createEngine(): Engine<MatrixOverloadObservation> {
    return createEngine(matrixOverloadKernel);
  }

  protected override seatName(seat: number): string {
    return this.isAiSeat(seat) ? 'AI' : 'You';
  }

  protected override turnWords(): string {
    const st = this.session?.state;
    return st && st.ending === null
      ? this.words.turn(this.rules, st, this.rules.legalActions(st))
      : '';
  }

  protected override hintWords(h: HintResult): string {
    return `Hint: ${h.description} (${this.valueWords(h)}).`;
  }

  protected override hintTitle(): string {
    return 'Hint';
  }

  protected override thinkingWords(): string {
    return 'The AI is thinking…';
  }

  protected override controlSeatNames(): string[] {
    return ['the whole run'];
  }

  /** Set-aside royals still to place from the start of the run (the setup phase). */
  private get inSetup(): boolean {
    const s = this.session;
    if (!s) return false;
    const start = s.start;
    const dealt = this.rules.deck.role[start.hand] === ROYAL ? 1 + start.setAside.length : 0;
    return s.history.length < dealt;
  }

  protected hinted(): number {
    return this.currentHint?.action ?? -1;
  }

  private onCell(e: CustomEvent<CellActivateDetail>): void {
    const s = this.session;
    if (!s || s.over) return;
    if (!this.humanTurn) {
      this.announce('The AI is playing this run: pause it (Pause AI) to play yourself.');
      return;
    }
    const { index, pointerType } = e.detail;
    if (this.takeCell(index, pointerType)) {
      this.tapped = -1;
      return;
    }
    const action = this.actionAtIndex(index);
    if (action === null) return;
    const why = this.rules.illegalReason(s.state, action);
    if (why !== null) {
      this.tapped = -1;
      this.announce(`Not there: ${why}.`);
    } else if (pointerType === 'touch' && this.tapped !== index) {
      // No hover on a touch screen: the first tap shows the preview, the second plays.
      this.tapped = index;
      this.announce(
        `Preview: ${this.words.previewTitle(this.rules, this.rules.preview(s.state, action))}. Tap again to play here.`,
      );
    } else this.play(action);
  }

  /** Plays the tapped place from the preview's button, then focuses its cell on the board. */
  private playTapped(index: number, action: number): void {
    this.play(action);
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<ArcadeBoardGrid>('arcade-board-grid.board')?.focusCell(index);
    });
  }

  private onLook(e: CustomEvent<CellFocusDetail>): void {
    this.looking = e.detail.index;
    this.choosing = -1;
  }

  /**
   * The action to preview: the place tapped once on a touch screen, else the legal place looked
   * at, else the hint, else a forced move.
   */
  private previewed(st: MatrixOverloadState, legal: readonly number[]): number {
    if (this.choosing >= 0 && legal.includes(this.choosing)) return this.choosing;
    const tapped = this.tapped >= 0 ? this.actionAtIndex(this.tapped) : null;
    if (tapped !== null && legal.includes(tapped)) return tapped;
    const looked = this.looking >= 0 ? this.actionAtIndex(this.looking) : null;
    if (looked !== null && legal.includes(looked)) return looked;
    const hint = this.hinted();
    if (hint >= 0 && legal.includes(hint)) return hint;
    return legal.length === 1 && st.ending === null ? legal[0]! : -1;
  }

  /** What the preview panel says when there is nothing to preview. */
  protected prompt(st: MatrixOverloadState): string {
    const looked = this.looking >= 0 ? spotAt(this.looking) : null;
    const action = this.looking >= 0 ? actionAt(this.looking) : null;
    if (looked && action !== null) {
      const why = this.rules.illegalReason(st, action);
      if (why) return `Not a place for this card: ${why}.`;
    }
    return 'Point at, focus or tap a marked place (◆) to see what it would do.';
  }

  private status() {
    const ai = this.isAiSeat(0);
    return this.renderStatus(
      this.inSetup
        ? 'Setup: place the set-aside royals'
        : ai
          ? 'The AI plays this run'
          : 'Your move',
    );
  }

  /**
   * The legal choices that have no place on the board (an edition's: a pair of royals to swap, a
   * row to reset), as buttons: pointing at or focusing one previews it, clicking plays it (on a
   * touch screen the first tap previews, the second plays). None in the standard game.
   */
  protected renderChoices(st: MatrixOverloadState, legal: readonly number[]): unknown {
    const off = legal.filter((a) => a >= ACTION_COUNT);
    if (off.length === 0) return nothing;
    return html`<section class="panel choices" part="choices" aria-label="Choices for the card in hand">
      <p class="muted">Choose one (point at or focus a choice to preview it):</p>
      ${this.choiceList(st, off)}
    </section>`;
  }

  /** The buttons of some off-board choices (see `renderChoices`). */
  protected choiceList(st: MatrixOverloadState, off: readonly number[]) {
    const active = this.humanTurn;
    const hint = this.hinted();
    return html`<ul>
        ${off.map(
          (a) => html`<li>
            <button
              type="button"
              class="choice ${a === hint ? 'hinted' : ''}"
              data-choice=${a}
              aria-disabled=${active ? 'false' : 'true'}
              @mouseenter=${() => this.lookAtChoice(a)}
              @focus=${() => this.lookAtChoice(a)}
              @click=${(e: PointerEvent) => this.onChoice(a, e)}
            >
              ${a === hint ? html`<span aria-hidden="true">★ </span>` : nothing}${this.choiceWords(st, a)}${
                a === hint
                  ? html`<span class="visually-hidden"> (suggested by the hint)</span>`
                  : nothing
              }
            </button>
          </li>`,
        )}
      </ul>`;
  }

  private lookAtChoice(action: number): void {
    if (this.choosing !== action) this.choiceTapped = false;
    this.choosing = action;
  }

  private onChoice(action: number, e: PointerEvent): void {
    const s = this.session;
    if (!s || s.over) return;
    if (!this.humanTurn) {
      this.announce('The AI is playing this run: pause it (Pause AI) to play yourself.');
      return;
    }
    if (e.pointerType === 'touch' && !(this.choiceTapped && this.choosing === action)) {
      // As on the board: a first tap previews, a second plays.
      this.choosing = action;
      this.choiceTapped = true;
      this.announce(
        `Preview: ${this.words.previewTitle(this.rules, this.rules.preview(s.state, action))}. Tap again to play it.`,
      );
      return;
    }
    this.play(action);
  }

  /** The action to preview and its preview, for the board and the side panel. */
  private shown(st: MatrixOverloadState) {
    const legal = st.ending === null ? this.rules.legalActions(st) : [];
    const shown = this.previewed(st, legal);
    return { legal, preview: shown >= 0 ? this.rules.preview(st, shown) : null };
  }

  protected renderBoard(s: GameSession<MatrixOverloadState>) {
    const st = s.state;
    const { legal, preview } = this.shown(st);
    const view = boardView(this.rules, st, {
      legal,
      hint: this.hinted(),
      preview,
      describe: (a) => this.game.describeAction(st, a),
      extra: this.boardExtras(st, preview),
    });
    return html`<div class="main">
        ${this.status()}
        ${
          st.ending === null
            ? handPanel(
                this.rules,
                st,
                this.words.hand(this.rules, st, legal),
                this.inSetup,
                this.seatName(0),
                this.cardName(st.hand),
              )
            : endPanel(st, this.words.ending(this.rules, st, this.isAiSeat(0) ? 'ai' : 'you'))
        }
        ${this.renderChoices(st, legal)} ${this.renderMainExtras(st)}
        <arcade-board-grid
          class="board"
          part="board"
          rows="5"
          cols="5"
          label=${this.boardLabel()}
          .cells=${this.boardCells(view, legal)}
          @cell-activate=${this.onCell}
          @cell-focus=${this.onLook}
        ></arcade-board-grid>
      </div>`;
  }

  protected override renderSide(s: GameSession<MatrixOverloadState>) {
    const st = s.state;
    const { preview } = this.shown(st);
    const index = this.tapped;
    const tapped = index >= 0 ? this.actionAtIndex(index) : null;
    const confirm =
      preview && tapped !== null && preview.action === tapped && this.humanTurn
        ? () => this.playTapped(index, tapped)
        : null;
    return html`${this.renderSideExtras(st)} ${st.ending === null ? previewPanel(preview && this.previewWords(preview), this.prompt(st), confirm) : nothing} ${this.renderHint()}
        ${deckPanel(this.rules, st)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'matrix-overload-game': MatrixOverloadGame;
  }
}
