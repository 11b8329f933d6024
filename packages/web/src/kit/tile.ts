/**
 * `<arcade-tile>`: a square tile (board tiles, rooms): a glyph and a short text,
 * face up or face down, turned by `rotation` in quarter turns. With a `label` it is an image
 * with that name; without, decorative. Parts: `tile`, `glyph`, `text`, `back`.
 */
import { LitElement, css, html } from 'lit';
import { tokens } from '../theme/tokens.js';

/**
 * `<arcade-tile>`: see the file comment.
 * @customElement arcade-tile
 * @csspart tile - the face
 * @csspart glyph - the glyph
 * @csspart text - the text
 * @csspart back - the back when face down
 * @cssprop --arcade-tile-size - tile size (default 64px)
 */
export class ArcadeTile extends LitElement {
  static override properties = {
    glyph: { type: String },
    text: { type: String },
    faceDown: { type: Boolean, attribute: 'face-down', reflect: true },
    rotation: { type: Number },
    label: { type: String },
  };

  declare glyph: string;
  declare text: string;
  declare faceDown: boolean;
  /** Quarter turns clockwise (0..3). */
  declare rotation: number;
  declare label: string;

  static override styles = [
    tokens,
    css`
      :host {
        display: inline-block;
        --_s: var(--arcade-tile-size, 64px);
        width: var(--_s);
        height: var(--_s);
        vertical-align: middle;
      }
      .tile,
      .back {
        width: 100%;
        height: 100%;
        border-radius: calc(var(--_s) * 0.08);
        border: 2px solid var(--_accent);
      }
      .tile {
        background: var(--_surface-raised);
        display: grid;
        place-items: center;
        align-content: center;
        transition: transform 0.2s;
      }
      .glyph {
        font-size: calc(var(--_s) * 0.45);
        line-height: 1;
        color: var(--_accent);
      }
      .text {
        font: 600 calc(var(--_s) * 0.18) / 1.2 var(--_font);
      }
      .back {
        background: repeating-linear-gradient(
          -45deg,
          var(--_surface) 0 5px,
          color-mix(in srgb, var(--_accent-alt) 35%, var(--_surface)) 5px 7px
        );
      }
    `,
  ];

  constructor() {
    super();
    this.glyph = '';
    this.text = '';
    this.faceDown = false;
    this.rotation = 0;
    this.label = '';
  }

  override updated(): void {
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
    const turn = (((Math.trunc(this.rotation) % 4) + 4) % 4) * 90;
    return html`<div class="tile" part="tile" style="transform: rotate(${turn}deg)">
      <span class="glyph" part="glyph">${this.glyph}</span>
      <span class="text" part="text">${this.text}</span>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-tile': ArcadeTile;
  }
}
