/**
 * The Colyseus room of one online duel: it wraps a `Duel` (the rules and seats) in the
 * framework's matchmaking, seat reservation and messages, one room type per game.
 *
 * Joining: `create(gameId, { token, options })` makes a room whose seat 0 the creator's token
 * holds; `joinOrCreate(gameId, { room, token? })` enters a room by its public id, with a seat
 * token or as a spectator. When no process has the room any more (its process died, or the room
 * emptied and was disposed), `joinOrCreate` creates it again and `onCreate` restores it from the
 * snapshot store. Messages: `act { action, turn }`, `ai {}`, `rematch {}`; the room sends `view`
 * (that client's `DuelView`), `welcome` (seat and invite) and `refused` (`{ code, message }`).
 */
import { randomBytes } from 'node:crypto';
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import { type Client, Room, ServerError } from '@colyseus/core';
import { Duel } from './duel.js';
import { OnlineError, toRefusal } from './errors.js';
import { DEFAULT_LIMITS, type Limits, RateBucket, messageChars } from './limits.js';
import type { SnapshotStore } from './snapshot-store.js';

/** Public room ids: 72 random bits, base64url. */
export function newRoomId(): string {
  return randomBytes(9).toString('base64url');
}

function isRoomId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{12}$/.test(value);
}

/** The matchmaking error of a refused join (HTTP 4xx with the code at the start of the message). */
function joinError(e: OnlineError): ServerError {
  const status = e.code === 'ROOM_NOT_FOUND' ? 4404 : e.code === 'BAD_TOKEN' ? 4403 : 4400;
  return new ServerError(status, `${e.code}: ${e.message}`);
}

/** What a connection holds: its seat token (null for a spectator) and its rate bucket. */
interface Holder {
  token: string | null;
  bucket: RateBucket;
}

/** What every duel room type shares: the store, the limits, how long the AI waits. */
export interface DuelRoomSettings {
  readonly store: SnapshotStore;
  readonly limits?: Limits;
  /** Milliseconds before the AI's move is played (so people see it come). */
  readonly aiDelayMs?: number;
  /** Called with every duel after each change (tests watch the true state through it). */
  readonly observeDuel?: (duel: Duel) => void;
}

/**
 * What `server.define(gameId, DuelRoom, roomDefaults(descriptor, settings))` gives each room of a
 * game (Colyseus lays these over the client's options, so a client cannot replace them).
 */
export interface DuelRoomDefaults {
  readonly descriptor: AnyGameDescriptor;
  readonly settings: DuelRoomSettings;
}

export function roomDefaults(
  descriptor: AnyGameDescriptor,
  settings: DuelRoomSettings,
): DuelRoomDefaults {
  return { descriptor, settings };
}

/** The room of one duel (one room type a game, told its game by `roomDefaults`). */
export class DuelRoom extends Room {
  duel!: Duel;
  private descriptor!: AnyGameDescriptor;
  private settings!: DuelRoomSettings;
  private limits: Limits = DEFAULT_LIMITS;
  private joined: [boolean, boolean] = [false, false];
  private aiTimer: { clear(): void } | undefined;

  override async onCreate(defaults: DuelRoomDefaults): Promise<void> {
    const options = defaults as DuelRoomDefaults & Record<string, unknown>;
    this.descriptor = options.descriptor;
    this.settings = options.settings;
    this.limits = options.settings.limits ?? DEFAULT_LIMITS;
    const { descriptor, settings, limits } = this;
    this.maxClients = 2 + limits.maxSpectators + 2;
    try {
      if (options.room !== undefined) {
        if (!isRoomId(options.room)) {
          throw new OnlineError('ROOM_NOT_FOUND', 'a room id is 12 base64url characters');
        }
        const json = await settings.store.load(`${descriptor.game.id}:${options.room}`);
        if (json === null) {
          throw new OnlineError(
            'ROOM_NOT_FOUND',
            `there is no room "${options.room}" (or it expired)`,
          );
        }
        this.duel = Duel.restore(descriptor, json);
        this.joined = [true, true];
      } else {
        const gameOptions = options.options ?? {};
        if (typeof gameOptions !== 'object' || gameOptions === null || Array.isArray(gameOptions)) {
          throw new OnlineError('OPTIONS', "options must be an object of the game's options");
        }
        this.duel = Duel.create(
          descriptor,
          newRoomId(),
          gameOptions as Record<string, unknown>,
          options.token as string,
        );
        await this.persist();
      }
    } catch (e) {
      throw joinError(
        e instanceof OnlineError ? e : new OnlineError(toRefusal(e).code, toRefusal(e).message),
      );
    }
    this.listing.room = this.duel.room;
    this.onMessage('act', (client, message) =>
      this.handle(client, message, async (seat) => {
        const m = (message ?? {}) as { action?: unknown; turn?: unknown };
        this.duel.act(seat, m.action, m.turn);
        await this.changed();
      }),
    );
    this.onMessage('ai', (client, message) =>
      this.handle(client, message, async (seat) => {
        this.duel.callAi(seat);
        await this.changed();
      }),
    );
    this.onMessage('rematch', (client, message) =>
      this.handle(client, message, async (seat) => {
        this.duel.voteRematch(seat);
        await this.changed();
      }),
    );
    this.onMessage('*', (client, type, message) =>
      this.handle(
        client,
        message,
        async () => {
          throw new OnlineError(
            'UNKNOWN_MESSAGE',
            `unknown message type "${String(type).slice(0, 40)}"; allowed: act, ai, rematch`,
          );
        },
        true,
      ),
    );
  }

