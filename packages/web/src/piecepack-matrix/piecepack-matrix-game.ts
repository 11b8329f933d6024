/**
 * `<piecepack-matrix-game>`: Matrix, the piecepack solitaire, playable in any page. The growing
 * matrix is an ARIA grid of piecepack tiles (colour, suit glyph, strength; forts drawn as towers;
 * coins and pawns on them) with one ring of empty spaces around it, fitted to a viewport of
 * fixed size (− / + zoom from the fit; zoomed in, the viewport scrolls). The board keeps its
 * place between moves. The line above it names the breaker moving or challenging. Choose a
 * breaker on its card (or keys 1–4), then a marked space: each target shows the chance to break
 * in, counting the power-ups the breaker could spend. Every other decision (the die choices, power-ups after the roll,
 * payments, Kuang's aim, the choice of custom breakers) is a button in the Decide panel, and each
 * ability use that is legal now a button in the Abilities panel (under the board in one column,
 * heading the side column beside it; the cards say what each ability does). Brain damage is a meter
 * (with the target), the pool shows its coins, the die tumbles when rolled (not with reduced
 * motion). `ai-seats="0"` with `autoplay` lets the AI play the run; a hint works either way. In
 * teaching mode (`teach`) the lesson's pointer marks the breaker's card, then its space, or the
 * button or panel a step names (parts `board`, `damage`, `pool`, `challenge`, `decide`, `breakers`).
 * The shared contract (attributes, methods, events) and chrome live in `GameElement`.
 */
import { html, nothing } from 'lit';
import { CHANCE } from '@matrix-arcade/core';
import {
  type PiecepackObservation,
  type PiecepackState,
  illegalReason,
  layout,
  legalActions,
  piecepackMatrix,
} from '@matrix-arcade/piecepack-matrix';
import { manifest } from '@matrix-arcade/piecepack-matrix/manifest';
import type { CellActivateDetail } from '../kit/board-grid.js';
import { GameElement, type HintResult } from '../lib/game-element.js';
import type { GameSession } from '../lib/game-session.js';
import { buttons, tokens } from '../theme/tokens.js';
import { cellAt, frameOf, gridCells, indexOfCell, movingWords } from './board.js';
import { challengeNews, lastMoveCells } from './challenge-news.js';
import { REVIEW_LEAST_CELL, ZOOM_MAX, ZOOM_MIN } from './fit.js';
import { BoardRoom } from '../lib/board-room.js';
import { FitController } from './fit-controller.js';
import { gameStyles } from './styles.js';
import {
  breakerCards,
  challengePanel,
  damageMeter,
  decisionPanel,
  poolPanel,
  promptOf,
  type Pointing,
} from './view.js';
import { BoardMotion, type ReviewedMove } from './board-motion.js';
import { abilityPanel } from './ability-panel.js';

const { CELLS } = layout;
const NAMES = ['black', 'green', 'red', 'blue'];

/**
 * @customElement piecepack-matrix-game
 * @attr seed - integer 0..4294967295: the same seed stacks the same data stack
 * @attr ai-seats - "0": the AI plays the whole run (with autoplay); "" (default): you play
 * @attr autoplay - the AI plays by itself when `ai-seats="0"` (remove to pause it)
 * @attr speed - pause before each AI move: slow, normal (default), fast, instant
 * @attr ai-iterations - search iterations per AI move and hint (default: the engine's)
 * @attr target - brain-damage target 0–9 (9, the default, is the basic game)
 * @attr breakers - set (default: by the colour attributes), roll (a d6 per pawn) or choose
 * @attr black - with breakers "set": 0 the basic pawn, 1–6 a custom breaker (also green, red, blue)
 * @attr theme - light or dark; absent: follow the system's setting
 * @attr sound - short sounds for moves and endings
 * @attr readonly - show the game without taking moves (no AI, no controls)
 * @fires move - an action was played: `{ seat, action, description, by }`
 * @fires game-over - the run ended: `{ result }` (`ending`: win, brain-death, over-target)
 * @fires game-abandon - a running game was replaced by a new one: `{ state }` of the abandoned game
 * @fires state-change - the game changed: `{ state }`
 * @fires error - a bad attribute, a rejected `state` or an engine failure: `{ source, message, value }`
 * @csspart status - the turn and result line
 * @csspart board - the grid of the matrix
 * @csspart damage - the brain-damage meter
 * @csspart pool - the power-up pool and the stack
 * @csspart challenge - the challenge in progress and its die
 * @csspart decide - the buttons of the current decision
 * @csspart breakers - the four breaker cards
 * @csspart abilities - the uses of the breakers' abilities legal now
 * @csspart hint - the hint in words
 * @csspart controls - the control bar
 * @csspart log - the move log
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token of the theme)
 */
