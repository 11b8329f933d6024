/**
 * `<arcade-die>`: one die drawn with pips, in a colour and with that colour's letter in a corner
 * (colour is never the only signal), optionally with a stack count. Without a `label` it is
 * decorative (hidden from assistive technology, since the cell or button around it speaks);
 * with one it is an image with that label. Parts: `die`, `pip`, `letter`, `count`. A die shows
 * the moves it takes part in (`theme/motion.ts`): added to a board that has already been drawn
 * it drops in, taken from its cell it leaves a fading ghost there (its letter drawn by CSS, so the
 * cell's visible text stays what its name says), and a growing stack pulses; nothing moves when
 * the user asks for less motion.
 */
import { LitElement, type PropertyValues, css, html, nothing, unsafeCSS } from 'lit';
import {
  ARRIVE,
  LEAVE,
  MOVE_MS,
  PULSE,
  addedAfterFirstRender,
  play,
  reducedMotion,
} from '../theme/motion.js';
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
      /* A ghost's letter is drawn, not written: no text of its own joins the cell's visible text
         (whose name says the die now there, or what was taken), while it fades. */
      .letter[data-letter]::before {
        content: attr(data-letter);
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

  /** Where the die is drawn (a board cell): it leaves its ghost there when taken. */
  private place: HTMLElement | null = null;
  /** A ghost left behind by a taken die: it only fades. */
  private isGhost = false;

  constructor() {
    super();
    this.face = 0;
    this.colour = '';
    this.letter = '';
    this.count = 1;
    this.label = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.place = this.parentElement;
    if (!this.isGhost && addedAfterFirstRender(this)) play(this, ARRIVE, { duration: MOVE_MS });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    const place = this.place;
    this.place = null;
    // Taken from a cell that stays (not the whole board going away): fade out where it was.
    if (this.isGhost || !place?.isConnected || reducedMotion()) return;
    const ghost = new (this.constructor as typeof ArcadeDie)();
    ghost.isGhost = true;
    ghost.face = this.face;
    ghost.colour = this.colour;
    ghost.letter = this.letter;
    ghost.setAttribute('data-ghost', '');
    ghost.style.cssText = 'position:absolute;inset:0;margin:auto;pointer-events:none;';
    place.append(ghost);
    const fade = play(ghost, LEAVE, { duration: MOVE_MS, fill: 'forwards' });
    const gone = () => ghost.remove();
    if (fade) fade.finished.then(gone, gone);
    else gone();
  }

  override updated(changed: PropertyValues<this>): void {
    const before = changed.get('count') as number | undefined;
    if (before !== undefined && this.count > before) play(this, PULSE, { duration: MOVE_MS });
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
      ${
        !this.letter
          ? nothing
          : this.isGhost
            ? html`<span class="letter" part="letter" data-letter=${this.letter}></span>`
            : html`<span class="letter" part="letter">${this.letter}</span>`
      }
      ${this.count > 1 ? html`<span class="count" part="count">×${this.count}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-die': ArcadeDie;
  }
}
