/**
 * `<arcade-card>`: a playing or tarot card, face up (rank and suit glyph in two corners and large
 * in the middle) or face down (a patterned back). Suits carry their glyph (♠ ♥ ♦ ♣, the tarot's
 * swords, cups, coins and wands with the same glyphs, or any glyph given in `glyph`), so colour
 * is never the only signal. A tarot trump or court card also shows its `name` ("the tower") on a
 * banner at the foot of the face, in place of the turned index. With a `label` it is an image with that name; without, decorative.
 * Parts: `card`, `rank`, `suit`, `name`, `back`. When its rank, suit or side
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
  swords: '♠',
  cups: '♥',
  coins: '♦',
  wands: '♣',
  trumps: '♔',
  joker: '★',
};
const RED_SUITS = new Set(['hearts', 'diamonds', 'cups', 'coins']);
/** Suits that count as every suit (jokers, tarot trumps): drawn in the wild ink. */
const WILD_SUITS = new Set(['joker', 'trumps']);

/**
 * `<arcade-card>`: see the file comment.
 * @customElement arcade-card
 * @csspart card - the face
 * @csspart rank - the corner rank
 * @csspart suit - the middle glyph
 * @csspart name - the banner with the card's name (trumps, court cards)
 * @csspart back - the back when face down
 * @cssprop --arcade-card-width - card width (default 64px)
 * @cssprop --arcade-card-face - face colour
 * @cssprop --arcade-card-ink - ink colour
 * @cssprop --arcade-card-red-ink - ink of hearts and diamonds (cups and coins)
 * @cssprop --arcade-card-joker-ink - ink of wild cards (jokers, tarot trumps)
 * @cssprop --arcade-card-edge - outline of the face (defaults follow the theme, see `theme/tokens.ts`)
 */
export class ArcadeCard extends LitElement {
  static override properties = {
    rank: { type: String },
    suit: { type: String, reflect: true },
    glyph: { type: String },
    name: { type: String },
    faceDown: { type: Boolean, attribute: 'face-down', reflect: true },
    label: { type: String },
  };

  /** "A", "2".."10", "J", "Q", "K", or a tarot numeral. */
  declare rank: string;
  /**
   * spades, hearts, diamonds, clubs, joker; swords, cups, coins, wands, trumps; or a game's own
   * suit name (give `glyph`).
   */
  declare suit: string;
  /** Overrides the suit's glyph. */
  declare glyph: string;
  /** The card's name on a banner (a tarot trump or court card: "the tower"); empty: none. */
  declare name: string;
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
      :host([suit='diamonds']) .card,
      :host([suit='cups']) .card,
      :host([suit='coins']) .card {
        color: var(--_card-red-ink);
      }
      :host([suit='joker']) .card,
      :host([suit='trumps']) .card {
        color: var(--_card-joker-ink);
      }
      /* A named card (a tarot trump) has its name where the turned index would be. */
      .named {
        grid-template-rows: auto minmax(0, 1fr) auto;
      }
      .named .middle {
        font-size: calc(var(--_w) * 0.36);
      }
      .banner {
        justify-self: stretch;
        text-align: center;
        font-size: max(9px, calc(var(--_w) * 0.13));
        font-weight: 700;
        line-height: 1.1;
        border-top: 1px solid currentColor;
        border-bottom: 1px solid currentColor;
        padding: 0.1em 0;
        overflow-wrap: anywhere;
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
    this.name = '';
    this.faceDown = false;
    this.label = '';
  }

  /** The glyph drawn for the suit. */
  get suitGlyph(): string {
    return this.glyph || SUIT_GLYPHS[this.suit] || '';
  }

  /** Whether the suit is drawn in red ink (hearts, diamonds, cups, coins). */
  get red(): boolean {
    return RED_SUITS.has(this.suit);
  }

  /** Whether the suit counts as every suit (a joker, a tarot trump). */
  get wild(): boolean {
    return WILD_SUITS.has(this.suit);
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
    return html`<div class="card ${this.name ? 'named' : ''}" part="card">
      <span part="rank">${this.rank}${g}</span>
      <span class="middle" part="suit">${g}</span>
      ${
        this.name
          ? html`<span class="banner" part="name">${this.name}</span>`
          : html`<span class="bottom">${this.rank}${g}</span>`
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-card': ArcadeCard;
  }
}
