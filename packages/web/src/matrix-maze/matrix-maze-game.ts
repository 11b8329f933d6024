/**
 * `<matrix-maze-game>`: Matrix Maze, playable in any page: a duel (hot seat, or against the AI
 * on either seat) or solo against the map's System Guard. The player acts on the maze itself
 * (maze-svg.ts, maze-targets.ts): a lit square is where a choice leads (click it, or Tab to it
 * and press Enter; when several choices or a paid hack lead there, a chooser asks which), and a
 * wall is placed by clicking an edge. A die picked in the pool narrows the lit squares to its
 * moves, and Esc drops a pick, the chooser or the wall being placed. The rest (facing, stay,
 * +1 byte, x2, skip, change a die, end of turn) is in the action panel (action-panel.ts). Rolls
 * and the guard's steps are announced with each move, the latest turn's walk is drawn on the
 * maze, and the pieces walk to their squares. In teaching mode (`teach`) the lesson's pointer (☛)
 * marks the square, edge or button of the move a step asks for, or the part it names (`maze`,
 * `pool`, `actions`, `scores`). The `map` attribute takes a map id, or an
 * author's map as JSON (map-attribute.ts). The shared contract and chrome live in `GameElement`.
 */
import { html, nothing } from 'lit';
import type { Outcome } from '@matrix-arcade/core';
import {
  MAP_IDS,
  type MatrixMazeObservation,
  type MatrixMazeState,
  mapOf,
  matrixMaze,
} from '@matrix-arcade/matrix-maze';
import { manifest } from '@matrix-arcade/matrix-maze/manifest';
import { BoardRoom } from '../lib/board-room.js';
import { GameElement } from '../lib/game-element.js';
import type { GameSession } from '../lib/game-session.js';
import { buttons, tokens } from '../theme/tokens.js';
import { actionPanel } from './action-panel.js';
import { type Choice, choicesOf } from './choices.js';
import { normalizeMap } from './map-attribute.js';
import { dicePool, mazeFigure, scorePlayers } from './maze-board.js';
import { mazeLegend } from './maze-legend.js';
import { animateSteps } from './maze-motion.js';
import { MazeSelection } from './maze-selection.js';
import { mazeLabel } from './maze-svg.js';
import { gameStyles } from './styles.js';
import { SOLO_RUNNER, eventWords } from './words.js';

/**
 * @customElement matrix-maze-game
 * @attr seed - integer: the same seed rolls the same dice for the same moves
 * @attr ai-seats - seats the AI plays: "1" (duel against the AI), "0" (watch it solo), "0,1", ""
 * @attr autoplay - the AI moves by itself on its seats
 * @attr speed - pause before each AI move: slow, normal (default), fast, instant
 * @attr ai-iterations - search iterations per AI move and hint
 * @attr theme - light or dark; absent: follow the system's setting
 * @attr sound - short sounds for moves and endings
 * @attr readonly - show the game without taking moves
 * @attr map - a map id (neon-junction, harvest-grid, data-orchard, glass-corridors, watchtower, or a registered one), or a map as JSON
 * @attr players - 1 (solo against the guard), 2 (duel), 0 or absent: as the map says
 * @attr change-cost - bytes of the change-a-die hack (1 or 2, default 2)
 * @attr round-limit - rounds before a duel is decided on SOURCE CODEs (default 40)
 * @fires move - a move was played: `{ seat, action, description, by }`
 * @fires game-over - the game ended: `{ result }`
 * @fires game-abandon - a running game was replaced by a new one
 * @fires state-change - the game changed: `{ state }`
 * @fires error - a bad attribute, map, `state` or an engine failure: `{ source, message, value }`
 * @csspart status - the turn and result line
 * @csspart scores - codes and bytes per player
 * @csspart maze - the maze picture
 * @csspart pool - the dice pool
 * @csspart actions - the action panel (with the chooser of a square)
 * @csspart hint - the hint in words
 * @csspart controls - the control bar
 * @csspart log - the move log
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token)
 * @cssprop --arcade-maze-size - largest width of the maze picture (default 1000px; it also fits the window's height)
 */
export class MatrixMazeGame extends GameElement<MatrixMazeState, MatrixMazeObservation> {
  static override game = matrixMaze;
  static override manifest = manifest;

  /** The map: a map id, or (property only) an author's map object, registered when set. */
  declare map: string;
  /** 1 solo, 2 duel, 0 as the map says. */
  declare players: number;
  declare changeCost: number;
  declare roundLimit: number;

  static override styles = [tokens, buttons, gameStyles];

