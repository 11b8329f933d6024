/**
 * `<matrix-maze-game>`: Matrix Maze, playable in any page: a duel (hot seat, or against the AI
 * on either seat) or solo against the map's System Guard. The maze is an SVG picture (maze-svg.ts);
 * every decision is a button of the action panel (start point, facing, each legal use of each
 * die, each hack with its cost), and the wall and change-a-die hacks are pickers; focusing or
 * hovering a choice previews where it leads on the maze. Everything is reachable with Tab and
 * Enter, and each move is announced in the live region. The `map` attribute takes a map id, or
 * an author's map as JSON (the `map` property also takes the object): it is validated and
 * registered (`registerMap`), and a bad map is reported (`error` event) without losing the game.
 * The shared contract and chrome live in `GameElement`.
 */
import { type TemplateResult, html, nothing } from 'lit';
import type { Outcome } from '@matrix-arcade/core';
import {
  MAP_IDS,
  type MatrixMazeObservation,
  type MatrixMazeState,
  decodeAction,
  mapOf,
  matrixMaze,
  registerMap,
} from '@matrix-arcade/matrix-maze';
import { createEngine, type Engine } from '@matrix-arcade/ai-wasm';
import { matrixMazeKernel } from '@matrix-arcade/matrix-maze/engine';
import { GameElement } from '../lib/game-element.js';
import type { GameSession } from '../lib/game-session.js';
import { reportProblem } from '../lib/warn.js';
import { MOVE_MS, PULSE, play } from '../theme/motion.js';
import { buttons, tokens } from '../theme/tokens.js';
import { type Choice, type ChoiceGroup, choicesOf, draftWords } from './choices.js';
import { mazeLabel, mazeSvg } from './maze-svg.js';
import { gameStyles } from './styles.js';

const GROUP_TITLES: [ChoiceGroup, string][] = [
  ['start', 'Choose a start point'],
  ['facing', 'Choose your facing'],
  ['dice', 'Use a die'],
  ['hacks', 'Hacks (cost in bytes)'],
  ['turn', 'Turn'],
];

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
 * @csspart actions - the action panel
 * @csspart hint - the hint in words
 * @csspart controls - the control bar
 * @csspart log - the move log
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token)
 * @cssprop --arcade-maze-size - largest width of the maze picture (default 560px)
 */
export class MatrixMazeGame extends GameElement<MatrixMazeState, MatrixMazeObservation> {
  static override game = matrixMaze;
  static override properties = {
    ...GameElement.properties,
    preview: { state: true },
  };

  /** The map: a map id, or (property only) an author's map object, registered when set. */
  declare map: string;
  /** 1 solo, 2 duel, 0 as the map says. */
  declare players: number;
  declare changeCost: number;
  declare roundLimit: number;
  declare private preview: number;

  static override styles = [tokens, buttons, gameStyles];

  constructor() {
    super();
    this.preview = -1;
  }

  protected createEngine(): Engine<MatrixMazeObservation> {
    return createEngine(matrixMazeKernel);
  }