export class PiecepackMatrixGame extends GameElement<PiecepackState, PiecepackObservation> {
  static override game = piecepackMatrix;
  static override manifest = manifest;
  static override properties = {
    ...GameElement.properties,
    chosen: { state: true },
    zoom: { state: true },
  };

  /** The breaker the player chose (null: none, the first that can move is shown). */
  declare private chosen: number | null;
  /** Zoom steps from the fit (0: the whole matrix fits the viewport). */
  declare private zoom: number;
  private readonly fit = new FitController(this);
  /** The viewport's height fits the room the first screen has below what is drawn above it. */
  protected readonly boardRoom = new BoardRoom(this, '.viewport');
  /** Steps played when the live region last spoke of a move (older moves are not news). */
  private newsAt = 0;

  static override styles = [tokens, buttons, gameStyles];

  constructor() {
    super();
    this.chosen = null;
    this.zoom = 0;
    // Pawns glide to their new space; a zoomed board scrolls to its marked spaces.
    new BoardMotion(
      this,
      () => this.session?.history ?? null,
      () => this.reviewedMove(),
    );
  }

  protected override hintWords(h: HintResult): string {
    return `Hint: ${h.description} (${this.valueWords(h)}).`;
  }

  protected override hintTitle(): string {
    return 'Hint';
  }

  protected override turnWords(): string {
    const s = this.session;
    if (!s) return '';
    const news = this.news(s);
    const st = s.state;
    return [news, st.ending === null ? promptOf(st) : ''].filter(Boolean).join(' ');
  }

  /** Words for the last move (its tile, its roll, the challenge's end) if it is new since. */
  private news(s: GameSession<PiecepackState>): string {
    const h = s.history;
    let i = h.length - 1;
    while (i >= 0 && h[i]!.seat === CHANCE) i--;
    return i >= 0 && i >= this.newsAt ? challengeNews(h.slice(i)) : '';
  }

  /** Escape (GameElement's hook): forgets the chosen breaker; whether one was chosen. */
  protected override clearSelection(): boolean {
    if (this.chosen === null) return false;
    this.chosen = null;
    this.announce('No breaker chosen: the first that can move is shown.');
    return true;
  }

  private hinted(): number {
    return this.currentHint?.action ?? -1;
  }

  /**
   * The breaker shown: the one challenging during a challenge, else the hinted move's, else the
   * chosen one if it can move, else (with `taught`) the one whose move a lesson's step points at,
   * else the first that can: the board never marks the black breaker's spaces while the step
   * speaks of the red one.
   */
  private shownBreaker(legal: readonly number[], taught = true): number {
    const st = this.session?.state;
    if (st && st.phase !== 'move' && st.phase !== 'pick' && st.active >= 0) return st.active;
    const hint = this.hinted();
    if (hint >= 0 && hint < 4 * CELLS) return Math.floor(hint / CELLS);
    const movers = [0, 1, 2, 3].filter((b) =>
      legal.some((a) => a < 4 * CELLS && Math.floor(a / CELLS) === b),
    );
    if (this.chosen !== null && movers.includes(this.chosen)) return this.chosen;
    const a = taught ? this.pointedAction : -1;
    if (a >= 0 && a < 4 * CELLS && legal.includes(a)) return Math.floor(a / CELLS);
    return movers[0] ?? this.chosen ?? 0;
  }

  protected override sessionChanged(): void {
    const played = this.session?.history.length ?? 0;
    this.newsAt = played;
    if (played === 0) this.fit.reset();
  }

