/**
 * Online play of a two-player element, as a Lit reactive controller: with `server` (the game
 * server's WebSocket URL), `room` (the room's public id) and `join-token` (a seat's token;
 * none: watch as a spectator) the element plays on a @matrix-arcade/server room through
 * Colyseus' client instead of locally. The server holds the game; the element shows the seat's
 * view (`OnlineMirror`) with the same board and words, sends the person's moves, announces the
 * opponent's, and shows the connection ("reconnecting…": it joins again with its token, through
 * any server process, after a lost connection). Hints and the AI of the element are off online
 * against a person (the element is `readonly` for its local controls while online); the empty
 * seat can be given to the server's AI; a finished game offers a rematch with seats swapped.
 */
import { html, type ReactiveController } from 'lit';
import type { Room } from 'colyseus.js';
import { gameOf } from './element-api.js';
import { type ListStart, OnlineMirror, type OnlineView } from './online-mirror.js';
import {
  CLOSE_AI_FAILED,
  CLOSE_MOVED,
  CLOSE_REPLACED,
  newSeatToken,
  onlineClient,
  refusalOf,
  refusalWords,
  refusedWords,
  worthRetrying,
} from './online-client.js';
import { tellView } from './online-news.js';
import { onlineBar } from './online-view.js';
import { onlineWords, registerOnlineWords } from './online-words.js';

import type { OnlineDriver, OnlineHost, OnlineRoom, OnlineStatus } from './online-types.js';

export { newSeatToken } from './online-client.js';
export {
  ONLINE_PROPERTIES,
  type OnlineDriver,
  type OnlineHost,
  type OnlineRoom,
  type OnlineStatus,
} from './online-types.js';

const RETRY_MS = [500, 1000, 2000, 4000, 8000];
/** The seats before the server's first view: this screen holds none, nobody's AI plays. */
const UNSEATED = { seat: null, seats: [] } as const;

