/**
 * `<piecepack-matrix-game>`: Matrix, the piecepack solitaire, playable in any page. The growing
 * matrix is an ARIA grid of piecepack tiles (colour, suit glyph, strength; forts drawn as towers;
 * coins and pawns on them) with one ring of empty spaces around it, in a viewport that scrolls
 * (pan) and zooms (− / +) when the matrix outgrows it. Choose a breaker on its card (or keys 1–4),
 * then a marked space: each target shows the chance to break in, counting the power-ups the
 * breaker could spend. Every other decision (the die choices, power-ups after the roll,
 * payments, Kuang's aim, the choice of custom breakers) is a button in the Decide panel, and each
 * custom breaker's card has a button per ability use that is legal now. Brain damage is a meter
 * (with the target), the pool shows its coins, the die tumbles when rolled (not with reduced
 * motion). `ai-seats="0"` with `autoplay` lets the AI play the run; a hint works either way.
 * The shared contract (attributes, methods, events) and chrome live in `GameElement`.
 */
import { html } from 'lit';
import {
  type PiecepackObservation,
  type PiecepackState,
  illegalReason,
  layout,
  legalActions,
  piecepackMatrix,
} from '@matrix-arcade/piecepack-matrix';
import { createEngine, type Engine } from '@matrix-arcade/ai-wasm';
import { piecepackMatrixKernel } from '@matrix-arcade/piecepack-matrix/engine';
import type { CellActivateDetail } from '../kit/board-grid.js';
import { GameElement, type HintResult } from '../lib/game-element.js';
import type { GameSession } from '../lib/game-session.js';
import { buttons, tokens } from '../theme/tokens.js';
import { cellAt, frameOf, gridCells } from './board.js';
import { gameStyles } from './styles.js';
import { breakerCards, challengePanel, damageMeter, decisionPanel, poolPanel } from './view.js';

const { CELLS } = layout;
const NAMES = ['black', 'green', 'red', 'blue'];
const ZOOMS = [40, 52, 64, 80, 96];

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
 * @csspart breakers - the four breaker cards with their ability buttons
 * @csspart hint - the hint in words
 * @csspart controls - the control bar
 * @csspart log - the move log
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token of the theme)
 */
export class PiecepackMatrixGame extends GameElement<PiecepackState, PiecepackObservation> {
  static override game = piecepackMatrix;
  static override properties = {
    ...GameElement.properties,
    chosen: { state: true },
    zoom: { state: true },
  };

  /** The breaker whose moves the board shows. */
  declare private chosen: number;
  /** Index into ZOOMS. */
  declare private zoom: number;

  static override styles = [tokens, buttons, gameStyles];

  constructor() {
    super();
    this.chosen = 0;
    this.zoom = 2;
  }

  protected createEngine(): Engine<PiecepackObservation> {
    return createEngine(piecepackMatrixKernel);
  }

  protected override seatName(seat: number): string {
    return this.isAiSeat(seat) ? 'AI' : 'You';
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

  protected override turnWords(): string {
    const st = this.session?.state;
    return st && st.ending === null ? this.prompt(st) : '';
  }

  private hinted(): number {
    return this.currentHint?.action ?? -1;
  }

  /** The breaker shown: the hinted move's, else the chosen one if it can move, else the first that can. */
  private shownBreaker(legal: readonly number[]): number {
    const hint = this.hinted();
    if (hint >= 0 && hint < 4 * CELLS) return Math.floor(hint / CELLS);
    const movers = [0, 1, 2, 3].filter((b) =>
      legal.some((a) => a < 4 * CELLS && Math.floor(a / CELLS) === b),
    );
    return movers.includes(this.chosen) || movers.length === 0 ? this.chosen : movers[0]!;
  }

  private prompt(st: PiecepackState): string {
    switch (st.phase) {
      case 'pick':
        return 'Choose the custom breaker of each pawn.';
      case 'move':
        return 'Choose a breaker, then a marked space, or use an ability.';
      case 'pre-roll':
        return 'Roll the die, or take the strength offered instead.';
      case 'boost':
        return 'Spend power-ups if you like, then commit the challenge.';
      case 'aim':
        return 'Choose the structure Kuang challenges.';
      case 'pay':
        return 'Choose the power-ups to pay.';
      case 'viral':
        return 'Choose the second structure to swap.';
      default:
        return '';
    }
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
    const cells = gridCells(st, frame, {
      breaker,
      legal,
      hint: this.hinted(),
      interactive: this.humanTurn && st.phase === 'move',
      observation: piecepackMatrix.observe(st, 0),
    });
    const size = ZOOMS[this.zoom]!;
    return html`<div class="main" @keydown=${this.onKey}>
      ${this.renderStatus(this.isAiSeat(0) ? 'The AI plays this run' : 'Your run')}
      <div class="zoom">
        <button type="button" aria-label="Zoom out" ?disabled=${this.zoom === 0}
          @click=${() => (this.zoom = Math.max(0, this.zoom - 1))}>−</button>
        <button type="button" aria-label="Zoom in" ?disabled=${this.zoom === ZOOMS.length - 1}
          @click=${() => (this.zoom = Math.min(ZOOMS.length - 1, this.zoom + 1))}>+</button>
        <span class="muted">Moving: the ${NAMES[breaker]} breaker (keys 1–4 switch)</span>
      </div>
      <div class="viewport" style=${`--_pp-cell: ${size}px; width: ${Math.min(720, frame.cols * (size + 2) + 14)}px; height: ${Math.min(560, frame.rows * (size + 2) + 14)}px`}>
        <arcade-board-grid
          class="board"
          part="board"
          rows=${frame.rows}
          cols=${frame.cols}
          label=${`The matrix, ${frame.cols} by ${frame.rows} spaces`}
          .cells=${cells}
          @cell-activate=${this.onCell}
        ></arcade-board-grid>
      </div>
    </div>`;
  }

  protected override renderSide(s: GameSession<PiecepackState>) {
    const st = s.state;
    const legal = st.ending === null ? legalActions(st) : [];
    const enabled = this.humanTurn && st.ending === null;
    const play = (a: number) => this.act(a);
    const reduced =
      typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    const hint = this.hinted();
    return html`${damageMeter(st)} ${challengePanel(st, reduced)}
      ${decisionPanel(st, legal, play, enabled, hint)} ${this.renderHint()}
      ${breakerCards(st, legal, this.shownBreaker(legal), (b) => this.choose(b), play, enabled, hint)}
      ${poolPanel(st)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'piecepack-matrix-game': PiecepackMatrixGame;
  }
}