  /** The maze fits the room the first screen has below what is drawn above it. */
  protected readonly boardRoom = new BoardRoom(this, '[part~=maze]');
  /** The pick not played yet: the shown choice, the chooser, the wall being placed, the die. */
  private readonly selection = new MazeSelection(this, {
    state: () => this.session?.state ?? null,
    choices: () => (this.humanTurn ? this.choices : []),
    hint: () => this.currentHint?.action ?? -1,
    play: (action) => this.playHere(action),
  });

  /** The last input was a key (not the pointer): after a move, focus stays on the choices. */
  private byKeyboard = false;

  constructor() {
    super();
    // Captured: known before the key acts on a square or a button inside.
    this.addEventListener('keydown', () => (this.byKeyboard = true), true);
    this.addEventListener('pointerdown', () => (this.byKeyboard = false), true);
  }

  /** Escape (GameElement's hook): an open chooser, a wall being placed or a picked die. */
  protected override clearSelection(): boolean {
    return this.selection.clear();
  }

  /** A move from the maze, the chooser or the panel; by keyboard, focus goes to the next choice. */
  private playHere(action: number): void {
    if (!this.humanTurn) return;
    this.play(action);
    if (this.byKeyboard) this.focusBoard();
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === 'map' && value !== null && value.trim().startsWith('{')) {
      const id = normalizeMap(this, value, this.map);
      if (id !== value) this.setAttribute('map', id);
      return;
    }
    super.attributeChangedCallback(name, old, value);
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('map') && (typeof this.map !== 'string' || !MAP_IDS.includes(this.map))) {
      const before = changed.get('map');
      this.map = normalizeMap(
        this,
        this.map,
        typeof before === 'string' ? before : 'neon-junction',
      );
    }
    super.willUpdate(changed);
  }

  /** Moves played when the board was last drawn, and in which session (-1: not drawn yet). */
  private drawnPly = -1;
  private drawnSession: unknown = null;
  /** Moves of the session whose rolls and guard steps were announced. */
  private heardPly = 0;
  private heardSession: unknown = null;

  /**
   * A move shows in motion (maze-motion.ts): the pieces walk to their squares. A first render,
   * a new game or a move taken back stays still.
   */
  override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    const s = this.session;
    const ply = s?.history.length ?? 0;
    if (s && s === this.drawnSession && this.drawnPly >= 0 && ply > this.drawnPly)
      animateSteps(this.renderRoot, s.history, this.drawnPly, s.state);
    this.drawnPly = ply;
    this.drawnSession = s;
  }

  /**
   * Focus goes to the first lit square of the maze, else to the facings, else to End turn, else
   * to the first choice of the action panel, unless it is on one of them already.
   */
  override focusBoard(): void {
    void this.updateComplete.then(() => {
      const here = this.shadowRoot?.activeElement;
      if (here?.closest('.maze-frame, [part=actions]')) return;
      const first = [
        '.chooser button',
        'svg .target',
        '[data-group=facing] button',
        '[data-group=turn] button:not([disabled])',
        '[part=actions] button:not([disabled])',
      ]
        .map((q) => this.renderRoot.querySelector<HTMLElement | SVGElement>(q))
        .find((e) => e);
      if (first) first.focus();
      else super.focusBoard();
    });
  }

  protected override optionsFromAttributes(): object {
    if (typeof this.map !== 'string' || !MAP_IDS.includes(this.map))
      this.map = normalizeMap(this, this.map, 'neon-junction');
    return super.optionsFromAttributes();
  }

  protected override sessionChanged(): void {
    this.selection.reset();
  }

  /** After each move: the dice rolled and the guard's steps join the move's announcement. */
  protected override changed(): void {
    super.changed();
    const s = this.session;
    if (!s) return;
    const ply = s.history.length;
    if (s === this.heardSession && ply > this.heardPly) {
      const words = eventWords(s.history.slice(this.heardPly), s.state);
      // Before whose turn it is now, or the end ("… Dice rolled: 2, 5, 6. Player 1 to move.").
      const said = this.live.text;
      const tail = s.over ? said.indexOf('Game over.') : said.lastIndexOf(this.turnWords(s.toMove));
      if (words && tail >= 0) this.announce(`${said.slice(0, tail)}${words} ${said.slice(tail)}`);
      else if (words) this.announce(`${said} ${words}`);
    }
    this.heardSession = s;
    this.heardPly = ply;
  }

  private get solo(): boolean {
    return (this.session?.state.seats.length ?? 2) === 1;
  }

  protected override seatName(seat: number): string {
    return seat < 0 ? this.chanceName() : super.seatName(seat);
  }

  protected override chanceName(): string {
    return 'Dice';
  }

  /** A solo map's runner, as recorded: the person, the AI, or both (a person's run, assisted). */
  protected override soloNames() {
    return this.solo ? (this.playerNames() ?? SOLO_RUNNER) : null;
  }

  protected override turnWords(seat: number): string {
    return this.solo ? `${this.seatName(seat)}: your move.` : super.turnWords(seat);
  }

  protected override controlSeatNames(): string[] {
    return this.solo ? ['Runner'] : ['Player 1', 'Player 2'];
  }

  /** A solo game without a winner is a loss: it says so first, in the colour of a loss. */
  protected override resultWords(outcome: Outcome): unknown {
    if (this.solo && outcome.winners.length === 0)
      return html`<span class="lost">✖ ${this.seatName(0)} lost: ${outcome.summary}</span>`;
    return `⚑ ${this.summaryWords(outcome)}`;
  }

  /**
   * The choices shown: a person's, or the hinted position's (for its star). A lesson that does
   * not teach hacks shows none that costs bytes: the first game would otherwise offer x2, skip
   * and a change of die (and "Extra move (3 bytes)" beside a square) before bytes are explained.
   */
  private get choices(): Choice[] {
    const s = this.session;
    const all = s && (this.humanTurn || this.currentHint) ? choicesOf(s.state) : [];
    const lesson = this.lesson;
    return lesson && !lesson.teaches.includes('hacks') ? all.filter((c) => c.cost === 0) : all;
  }

  /**
   * What the seat to move does now. The person at this screen is told ("You: choose your
   * facing"; on a shared screen either seat); anyone else's seat is described ("Opponent is
   * choosing a facing", the AI's, a spectator's players).
   */
  private statusWords(st: MatrixMazeState): string {
    const who = this.seatName(st.toMove);
    const seat = st.seats[st.toMove];
    const here = this.online.active
      ? this.online.view?.seat === st.toMove
      : !this.isAiSeat(st.toMove);
    if (st.phase === 0)
      return here ? `${who}: choose a start point` : `${who} is choosing a start point`;
    if (seat && seat.facing < 0)
      return here ? `${who}: choose your facing` : `${who} is choosing a facing`;
    return `${who} to move, round ${st.round + 1}`;
  }

  protected renderBoard(s: GameSession<MatrixMazeState>) {
    const st = s.state;
    const map = mapOf(st.map);
    const players = scorePlayers(
      st,
      (seat) => this.seatName(seat),
      (seat) => this.playNote(seat, false),
    );
    const label = mazeLabel(st, (seat) => this.seatName(seat));
    const hint = this.currentHint?.action ?? -1;
    return html`<div class="board">
      ${this.renderStatus(this.statusWords(st), html`<span class="muted map-name">${map.name}</span>`)}
      <arcade-score-panel part="scores" data-pointer=${this.pointedPart === 'scores' ? 'true' : nothing} data-no-picture=${this.pointedPart === 'scores' ? nothing : ''} .players=${players}></arcade-score-panel>
      ${mazeFigure(st, s.history, this.choices, this.humanTurn, hint, this.selection, label, {
        action: this.pointedAction,
        part: this.pointedPart,
      })}
      ${this.underBoard() ? this.renderChoices(s) : nothing}
    </div>`;
  }

  /**
   * In one column (a phone) the choices (facings, moves, walls) go right under the maze, above
   * the phone's bar: `data-under-board`, the maze's room leaves them room (lib/board-room.ts);
   * after the controls they fell under the first screen once the hint's words were shown.
   * Beside the maze they are in the side column.
   */
  private underBoard(): boolean {
    return this.boardRoom.oneColumn && !this.picture;
  }

  private renderChoices(s: GameSession<MatrixMazeState>) {
    const st = s.state;
    const sel = this.selection;
    if (matrixMaze.currentPlayer(st) < 0) return nothing;
    const panel = actionPanel({
      st,
      choices: this.choices,
      who: this.seatName(st.toMove),
      humanTurn: this.humanTurn,
      readOnly: this.readonly,
      hintAction: this.currentHint?.action ?? -1,
      chooser: sel.chooser,
      walling: sel.walling,
      die: sel.die,
      play: (a) => this.playHere(a),
      preview: (a) => sel.showPreview(a),
      closeChooser: () => sel.clear(),
      toggleWall: () => sel.toggleWall(),
      pointer: this.pointedAction,
      pointedPart: this.pointedPart,
    });
    return this.underBoard() ? html`<div class="under" data-under-board>${panel}</div>` : panel;
  }

  /** The side column: the pool, the choices and the hint first, the legend after the controls. */
  protected override renderSide(s: GameSession<MatrixMazeState>) {
    const st = s.state;
    const sel = this.selection;
    const name = (seat: number) => this.seatName(seat);
    const active = this.humanTurn ? this.choices : [];
    return html`${dicePool(st, s.history, active, sel, name, this.pointedPart === 'pool')}
      ${this.underBoard() ? nothing : this.renderChoices(s)}
      ${this.renderHint()} ${mazeLegend(st, this.currentHint !== null)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'matrix-maze-game': MatrixMazeGame;
  }
}
