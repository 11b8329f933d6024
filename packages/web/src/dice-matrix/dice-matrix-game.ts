/**
 * `<dice-matrix-game>`: Dice Matrix, playable in any page. The 7×7 matrix is an ARIA grid: click
 * a die (or move with the arrow keys and press Enter or Space) to select it; its legal partners
 * are marked; activate a partner to take the pair, or the selected die again to take it alone.
 * The opener first sets the spare die's face with one of six buttons, a toolbar with one Tab stop
 * (a roving tabindex): Left/Up and Right/Down move between the faces, wrapping around at either
 * end, and Home/End go to the first and last. Both players' areas show their stacks and line
 * sizes; scores stay hidden under the recount-at-end variant. Human or AI on either seat, hints
 * with the engine's estimate, autoplay at a chosen speed, undo and redo, a move log and a polite
 * live region. The last move stays marked until the next: a ghost of each die taken where it
 * stood in the matrix, an outline on the stacks it grew (the dice fly there unless the user asks
 * for less motion). Escape drops a selected die. The shared contract (attributes, methods,
 * events, option attributes from the game's schema) and the chrome (controls, hint, log, live
 * region) live in `GameElement`.
 */
import { html, nothing } from 'lit';
import type { Outcome } from '@matrix-arcade/core';
import {
  type DiceMatrixObservation,
  type DiceMatrixState,
  decodeAction,
  diceMatrix,
  dieLabel,
  singleAction,
  totalScores,
} from '@matrix-arcade/dice-matrix';
import { manifest } from '@matrix-arcade/dice-matrix/manifest';
import type { ArcadeBoardGrid, CellActivateDetail } from '../kit/board-grid.js';
import { BoardRoom } from '../lib/board-room.js';
import { GameElement } from '../lib/game-element.js';
import type { GameSession } from '../lib/game-session.js';
import { nameDoes } from '../lib/online-words.js';
import { buttons, tokens } from '../theme/tokens.js';
import { DiceFlight } from './dice-flight.js';
import { explainHint } from './hint-explanation.js';
import { type LastMove, lastMoveOf } from './last-move.js';
import { chooseCell, partnersOf } from './selection.js';
import { gameStyles } from './styles.js';
import { areaSection, dieTemplate, matrixCells, openingChoices, openingName } from './view.js';

const SEATS = [0, 1];

/** "You take the spare red 3 (R3), keep any face and score it." (or "Opponent takes …, keeps …"). */
function openingWords(who: string, spare: string): string {
  const does = (verb: string) => nameDoes(who, verb).slice(who.length + 1);
  return `${nameDoes(who, 'take')} the spare ${spare}, ${does('keep')} any face and ${does('score')} it.`;
}

/**
 * @customElement dice-matrix-game
 * @attr seed - integer 0..4294967295: the same seed deals the same game
 * @attr ai-seats - seats the AI plays: "1", "0", "0,1" (watch) or "" (two people)
 * @attr autoplay - the AI moves by itself on its seats (remove to pause it)
 * @attr speed - pause before each AI move: slow, normal (default), fast, instant
 * @attr ai-iterations - search iterations per AI move and hint (default: the engine's)
 * @attr ai-level - how hard the AI plays: quick (default) or strong (up to about a second a move)
 * @attr theme - light or dark; absent: follow the system's setting
 * @attr sound - short sounds for moves and endings
 * @attr readonly - show the game without taking moves (no AI, no controls)
 * @attr recount-at-end - the variant: no running score, both areas recounted at the end
 * @attr tournament - two games, each player opening one; the totals decide
 * @fires move - a move was played: `{ seat, action, description, by }`
 * @fires game-over - the game ended: `{ result }` (winners, scores, summary)
 * @fires game-abandon - a running game was replaced by a new one: `{ state }` of the abandoned game
 * @fires state-change - the game changed: `{ state }` (what the `state` property returns)
 * @fires error - a bad attribute, a rejected `state` or an engine failure: `{ source, message, value }`
 * @csspart status - the turn and result line
 * @csspart scores - the score panel
 * @csspart matrix - the 7×7 matrix grid
 * @csspart area - each player's area
 * @csspart opening - the spare die's face chooser
 * @csspart hint - the hint in words
 * @csspart controls - the control bar
 * @csspart log - the move log
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token of the theme)
 * @cssprop --arcade-matrix-cell-size - size of a matrix cell (default: fits the width, 36 to 58px)
 */
export class DiceMatrixGame extends GameElement<DiceMatrixState, DiceMatrixObservation> {
  static override game = diceMatrix;
  static override manifest = manifest;
  static override properties = {
    ...GameElement.properties,
    selected: { state: true },
    faceStop: { state: true },
  };

  // recountAtEnd and tournament are declared from diceMatrix.optionSchema by GameElement.
  /** Variant: no running score; both areas are recounted when the matrix is empty. */
  declare recountAtEnd: boolean;
  /** Tournament play: two games, each player opening one. */
  declare tournament: boolean;
  declare private selected: number | null;
  /** The face button (0–5) in the tab order: the roving tabindex of the opening. */
  declare private faceStop: number;