export class OnlineController<S> implements ReactiveController {
  status: OnlineStatus = 'off';
  view: OnlineView | null = null;
  /** The last refusal or connection problem, in words. */
  problem = '';
  /** The other seat's token while the friend has not come yet (creator only). */
  invite: string | null = null;
  private connection: Room | null = null;
  private mirror: OnlineMirror<S> | null = null;
  private wanted = '';
  private retries = 0;
  /** The leave started when the element was taken off the page. */
  private leaving: Promise<void> = Promise.resolve();
  /** The turn a move was sent for and not answered yet (the board waits), else null. */
  private sent: number | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: OnlineHost,
    private readonly d: OnlineDriver<S>,
  ) {
    host.server = host.room = host.joinToken = '';
    host.addController(this);
    // The element's seat names, turns and verdict follow the server's seats while online; until
    // the server has said them (connecting, or a join that failed), no seat is "You" or "AI".
    registerOnlineWords(host, () => (this.active ? onlineWords(this.view ?? UNSEATED) : null));
  }

  get active(): boolean {
    return this.status !== 'off';
  }

  get seat(): number | null {
    return this.view?.seat ?? null;
  }

  /** A person may move: connected, this seat to move, no move of theirs on its way. */
  get myTurn(): boolean {
    const v = this.view;
    const mine = v !== null && v.seat !== null && v.toMove === v.seat && this.sent !== v.turn;
    return this.status === 'connected' && mine;
  }

  hostUpdate(): void {
    // An element taken off the page may still finish an update: it must not join again then.
    if (!this.host.isConnected) return;
    const key =
      this.host.server && this.host.room
        ? `${this.host.server}|${this.host.room}|${this.host.joinToken}`
        : '';
    if (key === this.wanted) return;
    this.wanted = key;
    void this.leave();
    if (key) void this.join(false);
  }

  hostDisconnected(): void {
    this.wanted = '';
    this.leaving = this.leave();
  }

  /** Resolves once the connection given up when the element left the page is closed. */
  left(): Promise<void> {
    return this.leaving;
  }

  /** Where the move list starts (online-mirror.ts): 'round' when every move is listed. */
  get listStart(): ListStart {
    return this.mirror?.listStart ?? 'round';
  }

  /** Failed attempts to join again since the connection was lost (0 once joined). */
  get retryCount(): number {
    return this.retries;
  }

  /**
   * Creates a room on `server` for this element's game and takes seat 0. `watch`: anyone with
   * the room's id may watch (off unless asked). A refusal throws its reason in words and leaves
   * the element offline.
   */
  async create(server: string, options: object = {}, watch = false): Promise<OnlineRoom> {
    const token = newSeatToken();
    await this.leave();
    this.status = 'connecting';
    this.host.requestUpdate();
    let room: Room;
    try {
      const body = { token, options, watch };
      room = await onlineClient(server).create(gameOf(this.host).id, body);
    } catch (e) {
      this.status = 'off';
      this.host.requestUpdate();
      throw new Error(refusalWords(e));
    }
    const welcome = await this.attach(room);
    this.wanted = `${server}|${welcome.room}|${token}`;
    this.host.server = server;
    this.host.room = welcome.room;
    this.host.joinToken = token;
    return { room: welcome.room, token, invite: welcome.invite ?? '' };
  }

  /** Sends the person's move (checked again by the server). */
  play(action: number): void {
    if (!this.connection || !this.view || !this.myTurn) return;
    this.sent = this.view.turn;
    this.connection.send('act', { action, turn: this.view.turn });
    this.host.requestUpdate();
  }

  /** Asks the server's AI to take the empty seat. */
  callAi(): void {
    this.connection?.send('ai', {});
  }

  rematch(): void {
    this.connection?.send('rematch', {});
  }

  private async join(again: boolean): Promise<void> {
    const [server, room, token] = this.wanted.split('|');
    const key = this.wanted;
    this.status = again ? 'reconnecting' : 'connecting';
    this.host.requestUpdate();
    try {
      const options = token ? { room, token } : { room };
      const r = await onlineClient(server ?? '').joinOrCreate(gameOf(this.host).id, options);
      if (key !== this.wanted) {
        void r.leave();
        return;
      }
      // Back after a lost connection: the copy so far is kept when the new views join up with it.
      await this.attach(r, again);
    } catch (e) {
      if (key !== this.wanted) return;
      // A refused token or room will not work on a retry; the network or a busy room may.
      if (refusalOf(e)?.code === 'REPLACED') this.replaced();
      else if (worthRetrying(e)) this.retry();
      else this.fail(refusalWords(e));
    }
  }

  private attach(room: Room, keep = false): Promise<{ room: string; invite: string | null }> {
    this.connection = room;
    if (!keep || !this.mirror) this.mirror = new OnlineMirror<S>(gameOf(this.host));
    this.host.readonly = true;
    return new Promise((resolve) => {
      room.onMessage('welcome', (w: { room: string; invite: string | null }) => {
        this.invite = w.invite;
        this.retries = 0;
        resolve(w);
      });
      room.onMessage('view', (v: OnlineView) => this.onView(v));
      room.onMessage('refused', (r: { code: string; message: string }) => {
        this.sent = null;
        // A move sent as the view of a new turn was arriving: benign, the new view says what to do.
        if (r.code === 'STALE_TURN') return this.host.requestUpdate();
        this.problem = refusedWords(r);
        this.d.announce(this.problem);
        this.host.requestUpdate();
      });
      room.onLeave((code) => {
        if (this.connection !== room) return;
        this.connection = null;
        if (code === CLOSE_REPLACED) this.replaced();
        else if (code === CLOSE_AI_FAILED) {
          this.fail('the server’s AI failed, so the server ended this duel.', 'ended');
        } else if (code === CLOSE_MOVED && this.wanted) {
          // Another process holds the room now: join it there, at once.
          this.retries = 0;
          this.retry(0);
        } else if (code !== 1000 && this.wanted) this.retry();
      });
    });
  }

  private onView(view: OnlineView): void {
    const mirror = this.mirror;
    if (!mirror) return;
    const before = this.view;
    const back = this.status === 'reconnecting';
    this.view = view;
    this.sent = null;
    this.status = 'connected';
    this.problem = '';
    const news = mirror.update(view);
    if (mirror.session) {
      this.d.history.session = mirror.session;
      this.d.changed();
    }
    tellView(this.host, this.d, view, before, news, back);
    this.host.requestUpdate();
  }

  /** Joins again after `now` ms, or the next pause of `RETRY_MS`. */
  private retry(now?: number): void {
    clearTimeout(this.timer);
    if (this.status !== 'reconnecting') this.d.announce('Connection lost: reconnecting…');
    this.status = 'reconnecting';
    this.sent = null;
    this.host.requestUpdate();
    const wait = now ?? RETRY_MS[Math.min(this.retries, RETRY_MS.length - 1)]!;
    this.retries += 1;
    this.timer = setTimeout(() => void this.join(true), wait);
  }

  /** A newer connection (another window) took this seat. */
  private replaced(): void {
    this.status = 'replaced';
    this.problem = 'This seat was taken up in another window.';
    this.host.requestUpdate();
  }

  private fail(message: string, how: 'join' | 'ended' = 'join'): void {
    clearTimeout(this.timer);
    this.status = 'failed';
    this.problem =
      how === 'join' ? `Could not join the online game: ${message}` : `Game stopped: ${message}`;
    this.d.announce(this.problem);
    this.host.requestUpdate();
  }

  private async leave(): Promise<void> {
    clearTimeout(this.timer);
    const c = this.connection;
    this.connection = null;
    this.view = null;
    this.mirror = null;
    this.invite = null;
    if (this.status !== 'off') {
      this.status = 'off';
      this.host.readonly = false;
    }
    if (c) await c.leave(true).catch(() => undefined);
  }

  /** The element's content, below the online bar while online (`online-view.ts`). */
  around(content: unknown): unknown {
    return this.active ? html`${onlineBar(this, this.d)}${content}` : content;
  }
}
