/**
 * `<arcade-thinking>`: shows that the engine is searching, as a bar and the words given in
 * `label` ("Player 2 (AI) is thinking…"). Until the search reports how far it has got the bar
 * pulses; once `progress` (0 to 1) is set it fills to that share and the words end with the
 * percentage ("… 42%"), and the indicator is a `role="progressbar"` with `aria-valuenow`, so
 * assistive technology can read it too. Hidden when `active` is false. The motion stops under
 * `prefers-reduced-motion`; the words stay. Part: `indicator`.
 */
import { LitElement, css, html, nothing } from 'lit';
import { tokens } from '../theme/tokens.js';

/**
 * `<arcade-thinking>`: see the file comment.
 * @customElement arcade-thinking
 * @csspart indicator - the bar and words
 */
export class ArcadeThinking extends LitElement {
  static override properties = {
    active: { type: Boolean, reflect: true },
    label: { type: String },
    progress: { type: Number },
  };

  declare active: boolean;
  declare label: string;
  /** How far the search has got, from 0 to 1, or null while unknown (the bar pulses). */
  declare progress: number | null;

  static override styles = [
    tokens,
    css`
      :host {
        display: inline-block;
        min-height: 1.5em;
      }
      .indicator {
        display: inline-flex;
        align-items: center;
        gap: 0.5em;
        color: var(--_accent);
        font-size: 0.95rem;
      }
      .bar {
        width: 2.5em;
        height: 0.45em;
        border-radius: 1em;
        background: linear-gradient(90deg, var(--_accent), var(--_accent-alt), var(--_accent));
        background-size: 200% 100%;
        animation: slide 1.1s linear infinite;
      }
      .bar.determinate {
        position: relative;
        overflow: hidden;
        width: 5em;
        animation: none;
        background: color-mix(in srgb, var(--_accent) 25%, transparent);
      }
      .fill {
        position: absolute;
        inset: 0 auto 0 0;
        border-radius: inherit;
        background: var(--_accent);
        transition: width 0.1s linear;
      }
      .percent {
        font-variant-numeric: tabular-nums;
      }
      @keyframes slide {
        from {
          background-position: 0 0;
        }
        to {
          background-position: -200% 0;
        }
      }
    `,
  ];

  constructor() {
    super();
    this.active = false;
    this.label = 'Thinking…';
    this.progress = null;
  }

  /** The progress as a whole percentage, or null while unknown (or not a number). */
  get percent(): number | null {
    const p = this.progress;
    if (p === null || p === undefined || !Number.isFinite(p)) return null;
    return Math.round(100 * Math.min(1, Math.max(0, p)));
  }

  override render() {
    if (!this.active) return nothing;
    const percent = this.percent;
    if (percent === null) {
      return html`<span class="indicator" part="indicator"
        ><span class="bar" aria-hidden="true"></span>${this.label}</span
      >`;
    }
    return html`<span
      class="indicator"
      part="indicator"
      role="progressbar"
      aria-label=${this.label}
      aria-valuemin="0"
      aria-valuemax="100"
      aria-valuenow=${percent}
      aria-valuetext=${`${percent}%`}
      ><span class="bar determinate" aria-hidden="true"
        ><span class="fill" style=${`width: ${percent}%`}></span></span
      >${this.label} <span class="percent">${percent}%</span></span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-thinking': ArcadeThinking;
  }
}
