/**
 * "Play a friend online", as a Lit reactive controller of the arcade: a dialog that makes a room
 * for the game on show on a game server (@matrix-arcade/server; its address is the arcade's
 * `online-server` attribute, else port 2567 of the page's host), takes the first seat, and gives
 * the invite link to copy. The invite link is the arcade's address with `game`, `online` (the
 * server), `room` and `seat` (the friend's seat token); opening it joins that seat. The page's
 * own address then holds the creator's seat, so a reload takes the seat back. "Let others
 * watch" (off by default) makes a room anyone with its watch link (no seat) may watch.
 *
 * The online client is loaded when it is needed, not with the arcade: opening the dialog loads
 * the online entry (`src/online/define.ts`, which brings colyseus.js), and so does an online
 * link, before its game is mounted (`ready`: the arcade waits for it).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import { arcadeDialog } from './arcade-panels.js';
import type { AnyGameElement } from './game-mount.js';

export interface OnlineHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly showing: { readonly descriptor: AnyGameDescriptor; readonly el: AnyGameElement | null };
  /** The arcade's address follows its game (`sync-url`): links are read and written. */
  readonly syncUrl: boolean;
}

/** An online seat named by a link: the server, the room and the seat token. */
export interface OnlineLink {
  readonly game: string;
  readonly server: string;
  readonly room: string;
  readonly token: string;
}

/** Reads an online link from an address's query (`?game=…&online=…&room=…&seat=…`), or null. */
export function onlineLinkOf(search: string): OnlineLink | null {
  const q = new URLSearchParams(search);
  const server = q.get('online');
  const room = q.get('room');
  const game = q.get('game');
  if (!server || !room || !game || !/^wss?:\/\//.test(server)) return null;
  return { game, server, room, token: q.get('seat') ?? '' };
}

/** The arcade's address for an online seat (no token: a spectator's link). */
export function onlineLinkHref(base: string, link: OnlineLink): string {
  const url = new URL(base);
  url.search = '';
  const q = new URLSearchParams({ game: link.game, online: link.server, room: link.room });
  if (link.token) q.set('seat', link.token);
  url.search = q.toString();
  return url.href;
}

/** Whether a game can be played online: two seats fit it (its card's or its rules' seats). */
export function playsOnline(players: { readonly min: number; readonly max: number }): boolean {
  return players.min <= 2 && players.max >= 2;
}

/** Loads the online entry (once: the module is kept). */
const loadOnline = () => import('../online/define.js');

export class OnlineDialog implements ReactiveController {
  private pending: OnlineLink | null = null;
  private invite = '';
  /** The spectators' link of a room made with "Let others watch", else ''. */
  private watchLink = '';
  private message = '';
  private copied = false;
  private busy = false;
  /** The online entry loading for an online link, which the arcade waits for; else null. */
  ready: Promise<unknown> | null = null;

  constructor(private readonly host: OnlineHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.pending = this.host.syncUrl ? onlineLinkOf(location.search) : null;
    // Failing to load is said when the seat is taken (the element says it is not loaded).
    if (this.pending) this.ready = loadOnline().catch(() => undefined);
  }

  /** The game element was mounted: an online link of its game joins its seat. */
  mounted(el: AnyGameElement): void {
    const link = this.pending;
    if (!link || el.localName !== `${link.game}-game`) return;
    this.pending = null;
    Object.assign(el, { server: link.server, room: link.room, joinToken: link.token });
  }

  private get server(): string {
    const attr = this.host.getAttribute('online-server');
    return attr || `ws://${location.hostname || '127.0.0.1'}:2567`;
  }

  open(): void {
    this.message = '';
    this.copied = false;
    void loadOnline().catch(() => undefined); // ready by the time "Create a room" is pressed
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      const d = this.host.renderRoot.querySelector<HTMLDialogElement>(
        'dialog[data-dialog="online"]',
      );
      if (d && !d.open) d.showModal();
    });
  }

  private async create(form: HTMLFormElement): Promise<void> {
    const el = this.host.showing.el as
      | (AnyGameElement & {
          createOnline?: (
            s: string,
            o?: object,
            r?: { watch?: boolean },
          ) => Promise<{ room: string; token: string; invite: string }>;
        })
      | null;
    const data = new FormData(form);
    const server = String(data.get('server') ?? '').trim();
    const watch = data.get('watch') === 'on';
    if (!/^wss?:\/\/\S+$/.test(server)) {
      this.message = 'The server address starts with ws:// or wss://, e.g. ws://localhost:2567.';
      this.host.requestUpdate();
      return;
    }
    if (!el?.createOnline) return;
    this.busy = true;
    this.message = 'Making the room…';
    this.host.requestUpdate();
    try {
      this.invite = this.watchLink = '';
      await loadOnline().catch(() => {
        throw new Error('the online client could not be loaded (is the network off?)');
      });
      const made = await el.createOnline(server, undefined, { watch });
      const game = this.host.showing.descriptor.game.id;
      const room = { game, server, room: made.room };
      this.watchLink = watch ? onlineLinkHref(location.href, { ...room, token: '' }) : '';
      this.invite = onlineLinkHref(location.href, { ...room, token: made.invite });
      const mine = onlineLinkHref(location.href, { ...room, token: made.token });
      if (this.host.syncUrl) history.replaceState(history.state, '', mine);
      this.message = `Send the invite link to your friend${
        watch ? ' and the watch link to anyone who may watch' : ''
      }. This page’s address now holds your seat.`;
    } catch (e) {
      this.message = `Could not make the room: ${(e as Error).message || 'the server did not answer'}`;
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.invite);
      this.copied = true;
    } catch {
      this.message = 'Copying was refused: select the link and copy it yourself.';
    }
    this.host.requestUpdate();
  }

  render(): unknown {
    const { descriptor } = this.host.showing;
    if (!playsOnline(descriptor.game.players)) return nothing;
    const submit = (e: Event) => {
      e.preventDefault();
      void this.create(e.target as HTMLFormElement);
    };
    return arcadeDialog(
      'online',
      `Play a friend online: ${descriptor.game.title}`,
      html`<form class="online-form" @submit=${submit}>
        <p>A game server holds the game; each of you plays on your own screen. Hints are off in an
          online game against a person.</p>
        <label>Game server <input name="server" type="url" .value=${this.server} required /></label>
        <label class="check"><input name="watch" type="checkbox" data-watch />
          Let others watch (anyone with the watch link sees the game, not your seat)</label>
        <button type="submit" ?disabled=${this.busy}>Create a room</button>
        ${
          this.invite
            ? html`<label>Invite link <input data-invite readonly .value=${this.invite} /></label>
              <button type="button" data-copy-invite @click=${() => void this.copy()}>
                ${this.copied ? 'Copied' : 'Copy invite link'}
              </button>`
            : nothing
        }
        ${
          this.watchLink
            ? html`<label>Watch link <input data-watch-link readonly .value=${this.watchLink} /></label>`
            : nothing
        }
        <p role="status">${this.message}</p>
      </form>`,
    );
  }
}
