/**
 * `<arcade-move-log>`: the moves so far as a numbered list, newest at the bottom and scrolled
 * into view. Moves taken back by undo (and not replayed) are listed greyed out with "undone"
 * so redo is predictable. Parts: `log`, `entry`, `undone`.
 *
 * The scroll to the newest move waits for the next animation frame, once however many moves
 * came in before it: reading the list's height right after each update forced the browser to
 * lay the page out again mid-task for every move (an AI game at the instant speed, a replay
 * stepped), about a tenth of the page's main-thread time while such a game ran. In the frame,
 * the layout it reads is the one the frame draws anyway.
 */
import { LitElement, css, html } from 'lit';
import type { LogEntry } from '../lib/control-protocol.js';
import { tokens } from '../theme/tokens.js';

export type { LogEntry };

/**
 * `<arcade-move-log>`: see the file comment.
 * @customElement arcade-move-log
 * @csspart log - the list
 * @csspart entry - each move (plus `undone`)
 * @cssprop --arcade-log-height - maximum height before it scrolls (default 12rem)
 */
export class ArcadeMoveLog extends LitElement {
  static override properties = {
    entries: { attribute: false },
    label: { type: String },
  };

  declare entries: readonly LogEntry[];
  declare label: string;

  static override styles = [
    tokens,
    css`
      :host {
        display: block;
      }
      .log {
        max-height: var(--arcade-log-height, 12rem);
        overflow-y: auto;
        margin: 0;
        padding: 0.4rem 0.6rem 0.4rem 2.6rem;
        background: var(--_surface);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        font-size: 0.9rem;
        line-height: 1.45;
      }
      li::marker {
        color: var(--_text-muted);
        font-family: var(--_mono);
      }
      .who {
        color: var(--_accent);
        font-weight: 600;
      }
      .undone {
        color: var(--_text-muted);
        text-decoration: line-through;
      }
      .empty {
        color: var(--_text-muted);
        list-style: none;
        margin-left: -2rem;
      }
    `,
  ];

  constructor() {
    super();
    this.entries = [];
    this.label = 'Moves';
  }

  /** The frame that will scroll to the newest move, if one is asked for. */
  private frame = 0;

  override updated(changed: Map<PropertyKey, unknown>): void {
    if (!changed.has('entries') || this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const log = this.renderRoot.querySelector('.log');
      if (log) log.scrollTop = log.scrollHeight;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  override render() {
    return html`<ol class="log" part="log" aria-label=${this.label} tabindex="0">
      ${this.entries.length === 0 ? html`<li class="empty">No moves yet.</li>` : ''}
      ${this.entries.map(
        (e) => html`<li part="entry ${e.undone ? 'undone' : ''}" class=${e.undone ? 'undone' : ''}>
          ${e.who ? html`<span class="who">${e.who}:</span> ` : ''}${e.text}${e.undone ? ' (undone)' : ''}
        </li>`,
      )}
    </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-move-log': ArcadeMoveLog;
  }
}
