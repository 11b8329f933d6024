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
 * Run AI says what it will do: it is unavailable until some seat is ticked for the AI.
 */
import { LitElement, css, html, nothing } from 'lit';
import { SPEEDS, type SpeedName } from '../lib/speeds.js';
import { confirmStyles } from '../theme/confirm.js';
import { buttons, tokens } from '../theme/tokens.js';

/** A control's request. */
export type ControlDetail =
  | { readonly command: 'new-game' | 'hint' | 'undo' | 'redo' }
  | { readonly command: 'autoplay'; readonly value: boolean }
  | { readonly command: 'speed'; readonly value: SpeedName }
  | { readonly command: 'ai-seat'; readonly value: { seat: number; ai: boolean } };

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
    confirmNewGame: { attribute: false },
    abandonNote: { attribute: false },
    asking: { state: true },
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
  /** The game is running: New game asks before abandoning it. */
  declare confirmNewGame: boolean;
  /** What abandoning costs, said in the question (e.g. "It counts as a loss."). */
  declare abandonNote: string;
  declare private asking: boolean;

  static override styles = [
    tokens,
    buttons,
    confirmStyles,
    css`
      :host {
        display: block;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
      fieldset {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        margin: 0;
        padding: 0.1rem 0.6rem 0.35rem;
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.8rem;
        align-items: center;
      }
      legend {
        color: var(--_text-muted);
        font-size: 0.85rem;
        padding: 0 0.3rem;
      }
      label {
        display: inline-flex;
        align-items: center;
        gap: 0.35rem;
        min-height: 36px;
        cursor: pointer;
      }
      [aria-disabled='true'] {
        opacity: 0.45;
        cursor: not-allowed;
        box-shadow: none;
      }
      .confirm {
        flex-basis: 100%;
      }
      input[type='checkbox'] {
        width: 1.2rem;
        height: 1.2rem;
        min-height: 0;
        accent-color: var(--_accent);
      }
    `,
  ];

  constructor() {
    super();
    this.seats = [];
    this.aiSeats = [];
    this.autoplay = false;
    this.speed = 'normal';
    this.canUndo = false;
    this.canRedo = false;
    this.canHint = false;
    this.confirmNewGame = false;
    this.abandonNote = '';
    this.asking = false;
  }

  private send(detail: ControlDetail): void {
    this.dispatchEvent(new CustomEvent('arcade-control', { detail, bubbles: true }));
  }

  /** A button that may be unavailable: aria-disabled (still focusable) and inert when so. */
  private button(command: 'hint' | 'undo' | 'redo', enabled: boolean, label: string, keys = '') {
    return html`<button
      part="button"
      data-command=${command}
      aria-disabled=${enabled ? 'false' : 'true'}
      aria-keyshortcuts=${keys || nothing}
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
        if (e.key === 'Escape') this.answer(false);
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

  override render() {
    const running = this.autoplay && this.aiSeats.length > 0;
    return html`<div class="controls" part="controls">
      <button
        part="button"
        data-command="new-game"
        aria-expanded=${this.confirmNewGame ? (this.asking ? 'true' : 'false') : nothing}
        @click=${() => this.onNewGame()}
      >
        New game
      </button>
      ${this.button('hint', this.canHint, 'Hint')}
      ${this.button('undo', this.canUndo, '↶ Undo', 'Control+Z')}
      ${this.button('redo', this.canRedo, '↷ Redo', 'Control+Y')}
      ${this.asking ? this.renderConfirm() : nothing}
      <fieldset part="seats">
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
        <button
          part="button"
          data-command="autoplay"
          aria-pressed=${running ? 'true' : 'false'}
          aria-disabled=${this.aiSeats.length === 0 ? 'true' : 'false'}
          title=${this.aiSeats.length === 0 ? 'Tick a box of “AI plays” first' : nothing}
          @click=${() => {
            if (this.aiSeats.length > 0) this.send({ command: 'autoplay', value: !running });
          }}
        >
          ${running ? '❚❚ Pause AI' : '▶ Run AI'}
        </button>
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
      </fieldset>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-game-controls': ArcadeGameControls;
  }
}