  /** An author's map (JSON text or object) becomes a registered id; a bad one is reported. */
  private normalizeMap(value: unknown, fallback: string): string {
    if (typeof value === 'string' && !value.trim().startsWith('{')) {
      if (MAP_IDS.includes(value)) return value;
      reportProblem(this, {
        source: 'map',
        message: `expected one of ${MAP_IDS.join(', ')}, or a map as JSON`,
        value,
      });
      return fallback;
    }
    try {
      const json = typeof value === 'string' ? JSON.parse(value) : value;
      return registerMap(json).id;
    } catch (e) {
      reportProblem(this, {
        source: 'map',
        message: `map ignored: ${(e as Error).message}`,
        value,
      });
      return fallback;
    }
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === 'map' && value !== null && value.trim().startsWith('{')) {
      const id = this.normalizeMap(value, this.map);
      if (id !== value) this.setAttribute('map', id);
      return;
    }
    super.attributeChangedCallback(name, old, value);
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('map') && (typeof this.map !== 'string' || !MAP_IDS.includes(this.map))) {
      const before = changed.get('map');
      this.map = this.normalizeMap(this.map, typeof before === 'string' ? before : 'neon-junction');
    }
    super.willUpdate(changed);
  }

  /** Moves played when the board was last drawn (-1 before the first render). */
  private drawnPly = -1;

  /**
   * A move shows in motion (none under reduced motion, `theme/motion.ts`): the avatars, the guard
   * and the dice pool pulse once. A first render or a new game (fewer moves) stays still.
   */
  override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    const ply = this.session?.history.length ?? 0;
    if (this.drawnPly >= 0 && ply > this.drawnPly) {
      for (const piece of this.renderRoot.querySelectorAll('.avatar, .guard, .pool arcade-die')) {
        play(piece, PULSE, { duration: MOVE_MS });
      }
    }
    this.drawnPly = ply;
  }

  protected override optionsFromAttributes(): object {
    if (typeof this.map !== 'string' || !MAP_IDS.includes(this.map))
      this.map = this.normalizeMap(this.map, 'neon-junction');
    return super.optionsFromAttributes();
  }

  protected override sessionChanged(): void {
    this.preview = -1;
  }

  private get solo(): boolean {
    return (this.session?.state.seats.length ?? 2) === 1;
  }

  protected override seatName(seat: number): string {
    if (seat < 0) return 'Dice';
    if (this.solo) return this.isAiSeat(0) ? 'The AI runner' : 'You';
    return super.seatName(seat);
  }

  protected override turnWords(seat: number): string {
    return this.solo ? `${this.seatName(seat)}: your move.` : super.turnWords(seat);
  }

  protected override controlSeatNames(): string[] {
    return this.solo ? ['Runner'] : ['Player 1', 'Player 2'];
  }

  protected override resultWords(outcome: Outcome): string {
    return `🏁 ${outcome.summary}`;
  }

  private previewOf(choices: readonly Choice[]) {
    const c = choices.find((x) => x.action === this.preview);
    const hinted = this.currentHint
      ? choices.find((x) => x.action === this.currentHint!.action)
      : undefined;
    return {
      previewSquare: c?.square ?? -1,
      previewEdge: c?.edge ?? -1,
      hintSquare: hinted?.square ?? -1,
    };
  }

  private choiceButton(c: Choice): TemplateResult {
    const hinted = this.currentHint?.action === c.action;
    return html`<button
      class=${hinted ? 'choice hinted' : 'choice'}
      data-action=${c.action}
      title=${c.description}
      ?disabled=${!this.humanTurn}
      @focus=${() => (this.preview = c.action)}
      @mouseenter=${() => (this.preview = c.action)}
      @blur=${() => (this.preview = -1)}
      @mouseleave=${() => (this.preview = -1)}
      @click=${() => this.play(c.action)}
    >${hinted ? '★ ' : ''}${c.label}</button>`;
  }

  /** A picker (walls, changes): a select previewing its choice, and a button to play it. */
  private picker(
    kind: 'wall' | 'change',
    choices: readonly Choice[],
    title: string,
    verb: string,
  ): TemplateResult | typeof nothing {
    if (choices.length === 0) return nothing;
    const hinted = choices.find((c) => c.action === this.currentHint?.action);
    const id = `pick-${kind}`;
    const chosen = () =>
      Number(
        this.renderRoot.querySelector<HTMLSelectElement>(`#${id}`)?.value ?? choices[0]!.action,
      );
    return html`<div class="picker">
      <label for=${id}>${title}${hinted ? ' ★' : ''}</label>
      <select
        id=${id}
        ?disabled=${!this.humanTurn}
        @change=${() => (this.preview = chosen())}
        @focus=${() => (this.preview = chosen())}
        @blur=${() => (this.preview = -1)}
      >
        ${choices.map((c) => html`<option value=${c.action} ?selected=${c === hinted} title=${c.description}>${c === hinted ? '★ ' : ''}${c.label}</option>`)}
      </select>
      <button data-picker=${kind} ?disabled=${!this.humanTurn} @click=${() => this.play(chosen())}>${verb}</button>
    </div>`;
  }

  private renderActions(st: MatrixMazeState): TemplateResult | typeof nothing {
    if (matrixMaze.currentPlayer(st) < 0) return nothing;
    const choices = choicesOf(st);
    const of = (g: ChoiceGroup) => choices.filter((c) => c.group === g);
    const who = this.seatName(st.toMove);
    return html`<section class="panel actions" part="actions" aria-label=${`Choices for ${who}`}>
      ${this.humanTurn ? nothing : html`<p class="muted">${who} is playing.</p>`}
      ${GROUP_TITLES.map(([g, title]) => {
        const list = of(g);
        if (list.length === 0 && g !== 'hacks') return nothing;
        if (g === 'hacks') {
          const walls = of('wall');
          const changes = of('change');
          if (list.length + walls.length + changes.length === 0) return nothing;
          return html`<h3>${title}</h3><div class="choices">${list.map((c) => this.choiceButton(c))}</div>
            ${this.picker('change', changes, `Change a die (${st.options.changeCost} bytes)`, 'Change')}
            ${this.picker('wall', walls, 'Build a wall on your rival’s sheet (3 bytes)', 'Build wall')}`;
        }
        return html`<h3>${title}</h3><div class="choices">${list.map((c) => this.choiceButton(c))}</div>`;
      })}
    </section>`;
  }

  private renderPool(st: MatrixMazeState, s: GameSession<MatrixMazeState>): TemplateResult {
    const drafted = draftWords(s.history, (seat) => this.seatName(seat));
    const mustUse = st.turn.mustUse;
    return html`<div class="panel pool" part="pool">
      <span class="pool-title">Dice pool</span>
      ${st.pool.length === 0 ? html`<span class="muted">(rolled at the start of the round)</span>` : nothing}
      ${st.pool.map((f) => html`<arcade-die face=${f} colour=${f === mustUse ? 'pink' : 'blue'} label=${`die showing ${f}`}></arcade-die>`)}
      ${drafted.length ? html`<ul class="drafted">${drafted.map((d) => html`<li>${d}</li>`)}</ul>` : nothing}
    </div>`;
  }

  private statusWords(st: MatrixMazeState): string {
    const who = this.seatName(st.toMove);
    const seat = st.seats[st.toMove];
    if (st.phase === 0) return `${who}: choose a start point`;
    if (seat && seat.facing < 0) return `${who}: choose your facing`;
    return `${who} to move, round ${st.round + 1}`;
  }

  protected renderBoard(s: GameSession<MatrixMazeState>) {
    const st = s.state;
    const map = mapOf(st.map);
    const choices = this.humanTurn || this.currentHint ? choicesOf(st) : [];
    const players = st.seats.map((p, seat) => ({
      name: this.seatName(seat),
      score: p.codes,
      active: st.toMove === seat && st.phase !== 3,
      note: `${p.bytes} bytes${this.isAiSeat(seat) ? ' · AI' : ''}`,
    }));
    if (st.seats.length === 1 && map.guardPath.length) {
      players.push({
        name: map.mode === 'iys' ? 'IY’s' : 'Collectors',
        score: st.owner.filter((o) => o === 2).length,
        active: false,
        note: `${map.guardPath.length - 1 - st.guardStep} steps left`,
      });
    }
    return html`<div class="board">
      ${this.renderStatus(this.statusWords(st), html`<span class="muted">${map.name}</span>`)}
      <arcade-score-panel part="scores" .players=${players}></arcade-score-panel>
      <figure class="maze-frame" part="maze">
        ${mazeSvg(
          st,
          this.previewOf(choices),
          mazeLabel(st, (seat) => this.seatName(seat)),
        )}
      </figure>
      ${this.renderPool(st, s)} ${this.renderActions(st)} ${this.renderHint()}
    </div>`;
  }

  protected override renderSide(s: GameSession<MatrixMazeState>) {
    const map = mapOf(s.state.map);
    const hinted = this.currentHint ? decodeAction(this.currentHint.action) : null;
    return html`<div class="panel legend">
      <p><strong>${map.name}</strong> — ${map.mood}</p>
      <ul>
        <li>◆ SOURCE CODE (◇1, ◇2: taken by a player; ✕ by the guard) — 3 to log out.</li>
        <li>● Player 1 and its trail, ◆ Player 2; the arrow is the facing.</li>
        <li>Thick lines are walls; dashed coloured lines are walls built on that sheet.</li>
        ${s.state.seats.length === 1 && map.guardPath.length ? html`<li>${map.mode === 'iys' ? '◉ IY’s: shaded squares are in their sight.' : 'G Collectors: they take every code on their path, and with 3 they win.'} Dashed line: the path still ahead, ⚑ its end.</li>` : nothing}
        <li>Dice: 1 straight, 2 right, 3 left, 4 stay, 5 any step, 6 +1 byte.</li>
      </ul>
      ${hinted ? html`<p class="muted">The ★ marks the hinted choice.</p>` : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'matrix-maze-game': MatrixMazeGame;
  }
}
