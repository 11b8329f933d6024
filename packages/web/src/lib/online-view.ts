/**
 * The online bar of a two-player element, drawn above its board while it plays online (the
 * online controller's view): who the person plays, the connection in words, the other seat
 * (absent: offer the server's AI; played by the AI: say so), that hints are off against a
 * person, the rematch button at the end, and the last refusal or connection problem.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { OnlineController, OnlineStatus } from './online-controller.js';

const STATUS_WORDS: Record<OnlineStatus, string> = {
  off: '',
  connecting: 'Connecting…',
  connected: 'Online',
  reconnecting: 'Connection lost: reconnecting…',
  replaced: 'Disconnected',
  failed: 'Not connected',
};

/** The bar for `online`'s state; `d` names the seats. */
export function onlineBar(
  online: OnlineController<unknown>,
  d: { seatName(seat: number): string },
): TemplateResult | typeof nothing {
  if (!online.active) return nothing;
  const v = online.view;
  const other = v && v.seat !== null ? v.seats[1 - v.seat] : undefined;
  return html`<div class="online" part="online" role="group" aria-label="Online game">
      <p><strong data-online-status=${online.status}>${STATUS_WORDS[online.status]}</strong>${
        v ? html` · you play ${online.you()}` : nothing
      }</p>
      ${
        other && !other.present && !other.ai && v?.toMove !== null
          ? html`<p>${d.seatName(1 - (v?.seat ?? 0))} is not here.
            <button data-online="ai" @click=${() => online.callAi()}>Let the AI play that seat</button></p>`
          : nothing
      }
      ${other?.ai ? html`<p>${d.seatName(1 - (v?.seat ?? 0))} is played by the server’s AI.</p>` : nothing}
      ${other && !other.ai ? html`<p class="muted">Hints are off in an online game against a person.</p>` : nothing}
      ${
        v?.toMove === null && v.seat !== null
          ? html`<p><button data-online="rematch" ?disabled=${v.rematch[v.seat]} @click=${() => online.rematch()}>${
              v.rematch[v.seat] ? 'Waiting for the other player…' : 'Rematch (seats swapped)'
            }</button></p>`
          : nothing
      }
      ${online.problem ? html`<p role="alert">${online.problem}</p>` : nothing}
    </div>`;
}
