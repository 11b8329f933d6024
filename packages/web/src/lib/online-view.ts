/**
 * The online bar of a two-player element, drawn above its board while it plays online (the
 * online controller's view). Its first part (`online`) stays in view while the page scrolls,
 * also on a 390 px phone: the connection in words, the seat this screen holds, whose turn it is
 * from this screen's side ("Your turn", "Opponent's turn"; a spectator's "Player 1 to move"),
 * the rematch at the end, the offer to let the server's AI take an empty seat, and the last
 * refusal or connection problem. Below it (`online-note`, scrolling with the page): the other
 * seat played by the AI, hints off against a person, and where the move list starts when it is
 * not the round's first move (after something hidden was shown, or where this screen joined).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { OnlineBarSource, OnlineStatus } from './online-types.js';
import { onlineRoleWords, onlineTurnWords } from './online-words.js';

const STATUS_WORDS: Record<OnlineStatus, string> = {
  off: '',
  connecting: 'Connecting…',
  connected: 'Online',
  reconnecting: 'Connection lost: reconnecting…',
  replaced: 'Disconnected',
  failed: 'Not connected',
};

/** The bar's own styles: sticky at the top of the page's scroll, on an opaque surface. */
const STYLE = html`<style>
  .online {
    position: sticky;
    top: 0;
    z-index: 20;
    margin: 0 0 0.5rem;
    padding: 0.35rem 0.6rem;
    background: var(--_surface, #0f1729);
    border: 1px solid color-mix(in srgb, var(--_accent, #22e4ff) 45%, transparent);
    border-radius: var(--_radius, 10px);
  }
  .online p, .online-note p { margin: 0.15rem 0; }
  .online [data-online-status='reconnecting'], .online [data-online-status='failed'],
  .online [data-online-status='replaced'] { color: var(--_warn, #ffd23f); }
  .online [data-online-turn='mine'] { color: var(--_accent, #22e4ff); }
  .online-note { margin: 0 0 0.5rem; font-size: 0.9rem; }
</style>`;

/** Whose turn it is, from this screen's side, or the end. */
function turnLine(online: OnlineBarSource): TemplateResult | typeof nothing {
  const v = online.view;
  if (!v || online.status !== 'connected') return nothing;
  if (v.toMove === null) return html` · <strong data-online-turn="over">Game over</strong>`;
  const mine = v.seat !== null && v.toMove === v.seat;
  const words = onlineTurnWords(v, v.toMove).replace(/\.$/, '');
  return html` · <strong data-online-turn=${mine ? 'mine' : 'theirs'}>${words}</strong>`;
}

/** Where the move list starts, when it is not the round's first move. */
function listNote(start: OnlineBarSource['listStart']): TemplateResult | typeof nothing {
  if (start === 'joined')
    return html`<p data-online="joined-late">The moves before this screen joined are not in the move list.</p>`;
  if (start === 'shown')
    return html`<p data-online="list-from-shown">The move list starts where a part of the game hidden until then was shown; the moves before it are not listed.</p>`;
  return nothing;
}

/** The bar for `online`'s state; `d` names the seats. */
export function onlineBar(
  online: OnlineBarSource,
  d: { seatName(seat: number): string },
): TemplateResult | typeof nothing {
  if (!online.active) return nothing;
  const v = online.view;
  const other = v && v.seat !== null ? v.seats[1 - v.seat] : undefined;
  const otherName = d.seatName(1 - (v?.seat ?? 0));
  return html`${STYLE}<div class="online" part="online" role="group" aria-label="Online game">
      <p><strong data-online-status=${online.status}>${STATUS_WORDS[online.status]}</strong>${
        v ? html` · ${onlineRoleWords(v)}` : nothing
      }${turnLine(online)}</p>
      ${
        other && !other.present && !other.ai && v?.toMove !== null && online.status === 'connected'
          ? html`<p>${otherName} is not here.
            <button data-online="ai" @click=${() => online.callAi()}>Let the AI play that seat</button></p>`
          : nothing
      }
      ${
        v?.toMove === null && v.seat !== null && online.status === 'connected'
          ? html`<p><button data-online="rematch" ?disabled=${v.rematch[v.seat]} @click=${() => online.rematch()}>${
              v.rematch[v.seat] ? 'Waiting for the other player…' : 'Rematch (seats swapped)'
            }</button></p>`
          : nothing
      }
      ${online.problem ? html`<p role="alert">${online.problem}</p>` : nothing}
    </div>
    <div class="online-note muted" part="online-note">
      ${other?.ai ? html`<p>The other seat is played by the server’s AI.</p>` : nothing}
      ${other && !other.ai ? html`<p>Hints are off in an online game against a person.</p>` : nothing}
      ${listNote(online.listStart)}
    </div>`;
}
