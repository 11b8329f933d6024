/**
 * `<arcade-thinking>`: shows that the engine is searching, as a pulsing bar and the words given
 * in `label` ("Player 2 (AI) is thinking…"). Hidden when `active` is false. The motion stops
 * under `prefers-reduced-motion`; the words stay. Part: `indicator`.
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
  };

  declare active: boolean;
  declare label: string;

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
  }

  override render() {
    if (!this.active) return nothing;
    return html`<span class="indicator" part="indicator"
      ><span class="bar" aria-hidden="true"></span>${this.label}</span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-thinking': ArcadeThinking;
  }
}