  static override styles = [tokens, buttons, gameStyles];

  constructor() {
    super();
    this.selected = null;
    this.faceStop = 0;
    new DiceFlight(this, () => this.session);
  }

  /**
   * The matrix's cells fit the room the first screen has below what is drawn above it and the
   * selection's place under it (in one column).
   */
  private readonly boardRoom = new BoardRoom(this);

  /** Escape (GameElement's hook): forgets the selected die; whether there was one. */
  protected override clearSelection(): boolean {
    if (this.selected === null) return false;
    this.selected = null;
    this.announce('Selection cleared.');
    return true;
  }

  private lastMove(): LastMove | null {
    return this.session ? lastMoveOf(this.session.history) : null;
  }

  protected override sessionChanged(): void {
    this.selected = null;
    this.faceStop = 0;
  }

  /** Arrow keys, Home and End move focus between the face buttons, wrapping around. */
  private onFaceKey(e: KeyboardEvent): void {
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('[data-face]')];
    const n = buttons.length;
    const at = buttons.indexOf(e.target as HTMLButtonElement);
    if (n === 0 || at < 0) return;
    const next: Record<string, number> = {
      ArrowRight: (at + 1) % n,
      ArrowDown: (at + 1) % n,
      ArrowLeft: (at + n - 1) % n,
      ArrowUp: (at + n - 1) % n,
      Home: 0,
      End: n - 1,
    };
    const to = next[e.key];
    if (to === undefined) return;
    e.preventDefault();
    this.faceStop = to;
    buttons[to]!.focus();
  }

  private onCell(e: CustomEvent<CellActivateDetail>): void {
    const s = this.session;
    if (!s || !this.humanTurn) return;
    const choice = chooseCell(s.state, this.selected, e.detail.index);
    if (choice.kind === 'none') this.announce(choice.reason);
    else if (choice.kind === 'select') {
      this.selected = choice.cell;
      if (choice.cell !== null) {
        const n = partnersOf(s.state, choice.cell).length;
        this.announce(
          `Selected ${dieLabel(s.state.matrix[choice.cell]!)}. ${n === 0 ? 'No partner: activate it again to take it alone.' : `${n} possible partner${n > 1 ? 's' : ''} marked; activate it again to take it alone.`}`,
        );
      }
    } else this.play(choice.action);
  }

  private hintCells(): number[] {
    const h = this.currentHint;
    if (!h) return [];
    const d = decodeAction(h.action);
    if (!d) return [];
    return d.kind === 'single' ? [d.cell] : d.kind === 'pair' ? [d.a, d.b] : [];
  }

  /**
   * The cells a lesson's pointer shows: a single's die; a pair's first die, or its other die once
   * one of the two is selected. Parts: `scores`, `area-0`, `area-1`.
   */
  private pointerCells(): number[] {
    const d = decodeAction(this.pointedAction);
    if (!d || d.kind === 'opening') return [];
    if (d.kind === 'single') return [d.cell];
    return [this.selected === d.a ? d.b : d.a];
  }

  /** Whether the lesson points at the single die `cell` while it is selected (Take it alone). */
  private pointsAtAlone(cell: number): boolean {
    return this.pointedAction === singleAction(cell);
  }

  protected override resultWords(outcome: Outcome): string {
    return `⚑ ${this.summaryWords(outcome)}`;
  }

  private status(st: DiceMatrixState) {
    // The second game names the first one's result (its moves may not be in the log online).
    const first = st.gameScores[0];
    const round = st.options.tournament
      ? html`<span class="muted">Game ${st.round + 1} of 2${
          first && st.round === 1
            ? ` · game 1: ${this.seatName(0)} ${first[0]}, ${this.seatName(1)} ${first[1]}`
            : ''
        }</span>`
      : nothing;
    const who = this.seatName(st.toMove);
    return this.renderStatus(st.spare >= 0 ? nameDoes(who, 'open') : `${who} to move`, round);
  }

  /** Plays the opening, then moves focus to the matrix (the face buttons disappear). */
  private playOpening(action: number): void {
    this.play(action);
    void this.updateComplete.then(() => {
      const grid = this.renderRoot.querySelector<ArcadeBoardGrid>('arcade-board-grid.matrix');
      grid?.focusCell(grid.active);
    });
  }

  private renderOpening(st: DiceMatrixState) {
    if (st.spare < 0) return nothing;
    const hinted = this.currentHint?.action ?? -1;
    const canAct = this.humanTurn;
    return html`<div class="panel" part="opening">
      <p>
        ${openingWords(this.seatName(st.toMove), dieLabel(st.spare))}
        ${canAct ? 'Choose the face:' : ''}
      </p>
      <div
        class="faces"
        role="toolbar"
        aria-label="Face for the spare die"
        @keydown=${this.onFaceKey}
      >
        ${openingChoices(st).map(
          (c, i) => html`<button
            class=${c.action === hinted ? 'hinted' : ''}
            data-face=${c.face}
            data-pointer=${c.action === this.pointedAction ? 'true' : nothing}
            ?disabled=${!canAct}
            tabindex=${i === this.faceStop ? 0 : -1}
            aria-label=${openingName(c, st.options.recountAtEnd, c.action === hinted)}
            @focus=${() => {
              this.faceStop = i;
            }}
            @click=${() => this.playOpening(c.action)}
          >
            ${dieTemplate(c.code)} ${c.face}${st.options.recountAtEnd ? '' : html` <span class="muted">+${c.gain}</span>`}
            ${c.action === hinted ? '★' : ''}
          </button>`,
        )}
      </div>
    </div>`;
  }

  /**
   * In one column (a phone), the selection's place right under the matrix, above the bar: kept
   * (with a word on what selecting does) while dice are taken, so selecting a die moves neither
   * the matrix nor the bar, and Take it alone / Cancel are seen with the matrix.
   */
  private renderSelectionPlace(st: DiceMatrixState) {
    if (!this.boardRoom.oneColumn || st.spare >= 0 || this.result) return nothing;
    const box = this.renderSelection(st);
    return html`<div class="selection-place" data-under-board>
      ${box === nothing ? html`<p class="muted">Select a die: take it alone, or with a partner (◆).</p>` : box}
    </div>`;
  }

  private renderSelection(st: DiceMatrixState) {
    if (this.selected === null || st.matrix[this.selected]! < 0) return nothing;
    const cell = this.selected;
    const n = partnersOf(st, cell).length;
    // Under a phone's matrix, the buttons only (the matrix shows the die selected and its
    // partners; the live region says them): one row, room kept for it (renderSelectionPlace).
    const under = this.boardRoom.oneColumn;
    return html`<div class="panel selection">
      <span class=${under ? 'selected visually-hidden' : 'selected'}>Selected <strong>${dieLabel(st.matrix[cell]!)}</strong>.
        ${n > 0 ? html`Pick a marked partner (◆) to take both, or` : ''}</span>
      <button data-action="take-single" data-pointer=${this.pointsAtAlone(cell) ? 'true' : nothing} @click=${() => this.play(singleAction(cell))}>Take it alone</button>
      <button data-action="cancel" aria-keyshortcuts="Escape" @click=${() => {
        this.selected = null;
      }}>Cancel</button>
    </div>`;
  }

  protected renderBoard(s: GameSession<DiceMatrixState>) {
    const st = s.state;
    const visible = diceMatrix.observe(st, 0).scoresVisible;
    const totals = totalScores(st);
    const partners = this.selected === null ? [] : partnersOf(st, this.selected);
    const last = this.lastMove();
    return html`<div class="board">
        ${this.status(st)}
        <arcade-score-panel
          part="scores"
          data-pointer=${this.pointedPart === 'scores' ? 'true' : nothing}
          data-no-picture=${this.pointedPart === 'scores' ? nothing : ''}
          .players=${SEATS.map((seat) => ({
            name: this.seatName(seat),
            score: visible ? totals[seat]! : null,
            active: st.toMove === seat,
            note: this.playNote(seat),
          }))}
        ></arcade-score-panel>
        ${this.renderOpening(st)}
        <arcade-board-grid
          class="matrix"
          part="matrix"
          rows="7"
          cols="7"
          label="Dice matrix, 7 by 7"
          .cells=${matrixCells(st, {
            selected: this.selected,
            partners,
            hint: this.hintCells(),
            pointer: this.pointerCells(),
            active: this.humanTurn,
            last,
            lastBy: last ? this.seatName(last.seat) : '',
          })}
          @cell-activate=${this.onCell}
        ></arcade-board-grid>
        ${this.renderSelectionPlace(st)}
        ${this.renderHint()}
        <div class="fly-layer" aria-hidden="true"></div>
      </div>`;
  }

  protected override hintExplanation(state: DiceMatrixState, action: number): string {
    return explainHint(state, action, (seat) => this.seatName(seat));
  }

  /** "wins by 3 with best play": a solved hint's margin in points. */
  protected override solvedWords(margin: number): string {
    const m = Math.abs(Math.round(margin));
    if (m === 0) return 'a draw with best play';
    return `${margin > 0 ? 'wins' : 'loses'} by ${m} with best play`;
  }

  protected override renderSide(s: GameSession<DiceMatrixState>) {
    const st = s.state;
    const last = this.lastMove();
    // Beside the matrix, the selection's box heads the side column (in one column it is under
    // the matrix: renderSelectionPlace).
    return html`${this.boardRoom.oneColumn ? nothing : this.renderSelection(st)}<div class="areas">${SEATS.map(
      (seat) =>
        areaSection(
          st,
          seat,
          this.seatName(seat),
          last?.seat === seat ? last.added : [],
          this.pointedPart === `area-${seat}`,
        ),
    )}</div>
        <p class="caption">
          Header numbers count the dice in each colour line (R P K B G) and face line (1–6). A die
          scores the size of its two lines once it lands.
        </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'dice-matrix-game': DiceMatrixGame;
  }
}