  override onAuth(_client: Client, options: Record<string, unknown>): Holder {
    const bucket = new RateBucket(this.limits.burst, this.limits.perSecond);
    if (options.token !== undefined) {
      const seat = this.duel.seatOf(options.token);
      if (seat === null)
        throw joinError(new OnlineError('BAD_TOKEN', 'this token holds no seat in this room'));
      return { token: options.token as string, bucket };
    }
    if (!this.duel.spectatable()) {
      throw joinError(
        new OnlineError(
          'SPECTATE_UNAVAILABLE',
          'this game hides information from each seat, so it has no public view',
        ),
      );
    }
    const spectators = this.clients.filter((c) => (c.auth as Holder).token === null).length;
    if (spectators >= this.limits.maxSpectators) {
      throw joinError(
        new OnlineError('SEAT_OCCUPIED', `a room admits ${this.limits.maxSpectators} spectators`),
      );
    }
    return { token: null, bucket };
  }

  override async onJoin(client: Client): Promise<void> {
    const seat = this.seatOf(client);
    if (seat !== null) {
      // A reload or a second tab takes the seat back: the older connection is closed.
      for (const other of this.clients) {
        if (other !== client && this.seatOf(other) === seat) other.leave(4001);
      }
      this.duel.setPresent(seat, 1);
      this.joined[seat] = true;
    }
    const invite = seat !== null && !this.joined[1 - seat] ? this.duel.tokenOf(1 - seat) : null;
    client.send('welcome', { room: this.duel.room, game: this.descriptor.game.id, seat, invite });
    this.broadcastViews();
    this.scheduleAi();
  }

  override onLeave(client: Client): void {
    const seat = this.seatOf(client);
    if (seat !== null) this.duel.setPresent(seat, -1);
    this.broadcastViews();
  }

  override onDispose(): void {
    this.aiTimer?.clear();
  }

  private async handle(
    client: Client,
    message: unknown,
    run: (seat: number) => Promise<void>,
    anyone = false,
  ): Promise<void> {
    const auth = client.auth as Holder;
    const seat = this.seatOf(client);
    try {
      if (!auth.bucket.take())
        throw new OnlineError('RATE_LIMITED', `at most ${this.limits.perSecond} messages a second`);
      if (messageChars(message) > this.limits.maxMessageChars) {
        throw new OnlineError(
          'TOO_LARGE',
          `a message is at most ${this.limits.maxMessageChars} characters of JSON`,
        );
      }
      if (seat === null && !anyone) {
        throw new OnlineError('NOT_SEATED', 'spectators watch; only a seat can play');
      }
      await run(seat ?? -1);
    } catch (e) {
      this.refuse(client, e);
    }
  }

  /** The seat a connection plays now (its token's seat: a rematch swaps them). */
  private seatOf(client: Client): number | null {
    const { token } = client.auth as Holder;
    return token === null ? null : this.duel.seatOf(token);
  }

  private refuse(client: Client, e: unknown): void {
    client.send('refused', toRefusal(e));
  }

  /** After a change: snapshot first (so nothing shown is lost), then tell everyone. */
  private async changed(): Promise<void> {
    await this.persist();
    this.broadcastViews();
    this.scheduleAi();
  }

  private async persist(): Promise<void> {
    await this.settings.store.save(
      `${this.descriptor.game.id}:${this.duel.room}`,
      this.duel.snapshot(),
    );
  }

  private broadcastViews(): void {
    this.settings.observeDuel?.(this.duel);
    for (const client of this.clients) {
      client.send('view', this.duel.view(this.seatOf(client)));
    }
  }

  private scheduleAi(): void {
    const seat = this.duel.toMove();
    if (seat === null || !this.duel.isAi(seat) || this.aiTimer) return;
    this.aiTimer = this.clock.setTimeout(() => {
      this.aiTimer = undefined;
      const turn = this.duel.turn;
      try {
        this.duel.playAi(seat);
      } catch {
        return;
      }
      if (this.duel.turn !== turn) void this.changed();
    }, this.settings.aiDelayMs ?? 400);
  }
}
