/**
 * `<arcade-game-controls>`: the buttons every game shares: new game, hint, undo, redo, which
 * seats the AI plays, autoplay (play / pause) and its speed. It holds no game logic: each use
 * fires one bubbling `arcade-control` event whose `detail.command` says what was asked
 * (`new-game`, `hint`, `undo`, `redo`, `autoplay` with `value` true/false, `speed` with a speed
 * name, `ai-seat` with `{ seat, ai }`). Parts: `controls`, `button`, `speed`, `seats`.
 *
 * A button that cannot be used now is `aria-disabled`, not `disabled`: it stays focusable, so
 * focus never drops to the page when a search starts or the last move is undone. New game in a
 * game still running asks first (`confirmNewGame`), in place, with "Keep playing" focused.
 * Run AI says what it will do: it is unavailable until some seat is ticked for the AI, and
 * gone once the game is over. Hint says why when it is unavailable (`hintReason`).
 *
 * The main actions (New game, Hint, Undo, Redo, Run AI) come first, as one row; the AI's seats
 * and speed follow. On a phone (a viewport up to 600 px wide) the row is an action bar: equal
 * buttons in one line, and the seats and speed folded behind an "AI" button, so the host can
 * stick the bar to the bottom of the screen.
 */
import { LitElement, html, nothing } from 'lit';
import type { ControlDetail } from '../lib/control-protocol.js';
import { SPEEDS, type SpeedName } from '../lib/speeds.js';
import { confirmStyles } from '../theme/confirm.js';
import { buttons, tokens } from '../theme/tokens.js';
import { controlsStyles } from './game-controls-styles.js';

export type { ControlDetail };

/**
 * `<arcade-game-controls>`: see the file comment.
 * @customElement arcade-game-controls
 * @csspart controls - the bar
 * @csspart button - each button
 * @csspart speed - the speed menu
 * @csspart seats - the AI seat choices
 * @fires arcade-control - a control was used: `{ command, value? }`
 */
export class ArcadeGameControls extends LitElement {
  static override properties = {
    seats: { attribute: false },
    aiSeats: { attribute: false },
    autoplay: { type: Boolean },
    speed: { type: String },
    canUndo: { attribute: false },
    canRedo: { attribute: false },
    canHint: { attribute: false },
    hintReason: { attribute: false },
    over: { attribute: false },
    confirmNewGame: { attribute: false },
    abandonNote: { attribute: false },
    asking: { state: true },
    aiOpen: { state: true },
  };

  /** Seat names, e.g. `['Player 1', 'Player 2']`. */
  declare seats: readonly string[];
  /** Seats the AI plays. */
  declare aiSeats: readonly number[];
  declare autoplay: boolean;
  declare speed: SpeedName;
  declare canUndo: boolean;
  declare canRedo: boolean;
  declare canHint: boolean;
  /** Why Hint is unavailable (said to assistive technology and as a tooltip), or ''. */
  declare hintReason: string;
  /** The game is over: Run AI / Pause AI is gone. */
  declare over: boolean;
  /** The game is running: New game asks before abandoning it. */
  declare confirmNewGame: boolean;
  /** What abandoning costs, said in the question (e.g. "It counts as a loss."). */
  declare abandonNote: string;
  declare private asking: boolean;
  /** On a phone: the AI's seats and speed are shown. */
  declare private aiOpen: boolean;

  static override styles = [tokens, buttons, confirmStyles, controlsStyles];

  constructor() {
    super();
    this.seats = [];
    this.aiSeats = [];
    this.autoplay = false;
    this.speed = 'normal';
    this.canUndo = false;
    this.canRedo = false;
    this.canHint = false;
    this.hintReason = '';
    this.over = false;
    this.aiOpen = false;
    this.confirmNewGame = false;
    this.abandonNote = '';
    this.asking = false;
  }

  private send(detail: ControlDetail): void {
    this.dispatchEvent(new CustomEvent('arcade-control', { detail, bubbles: true }));
  }

  /** A button that may be unavailable: aria-disabled (still focusable) and inert when so. */
  private button(
    command: 'hint' | 'undo' | 'redo',
    enabled: boolean,
    label: string,
    keys = '',
    why = '',
  ) {
    return html`<button
      part="button"
      data-command=${command}
      aria-disabled=${enabled ? 'false' : 'true'}
      aria-keyshortcuts=${keys || nothing}
      title=${why || nothing}
      aria-describedby=${why ? `${command}-why` : nothing}
      @click=${() => {
        if (enabled) this.send({ command });
      }}
    >
      ${label}
    </button>`;
  }