  /**
   * Where the lesson points (teaching mode): a move of a breaker the player has not chosen (nor
   * would see without the lesson) points at its card; a move of that one (or a move not legal
   * now, shown by a read step) at its space; any other action at its button.
   */
  private pointing(legal: readonly number[]): Pointing & { readonly cell: number } {
    const a = this.pointedAction;
    const part = this.pointedPart;
    if (a < 0 || a >= 4 * CELLS) return { part, action: a, card: -1, cell: -1 };
    const b = Math.floor(a / CELLS);
    // A picture has no cards: its pointer is always on the board.
    const onCard = !this.picture && legal.includes(a) && b !== this.shownBreaker(legal, false);
    return { part, action: -1, card: onCard ? b : -1, cell: onCard ? -1 : a % CELLS };
  }

  private choose(b: number): void {
    this.chosen = b;
    this.announce(`The ${NAMES[b]} breaker is chosen: its targets are marked on the board.`);
  }

  private act(a: number): void {
    const s = this.session;
    if (!s || s.over) return;
    if (!this.humanTurn) {
      this.announce('The AI is playing this run: pause it (Pause AI) to play yourself.');
      return;
    }
    this.play(a);
  }

  private onCell(e: CustomEvent<CellActivateDetail>): void {
    const s = this.session;
    if (!s) return;
    const st = s.state;
    const b = this.shownBreaker(legalActions(st));
    const action = b * CELLS + cellAt(frameOf(st), e.detail.index);
    const why = illegalReason(st, action);
    if (why !== null) {
      this.announce(`Not there: ${why}.`);
      return;
    }
    this.act(action);
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key >= '1' && e.key <= '4' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      this.choose(Number(e.key) - 1);
      e.preventDefault();
    }
  }

  protected renderBoard(s: GameSession<PiecepackState>) {
    const st = s.state;
    const legal = st.ending === null ? legalActions(st) : [];
    const breaker = this.shownBreaker(legal);
    const frame = frameOf(st);
    // A picture (picture mode) shows the tiles and the pointer, not a breaker's targets and odds.
    const cells = gridCells(st, frame, {
      breaker,
      legal: this.picture ? [] : legal,
      hint: this.hinted(),
      last: lastMoveCells(s.history),
      interactive: this.humanTurn && st.phase === 'move',
      observation: piecepackMatrix.observe(st, 0),
      pointer: this.pointing(legal).cell,
      // A lesson sets the die: a random roll's odds would not be this roll's.
      odds: this.lesson === null,
    });
    // Reviewing on a phone, the cells keep a size to read and tap (the board scrolls in its box).
    const least = this.reviewShown() && this.boardRoom.oneColumn ? REVIEW_LEAST_CELL : 0;
    const at = this.fit.placement(frame, this.zoom, least);
    const style = `--_pp-cell: ${at.cell}px; --_pp-gap: ${at.gap}px; left: ${at.left}px; top: ${at.top}px`;
    // Zoomed in, the sizer gives the viewport its scrolling area; else it just fills it.
    const sizer = at.scrolls
      ? `width: ${at.width + 2 * at.left}px; height: ${at.height + 2 * at.top}px`
      : 'width: 100%; height: 100%';
    const moving = movingWords(st, breaker, switchWords());
    return html`<div class="main" @keydown=${this.onKey}>
      ${this.renderStatus(this.isAiSeat(0) ? 'The AI plays this run' : 'Your run')}
      <div class="zoom" data-no-picture>
        <button type="button" aria-label="Zoom out" ?disabled=${this.zoom <= ZOOM_MIN}
          @click=${() => (this.zoom = Math.max(ZOOM_MIN, this.zoom - 1))}>−</button>
        <button type="button" aria-label="Fit the matrix to the view" aria-pressed=${this.zoom === 0 ? 'true' : 'false'}
          @click=${() => (this.zoom = 0)}>Fit</button>
        <button type="button" aria-label="Zoom in" ?disabled=${this.zoom >= ZOOM_MAX}
          @click=${() => (this.zoom = Math.min(ZOOM_MAX, this.zoom + 1))}>+</button>
        <span class="muted moving" data-moving=${breaker}>${moving}</span>
      </div>
      <div class="viewport ${at.scrolls ? 'scrolls' : ''} ${st.ending === null ? '' : 'ended'}">
        <div class="sizer" style=${sizer}>
          <arcade-board-grid
            class="board"
            part="board"
            data-pointer=${this.pointedPart === 'board' ? 'true' : nothing}
            style=${style}
            rows=${frame.rows}
            cols=${frame.cols}
            label=${`The matrix, ${frame.cols} by ${frame.rows} spaces`}
            .cells=${cells}
            @cell-activate=${this.onCell}
          ></arcade-board-grid>
        </div>
      </div>
      ${this.underBoard() ? this.renderChallenge(s, legal) : nothing}
      <div class="glide-layer" aria-hidden="true"></div>
    </div>`;
  }

  /**
   * In one column (a phone), the challenge (its die, the strength so far), its decision
   * (commit, the power-ups; the breaker to choose at the start) and the abilities' uses legal
   * between challenges go right under the board, above
   * the phone's bar: `data-under-board`, the board's room leaves them room (lib/board-room.ts).
   * Beside the board they head the side column.
   */
  private underBoard(): boolean {
    return (this.boardRoom.oneColumn || this.reviewsButton()) && !this.picture;
  }

  /**
   * A review shows a move whose better one is a button (commit, a power-up, a payment, an
   * ability), not a space: the board is read only, the review's panel stands where the side
   * column starts, so the buttons (the ★ on the better one) go under the board in any layout.
   */
  private reviewsButton(): boolean {
    const hint = this.hinted();
    return this.readonly && hint >= 4 * CELLS;
  }

  /**
   * The review's move shown and the cell to keep in view on a board that scrolls: the ★ of a
   * better move that is a space, else the breaker challenging (or shown, when none is).
   */
  private reviewedMove(): ReviewedMove | null {
    const st = this.session?.state;
    if (!st || !this.reviewShown()) return null;
    const hint = this.hinted();
    const b = st.active >= 0 ? st.active : this.shownBreaker(legalActions(st));
    const cell = hint >= 0 && hint < 4 * CELLS ? hint % CELLS : (st.positions[b] ?? -1);
    const index = cell < 0 ? -1 : indexOfCell(frameOf(st), cell);
    return { key: `${this.session!.history.length}:${hint}`, index };
  }

  /** A review shows one of its moves (the board read only, the position before it). */
  private reviewShown(): boolean {
    const kind = this.reviews.state.kind;
    return this.readonly && (kind === 'done' || kind === 'running');
  }

  private renderChallenge(s: GameSession<PiecepackState>, legal: readonly number[]) {
    const st = s.state;
    const reduced =
      typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    const at = this.pointing(legal);
    const enabled = this.humanTurn && st.ending === null;
    const play = (a: number) => this.act(a);
    const challenge = challengePanel(st, reduced, at);
    const decide = decisionPanel(st, legal, play, enabled, this.hinted(), at);
    const abilities = abilityPanel(st, legal, play, enabled, this.hinted(), at);
    if (challenge === nothing && decide === nothing && abilities === nothing) return nothing;
    const panels = html`${challenge} ${decide} ${abilities}`;
    return this.underBoard()
      ? html`<div class="under" data-under-board ?data-review=${this.reviewsButton()}>${panels}</div>`
      : panels;
  }

  protected override renderSide(s: GameSession<PiecepackState>) {
    const st = s.state;
    const legal = st.ending === null ? legalActions(st) : [];
    const at = this.pointing(legal);
    const shown = this.shownBreaker(legal);
    return html`${damageMeter(st, at)} ${this.underBoard() ? nothing : this.renderChallenge(s, legal)}
      ${this.renderHint()}
      ${breakerCards(st, shown, (b) => this.choose(b), at)}
      ${poolPanel(st, at)}`;
  }
}

/**
 * How a player switches breakers: a screen without hover (a phone, a tablet) has no keys to
 * mention, only the breakers' cards to tap.
 */
function switchWords(): string {
  const touch = globalThis.matchMedia?.('(hover: none)').matches ?? false;
  return touch ? 'tap a breaker’s card to switch' : 'keys 1–4 or a breaker’s card switch';
}

declare global {
  interface HTMLElementTagNameMap {
    'piecepack-matrix-game': PiecepackMatrixGame;
  }
}
