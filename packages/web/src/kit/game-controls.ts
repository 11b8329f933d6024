/**
 * `<arcade-game-controls>`: the buttons every game shares: new game, hint, undo, redo, which
 * seats the AI plays, autoplay (play / pause) and its speed. It holds no game logic: each use
 * fires one bubbling `arcade-control` event whose `detail.command` says what was asked
 * (`new-game`, `hint`, `undo`, `redo`, `autoplay` with `value` true/false, `speed` with a speed
 * name, `ai-seat` with `{ seat, ai }`). Parts: `controls`, `button`, `speed`, `seats`.
 */
import { LitElement, css, html } from 'lit';
import { SPEEDS, type SpeedName } from '../lib/speeds.js';
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

  static override styles = [
    tokens,
    buttons,
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
  }

  private send(detail: ControlDetail): void {
    this.dispatchEvent(new CustomEvent('arcade-control', { detail, bubbles: true }));
  }

  override render() {
    return html`<div class="controls" part="controls">
      <button part="button" data-command="new-game" @click=${() => this.send({ command: 'new-game' })}>
        New game
      </button>
      <button
        part="button"
        data-command="hint"
        ?disabled=${!this.canHint}
        @click=${() => this.send({ command: 'hint' })}
      >
        Hint
      </button>
      <button
        part="button"
        data-command="undo"
        ?disabled=${!this.canUndo}
        @click=${() => this.send({ command: 'undo' })}
      >
        ↶ Undo
      </button>
      <button
        part="button"
        data-command="redo"
        ?disabled=${!this.canRedo}
        @click=${() => this.send({ command: 'redo' })}
      >
        ↷ Redo
      </button>
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
          aria-pressed=${this.autoplay ? 'true' : 'false'}
          @click=${() => this.send({ command: 'autoplay', value: !this.autoplay })}
        >
          ${this.autoplay ? '❚❚ Pause AI' : '▶ Run AI'}
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