  private focusCommand(command: string): void {
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(`[data-command="${command}"]`)?.focus(),
    );
  }

  private onNewGame(): void {
    if (!this.confirmNewGame) {
      this.send({ command: 'new-game' });
      return;
    }
    this.asking = true;
    this.focusCommand('keep-playing');
  }

  private answer(abandon: boolean): void {
    this.asking = false;
    if (abandon) this.send({ command: 'new-game' });
    this.focusCommand('new-game');
  }

  override willUpdate(): void {
    // The game ended or a new one began while asking: nothing left to confirm.
    if (!this.confirmNewGame) this.asking = false;
  }

  private renderConfirm() {
    return html`<div
      class="confirm"
      role="group"
      aria-labelledby="abandon-q"
      @keydown=${(e: KeyboardEvent) => {
        if (e.key !== 'Escape') return;
        // Escape answers the question only: the game's selection stays.
        e.stopPropagation();
        this.answer(false);
      }}
    >
      <span id="abandon-q">Abandon this game and deal a new one? ${this.abandonNote}</span>
      <button part="button" data-command="abandon" @click=${() => this.answer(true)}>
        Abandon and deal
      </button>
      <button part="button" data-command="keep-playing" @click=${() => this.answer(false)}>
        Keep playing
      </button>
    </div>`;
  }

  private autoplayButton() {
    if (this.over) return nothing;
    const running = this.autoplay && this.aiSeats.length > 0;
    const none = this.aiSeats.length === 0;
    return html`<button
      part="button"
      data-command="autoplay"
      aria-pressed=${running ? 'true' : 'false'}
      aria-disabled=${none ? 'true' : 'false'}
      title=${none ? 'Tick a box of “AI plays” first' : nothing}
      @click=${() => {
        if (!none) this.send({ command: 'autoplay', value: !running });
      }}
    >
      ${running ? '❚❚ Pause AI' : '▶ Run AI'}
    </button>`;
  }

  private seatsFieldset() {
    return html`<fieldset part="seats" id="ai-settings" class=${this.aiOpen ? 'open' : ''}>
      <legend>AI plays</legend>
      ${this.seats.map(
        (name, seat) => html`<label
          ><input
            type="checkbox"
            data-seat=${seat}
            .checked=${this.aiSeats.includes(seat)}
            @change=${(e: Event) =>
              this.send({
                command: 'ai-seat',
                value: { seat, ai: (e.target as HTMLInputElement).checked },
              })}
          />${name}</label
        >`,
      )}
      <label
        >Speed
        <select
          part="speed"
          .value=${this.speed}
          @change=${(e: Event) =>
            this.send({
              command: 'speed',
              value: (e.target as HTMLSelectElement).value as SpeedName,
            })}
        >
          ${Object.keys(SPEEDS).map(
            (s) => html`<option value=${s} ?selected=${s === this.speed}>${s}</option>`,
          )}
        </select></label
      >
    </fieldset>`;
  }

  override render() {
    return html`<div class="controls" part="controls">
      <div class="main">
        <button
          part="button"
          data-command="new-game"
          aria-expanded=${this.confirmNewGame ? (this.asking ? 'true' : 'false') : nothing}
          @click=${() => this.onNewGame()}
        >
          New game
        </button>
        ${this.button('hint', this.canHint, 'Hint', '', this.canHint ? '' : this.hintReason)}
        ${this.button('undo', this.canUndo, '↶ Undo', 'Control+Z')}
        ${this.button('redo', this.canRedo, '↷ Redo', 'Control+Y')}
        ${this.autoplayButton()}
        <button
          part="button"
          data-command="ai-more"
          aria-expanded=${this.aiOpen ? 'true' : 'false'}
          aria-controls="ai-settings"
          @click=${() => (this.aiOpen = !this.aiOpen)}
        >
          AI ▾
        </button>
      </div>
      <span id="hint-why" class="visually-hidden">${this.hintReason}</span>
      ${this.asking ? this.renderConfirm() : nothing}
      ${this.seatsFieldset()}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-game-controls': ArcadeGameControls;
  }
}
