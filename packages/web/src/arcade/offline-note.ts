/**
 * The arcade says when it is offline, as a Lit reactive controller: while the browser reports no
 * network (`navigator.onLine`, its `online` and `offline` events), a line under the top bar says
 * so and what still works: the games opened before (on a site with the arcade's service worker)
 * with their hints and reviews; not online play, nor a game never opened.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';

export class OfflineNote implements ReactiveController {
  private offline = false;
  private readonly changed = () => {
    this.offline = !navigator.onLine;
    this.host.requestUpdate();
  };

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.offline = !navigator.onLine;
    addEventListener('online', this.changed);
    addEventListener('offline', this.changed);
  }

  hostDisconnected(): void {
    removeEventListener('online', this.changed);
    removeEventListener('offline', this.changed);
  }

  render(): unknown {
    if (!this.offline) return nothing;
    return html`<p class="offline-note" role="status" data-offline>
      <strong>Offline.</strong> The games you opened before still play, with hints and reviews;
      playing a friend online waits for the network.
    </p>`;
  }
}
