/**
 * `<matrix-overload-spot>`: one spot of the MATR1X ØVERLØAD board, drawn inside a board-grid
 * cell (whose label says it in words, so this is decorative): a stack's top card with its depth
 * (×3 and cards drawn behind), a royal with its health and its ICE offset below, a dead royal
 * face down with ☠, preventative ICE at a free position, and the mark of what the previewed play
 * does here (☠ killed, ✗ survives, ↯ part of the overload, ❄ ICE, + a royal arrives; in an
 * edition, ↺ revived, ⇄ swapped, ⟲ sent under the deck), and ⊘ on a stack that takes no
 * program (an edition's blocking card on top). Its text
 * reads as `spotText` (`board.ts`) says, words apart, so the cell's name can contain it. A
 * move shows here in motion (`theme/motion.ts`, none under reduced motion): the played card
 * lands, a royal arrives, a killed royal's grave flashes in, ICE makes the health pulse; the
 * spot of the last move is ringed (`last` attribute).
 */
import { LitElement, type PropertyValues, css, html, nothing } from 'lit';
import { MOVE_MS, play } from '../theme/motion.js';
import { tokens } from '../theme/tokens.js';
import type { SpotView } from './board.js';
import { cardFace } from './card-face.js';
import { chip, chipStyles } from './chip.js';
import { spotMotion } from './spot-motion.js';

const EFFECT_BADGES: Readonly<Record<string, string>> = {
  kill: '☠',
  miss: '✗',
  fire: '↯',
  ice: '❄',
  place: '+',
  revive: '↺',
  swap: '⇄',
  wipe: '⟲',
};

function spotContent(v: SpotView) {
  const badge = v.effect && EFFECT_BADGES[v.effect];
  const fxClass = v.effect ? `fx-${v.effect}` : '';
  const fx = html`${badge ? html`<span class="badge" aria-hidden="true">${badge}</span>` : nothing}`;
  if (v.spot.kind === 'corner') return nothing;
  if (v.spot.kind === 'cell') {
    const n = v.stack.length;
    if (n === 0) return html`<span class="spot cell empty ${fxClass}">0${fx}</span>`;
    return html`<span class="spot cell ${fxClass} ${v.blocked ? 'blocked' : ''}" data-depth=${Math.min(n, 4)}>
      ${chip(v.deck, v.stack[n - 1]!, 'top')} ${n > 1 ? html`<span class="depth" aria-hidden="true">×${n}</span>` : nothing}${v.blocked ? html`<span class="lock" aria-hidden="true">⊘</span>` : nothing}${fx}
    </span>`;
  }
  const ice =
    v.ice.length > 0
      ? html`<span class="pile">${v.ice.map((c) => html`${chip(v.deck, c, 'mini')} `)}</span>`
      : nothing;
  if (v.royal < 0) {
    return html`<span class="spot position free ${fxClass}">${ice}${fx}</span>`;
  }
  if (v.dead) {
    const f = cardFace(v.deck, v.royal);
    return html`<span class="spot position dead ${fxClass}">
      <span class="chip grave" aria-hidden="true"><span class="skull">☠</span><s>${f.text}</s></span>${fx}
    </span>`;
  }
  return html`<span class="spot position royal ${fxClass}">
    ${chip(v.deck, v.royal, 'royal-chip')}
    <span class="health" aria-hidden="true"><span class="hp">hp</span> ${v.health}</span> ${ice}${fx}
  </span>`;
}

/**
 * `<matrix-overload-spot>`: see the file comment. Internal to `<matrix-overload-game>`.
 * @customElement matrix-overload-spot
 */
export class MatrixOverloadSpot extends LitElement {
  static override properties = { view: { attribute: false } };

  declare view: SpotView | null;

