/**
 * `<arcade-die>`: one die drawn with pips, in a colour and with that colour's letter in a corner
 * (colour is never the only signal), optionally with a stack count. Without a `label` it is
 * decorative (hidden from assistive technology, since the cell or button around it speaks);
 * with one it is an image with that label. Parts: `die`, `pip`, `letter`, `count`.
 */
import { LitElement, css, html, nothing, unsafeCSS } from 'lit';
import { dieColours } from '../theme/palette.js';
import { tokens } from '../theme/tokens.js';

/** Which of the 9 pip positions (3×3, row-major) are lit for faces 1 to 6. */
const PIPS: readonly (readonly number[])[] = [
  [4],
  [2, 6],
  [2, 4, 6],
  [0, 2, 6, 8],
  [0, 2, 4, 6, 8],
  [0, 2, 3, 5, 6, 8],
];

const colourRules = Object.entries(dieColours)
  .map(
    ([name, c]) =>
      `:host([colour='${name}']) { --_body: var(--arcade-die-${name}, ${c.body}); --_ink: var(--arcade-die-${name}-ink, ${c.ink}); --_edge: var(--_die-${name}-edge); }`,
  )
  .join('\n');

/**
 * `<arcade-die>`: see the file comment.
 * @customElement arcade-die
 * @csspart die - the die body
 * @csspart pip - each pip
 * @csspart letter - the colour letter badge
 * @csspart count - the stack count badge
 * @cssprop --arcade-die-size - size of the die (default 40px)
 * @cssprop --arcade-die-red - body colour of red dice (also pink, black, blue, green, and `-ink` and `-edge` variants; the edge follows the theme)
 */
export class ArcadeDie extends LitElement {
  static override properties = {
    face: { type: Number, reflect: true },
    colour: { type: String, reflect: true },
    letter: { type: String },
    count: { type: Number },
    label: { type: String },
  };

  /** 1 to 6; anything else draws a blank face. */
  declare face: number;
  /** A colour name: red, pink, black, blue or green. */
  declare colour: string;
  /** The colour's letter, drawn in a corner. */
  declare letter: string;
  /** Stack size; a badge shows it when above 1. */
  declare count: number;
  /** Accessible name; empty makes the die decorative. */
  declare label: string;

  static override styles = [
    tokens,
    css`
      :host {
        display: inline-block;
        --_size: var(--arcade-die-size, 40px);
        --_body: #445;
        --_ink: #fff;
        --_edge: #99a;
        width: var(--_size);
        height: var(--_size);
        vertical-align: middle;
        position: relative;
      }
      ${unsafeCSS(colourRules)}
      .die {
        width: 100%;
        height: 100%;
        border-radius: 18%;
        background: var(--_body);
        border: 2px solid var(--_edge);
        display: grid;
        grid-template: repeat(3, 1fr) / repeat(3, 1fr);
        padding: 14%;
        box-shadow: 0 0 6px color-mix(in srgb, var(--_edge) 45%, transparent);
      }
      .pip {
        place-self: center;
        width: 62%;
        height: 62%;
        border-radius: 50%;
        background: var(--_ink);
        visibility: hidden;
      }
      .pip.on {
        visibility: visible;
      }
      .letter {
        position: absolute;
        left: -5px;
        top: -5px;
        min-width: 1.35em;
        padding: 0 0.15em;
        border-radius: 0.35em;
        background: var(--_body);
        border: 1px solid var(--_edge);
        font: 700 calc(var(--_size) * 0.3) / 1.3 var(--_mono);
        text-align: center;
        color: var(--_ink);
      }
      .count {
        position: absolute;
        right: -6px;
        bottom: -6px;
        min-width: 1.5em;
        padding: 0 0.25em;
        border-radius: 1em;
        background: var(--_text);
        color: var(--_bg);
        font: 700 calc(var(--_size) * 0.34) / 1.5 var(--_font);
        text-align: center;
        border: 1px solid var(--_bg);
      }
    `,
  ];

  constructor() {
    super();
    this.face = 0;
    this.colour = '';
    this.letter = '';
    this.count = 1;
    this.label = '';
  }

  override updated(): void {
    if (this.label) {
      this.setAttribute('role', 'img');
      this.setAttribute('aria-label', this.label);
      this.removeAttribute('aria-hidden');
    } else {
      this.removeAttribute('role');
      this.removeAttribute('aria-label');
      this.setAttribute('aria-hidden', 'true');
    }
  }

  override render() {
    const lit = PIPS[this.face - 1] ?? [];
    return html`<div class="die" part="die">
        ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map(
          (i) => html`<span class="pip ${lit.includes(i) ? 'on' : ''}" part="pip"></span>`,
        )}
      </div>
      ${this.letter ? html`<span class="letter" part="letter">${this.letter}</span>` : nothing}
      ${this.count > 1 ? html`<span class="count" part="count">×${this.count}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-die': ArcadeDie;
  }
}
