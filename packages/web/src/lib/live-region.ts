/**
 * The live region of a game element, as a Lit reactive controller: the last thing said (a move,
 * a hint, whose turn it is, a new deal), rendered in a polite, atomic `role="status"` region
 * that screen readers read out and eyes do not see. Saying something re-renders the host.
 */
import { type ReactiveController, type ReactiveControllerHost, html } from 'lit';

export class LiveRegionController implements ReactiveController {
  /** What the region says now. */
  text = '';

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Nothing to set up: the element's first render draws everything. */
  hostConnected(): void {}

  /** Says `text` (replacing what was said before). */
  announce(text: string): void {
    this.text = text;
    this.host.requestUpdate();
  }

  /** The region itself, for the host's template. */
  render() {
    return html`<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.text}</div>`;
  }
}