  static override styles = [
    tokens,
    chipStyles,
    css`
  :host {
    display: block;
    width: 100%;
    height: 100%;
    --_w: var(--arcade-cell-size, 60px);
  }
  /* Nothing here eases between styles (the reduced-motion rule's short transitions included):
     motion is the explicit animations of a move. */
  * {
    transition-property: none;
  }
  /* The spot that received the last card: a ring until the next move. */
  :host([last]) .spot {
    outline: 3px solid var(--_warn);
    outline-offset: 2px;
  }
  .spot {
    position: relative;
    width: 100%;
    height: 100%;
    display: grid;
    place-items: center;
    border-radius: calc(var(--_radius) * 0.5);
    font-size: calc(var(--_w) * 0.3);
  }
  .cell.empty {
    color: var(--_text-muted);
    font: 600 calc(var(--_w) * 0.24) var(--_mono);
  }
  .chip.top {
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.05em;
    width: 64%;
    height: 74%;
    font-size: calc(var(--_w) * 0.27);
    border-radius: 0.28em;
  }
  .chip.top .suit {
    font-size: 1.1em;
  }
  [data-depth='2'] .chip.top {
    box-shadow: 3px 3px 0 0 #8ea0c2;
    translate: -2px -2px;
  }
  [data-depth='3'] .chip.top {
    box-shadow:
      3px 3px 0 0 #8ea0c2,
      6px 6px 0 0 #5d6f94;
    translate: -3px -3px;
  }
  [data-depth='4'] .chip.top {
    box-shadow:
      3px 3px 0 0 #8ea0c2,
      6px 6px 0 0 #5d6f94,
      9px 9px 0 0 #3e4d6e;
    translate: -4px -4px;
  }
  .depth {
    position: absolute;
    right: 2px;
    bottom: 1px;
    font: 700 calc(var(--_w) * 0.17) / 1 var(--_mono);
    color: var(--_text);
  }
  .royal {
    align-content: center;
    justify-items: center;
    gap: 3px;
  }
  .royal-chip {
    font-size: calc(var(--_w) * 0.26);
    padding: 0.2em 0.25em;
  }
  .health {
    font: 800 calc(var(--_w) * 0.22) / 1 var(--_mono);
    color: var(--_accent);
  }
  .health .hp {
    font-size: 0.6em;
    font-weight: 600;
    color: var(--_text-muted);
  }
  .pile {
    display: flex;
    justify-content: center;
  }
  .chip.mini {
    font-size: calc(var(--_w) * 0.16);
    padding: 0.15em 0.2em;
  }
  .chip.mini + .chip.mini {
    margin-left: -0.35em;
    box-shadow: -1px 0 0 0 #3e4d6e;
  }
  .free {
    align-content: center;
  }
  .chip.grave {
    flex-direction: column;
    align-items: center;
    background: var(--_surface);
    color: var(--_text-muted);
    border: 1px dashed var(--_text-muted);
    font-size: calc(var(--_w) * 0.2);
    padding: 0.15em 0.3em;
    gap: 0.1em;
  }
  .skull {
    font-size: 1.4em;
    line-height: 1;
  }

  /* What the previewed play does: each mark has its own glyph too. */
  .spot.fx-kill {
    outline: 3px solid var(--_bad);
    outline-offset: -3px;
    box-shadow: 0 0 12px color-mix(in srgb, var(--_bad) 70%, transparent);
  }
  .spot.fx-miss {
    outline: 2px dashed var(--_warn);
    outline-offset: -2px;
  }
  .spot.fx-fire {
    outline: 2px solid var(--_accent-alt);
    outline-offset: -2px;
  }
  .spot.fx-ice,
  .spot.fx-place {
    outline: 2px dashed var(--_accent);
    outline-offset: -2px;
  }
  .badge {
    position: absolute;
    left: 2px;
    top: 1px;
    font: 700 calc(var(--_w) * 0.22) / 1 var(--_font);
    color: var(--_accent);
  }
  .spot.fx-revive,
  .spot.fx-swap,
  .spot.fx-wipe {
    outline: 2px dashed var(--_accent-alt);
    outline-offset: -2px;
  }
  /* A stack a knight blocks: ⊘ in the corner and a hatched face. */
  .blocked .chip.top {
    background: repeating-linear-gradient(
      -45deg,
      var(--_face) 0 5px,
      color-mix(in srgb, var(--_bad) 22%, var(--_face)) 5px 7px
    );
  }
  .lock {
    position: absolute;
    right: 2px;
    top: 1px;
    font: 700 calc(var(--_w) * 0.2) / 1 var(--_font);
  }
  .fx-kill .badge {
    color: var(--_bad);
  }
  .fx-miss .badge {
    color: var(--_warn);
  }
  .fx-fire .badge {
    color: var(--_accent-alt);
  }

    `,
  ];

  constructor() {
    super();
    this.view = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('aria-hidden', 'true');
  }

  override render() {
    return this.view ? spotContent(this.view) : nothing;
  }

  /** A move shows here (`spot-motion.ts`): a card lands, a royal arrives, dies or takes ICE. */
  override updated(changed: PropertyValues<this>): void {
    const was = changed.get('view') as SpotView | null | undefined;
    const v = this.view;
    if (!was || !v || was.index !== v.index) return;
    const motion = spotMotion(was, v);
    const target = motion && this.renderRoot.querySelector(motion.part);
    if (motion && target) play(target, motion.keyframes, { duration: MOVE_MS });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'matrix-overload-spot': MatrixOverloadSpot;
  }
}
