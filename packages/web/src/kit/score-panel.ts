/**
 * `<arcade-score-panel>`: the players side by side with their names, scores and who is to move.
 * The player to move is marked with a glyph and the words "to move", not by colour alone; a
 * hidden score (the recount-at-end variant) reads "hidden". Parts: `panel`, `player`, `active`,
 * `name`, `score`.
 */
import { LitElement, css, html, nothing } from 'lit';
import { tokens } from '../theme/tokens.js';

/** One player as the panel shows it. */
export interface ScorePlayer {
  readonly name: string;
  /** The score, or `null` while it is hidden. */
  readonly score: number | null;
  /** This player is to move. */
  readonly active?: boolean;
  /** A short note under the score ("AI", "winner", "3 dice"). */
  readonly note?: string;
}

/**
 * `<arcade-score-panel>`: see the file comment.
 * @customElement arcade-score-panel
 * @csspart panel - the panel
 * @csspart player - each player (plus `active` for the player to move)
 * @csspart name - a player name
 * @csspart score - a score
 */
export class ArcadeScorePanel extends LitElement {
  static override properties = { players: { attribute: false } };

  declare players: readonly ScorePlayer[];

  static override styles = [
    tokens,
    css`
      :host {
        display: block;
      }
      .panel {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
        gap: 0.5rem;
      }
      .player {
        background: var(--_surface);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 0.45rem 0.7rem;
        display: grid;
        grid-template-columns: 1fr auto;
        align-items: baseline;
        gap: 0 0.5rem;
      }
      .player.active {
        border-color: var(--_accent);
        box-shadow: var(--_glow);
      }
      .name {
        font-weight: 700;
      }
      .turn {
        color: var(--_accent);
        font-size: 0.85rem;
      }
      .score {
        font: 700 1.6rem / 1.1 var(--_mono);
        color: var(--_accent);
        grid-row: span 2;
        text-align: right;
      }
      .score.hidden {
        font-size: 0.95rem;
        color: var(--_text-muted);
      }
      .note {
        color: var(--_text-muted);
        font-size: 0.85rem;
      }
    `,
  ];

  constructor() {
    super();
    this.players = [];
  }

  override render() {
    return html`<div class="panel" part="panel">
      ${this.players.map(
        (p) => html`<div
          class="player ${p.active ? 'active' : ''}"
          part="player ${p.active ? 'active' : ''}"
          aria-current=${p.active ? 'true' : 'false'}
        >
          <span class="name" part="name">${p.name}</span>
          <span class="score ${p.score === null ? 'hidden' : ''}" part="score"
            >${p.score === null ? 'hidden' : p.score}</span
          >
          <span class="note">
            ${p.active ? html`<span class="turn">▶ to move</span>` : nothing}
            ${p.note ? html`${p.active ? ' · ' : ''}${p.note}` : nothing}
          </span>
        </div>`,
      )}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-score-panel': ArcadeScorePanel;
  }
}
