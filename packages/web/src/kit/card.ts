/**
 * `<arcade-card>`: a playing or tarot card, face up (rank and suit glyph in two corners and large
 * in the middle) or face down (a patterned back). Suits carry their glyph (♠ ♥ ♦ ♣, or any glyph
 * given in `glyph`), so colour is never the only signal. With a `label` it is an image with that
 * name; without, decorative. Parts: `card`, `rank`, `suit`, `back`. When its rank, suit or side
 * changes after it is drawn (the next card in a hand), the new card slides in (`theme/motion.ts`;
 * nothing moves when the user asks for less motion).
 */
import { LitElement, type PropertyValues, css, html } from 'lit';
import { DRAW, MOVE_MS, play } from '../theme/motion.js';
import { tokens } from '../theme/tokens.js';

const SUIT_GLYPHS: Readonly<Record<string, string>> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
  joker: '★',
};
const RED_SUITS = new Set(['hearts', 'diamonds']);

/**
 * `<arcade-card>`: see the file comment.
 * @customElement arcade-card
 * @csspart card - the face
 * @csspart rank - the corner rank
 * @csspart suit - the middle glyph
 * @csspart back - the back when face down
 * @cssprop --arcade-card-width - card width (default 64px)
 * @cssprop --arcade-card-face - face colour
 * @cssprop --arcade-card-ink - ink colour
 * @cssprop --arcade-card-red-ink - ink of hearts and diamonds
 * @cssprop --arcade-card-edge - outline of the face (defaults follow the theme, see `theme/tokens.ts`)
 */
export class ArcadeCard extends LitElement {
  static override properties = {
    rank: { type: String },
    suit: { type: String, reflect: true },
    glyph: { type: String },
    faceDown: { type: Boolean, attribute: 'face-down', reflect: true },
    label: { type: String },
  };

  /** "A", "2".."10", "J", "Q", "K", or a tarot numeral. */
  declare rank: string;
  /** spades, hearts, diamonds, clubs, joker, or a game's own suit name (give `glyph`). */
  declare suit: string;
  /** Overrides the suit's glyph. */
  declare glyph: string;
  declare faceDown: boolean;
  declare label: string;

  static override styles = [
    tokens,
    css`
      :host {
        display: inline-block;
        --_w: var(--arcade-card-width, 64px);
        width: var(--_w);
        height: calc(var(--_w) * 1.4);
        vertical-align: middle;
      }
      .card {
        width: 100%;
        height: 100%;
        border-radius: calc(var(--_w) * 0.1);
        border: 2px solid var(--_card-edge);
        background: var(--_card-face);
        color: var(--_card-ink);
        display: grid;
        grid-template-rows: auto 1fr auto;
        padding: 0.2em 0.3em;
        font: 700 calc(var(--_w) * 0.24) / 1 var(--_font);
      }
      :host([suit='hearts']) .card,
      :host([suit='diamonds']) .card {
        color: var(--_card-red-ink);
      }
      .middle {
        place-self: center;
        font-size: calc(var(--_w) * 0.5);
      }
      .bottom {
        justify-self: end;
        transform: rotate(180deg);
      }
      .back {
        width: 100%;
        height: 100%;
        border-radius: calc(var(--_w) * 0.1);
        border: 2px solid var(--_accent);
        background: repeating-linear-gradient(
          45deg,
          var(--_surface-raised) 0 6px,
          color-mix(in srgb, var(--_accent) 35%, var(--_surface)) 6px 8px
        );
        box-shadow: var(--_glow);
      }
    `,
  ];

  constructor() {
    super();
    this.rank = '';
    this.suit = '';
    this.glyph = '';
    this.faceDown = false;
    this.label = '';
  }

  /** The glyph drawn for the suit. */
  get suitGlyph(): string {
    return this.glyph || SUIT_GLYPHS[this.suit] || '';
  }

  /** Whether the suit is drawn in red ink (hearts, diamonds). */
  get red(): boolean {
    return RED_SUITS.has(this.suit);
  }

  override updated(changed: PropertyValues<this>): void {
    const turned = (['rank', 'suit', 'faceDown'] as const).some(
      (k) => changed.has(k) && changed.get(k) !== undefined,
    );
    if (turned) play(this, DRAW, { duration: MOVE_MS });
    if (this.label) {
      this.setAttribute('role', 'img');
      this.setAttribute('aria-label', this.label);
      this.removeAttribute('aria-hidden');
    } else {
      this.removeAttribute('role');
      this.setAttribute('aria-hidden', 'true');
    }
  }

  override render() {
    if (this.faceDown) return html`<div class="back" part="back"></div>`;
    const g = this.suitGlyph;
    return html`<div class="card" part="card">
      <span part="rank">${this.rank}${g}</span>
      <span class="middle" part="suit">${g}</span>
      <span class="bottom">${this.rank}${g}</span>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-card': ArcadeCard;
  }
}
