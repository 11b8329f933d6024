/**
 * The Colyseus room of one online duel: it wraps a `Duel` (the rules and seats) in the
 * framework's seat reservation and messages, one room type per game. Rooms are made and joined
 * through the server's own matchmaking routes (matchmaking.ts): `create` makes a new room whose
 * seat 0 the creator's token holds; a join names the room by its public id, with a seat token
 * or (when the host allows watching) as a spectator; a room no process holds is restored from
 * its snapshot for a seat holder only. The room owns its id through a lease (room-lease.ts):
 * exactly one live instance per id. A change is stored before it is applied or shown
 * (write-ahead); when the store is away it is refused (`STORE_UNAVAILABLE`) and everyone is
 * resynced once it is back. Messages: `act { action, turn }`, `ai {}`, `rematch {}`; the room
 * sends `view`, `welcome` (seat and invite) and `refused` (`{ code, message }`).
 */
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import { type Client, ClientState, Room } from '@colyseus/core';
import { admission, type JoinOptions, spectatorsOf } from './admission.js';
import { AiTurns } from './ai-turns.js';
import { Duel } from './duel.js';
import { OnlineError } from './errors.js';
import { DEFAULT_LIMITS, type Limits, RateBucket } from './limits.js';
import { installDispatch, type MessageRoute } from './message-guard.js';
import { DEFAULT_LEASE_MS, RoomLease } from './room-lease.js';
import {
  type DuelRoomDefaults,
  type DuelRoomSettings,
  isRoomId,
  joinError,
  newRoomId,
} from './room-settings.js';
import { readSnapshot } from './snapshot.js';
import { isToken } from './tokens.js';
import { WriteAhead } from './write-ahead.js';

/** What a connection holds: its seat token (null for a spectator) and its rate bucket. */
interface Holder {
  token: string | null;
  bucket: RateBucket;
}

/** The room of one duel (one room type a game, told its game by `roomDefaults`). */
export class DuelRoom extends Room {
  duel!: Duel;
  private descriptor!: AnyGameDescriptor;
  private settings!: DuelRoomSettings;
  private limits: Limits = DEFAULT_LIMITS;
  private lease: RoomLease | undefined;
  private joined: [boolean, boolean] = [false, false];
  private aiTurns!: AiTurns;
  private readonly writes = new WriteAhead({
    duel: () => this.duel,
    lease: () => this.lease,
    every: (ms, run) => this.clock.setInterval(run, ms),
    changed: () => {
      this.broadcastViews();
      this.aiTurns.schedule();
    },
    resumed: async () => {
      // A Redis that lost its data lost the room's listing too: list it again.
      await this.listing.save().catch(() => {});
      // Every screen is made whole again: the round from its start.
      this.broadcastViews(true);
      this.aiTurns.schedule();
    },
  });

  override async onCreate(options: DuelRoomDefaults & JoinOptions): Promise<void> {
    this.descriptor = options.descriptor;
    this.settings = options.settings;
    this.limits = options.settings.limits ?? DEFAULT_LIMITS;
    this.setSeatReservationTime(this.limits.reservationSeconds);
    this.aiTurns = new AiTurns({
      duel: () => this.duel,
      choose: this.settings.ai(this.descriptor),
      delayMs: this.settings.aiDelayMs ?? 400,
      later: (ms, run) => this.clock.setTimeout(run, ms),
      change: (mutate) => this.change(mutate),
      failed: (seat, e) => this.aiFailed(seat, e),
    });
    try {
      if (options.room !== undefined) await this.restore(options);
      else await this.start(options);
    } catch (e) {
      await this.lease?.release();
      throw joinError(e);
    }
    this.listing.room = this.duel.room;
    const routes = new Map<string, MessageRoute>([
      [
        'act',
        {
          fields: ['action', 'turn'],
          run: (c, m) =>
            this.seated(c, (seat) =>
              this.change((d) => d.act(seat, field(m, 'action'), field(m, 'turn'))),
            ),
        },
      ],
      ['ai', { fields: [], run: (c) => this.seated(c, (s) => this.change((d) => d.callAi(s))) }],
      [
        'rematch',
        { fields: [], run: (c) => this.seated(c, (s) => this.change((d) => d.voteRematch(s))) },
      ],
    ]);
    installDispatch(this, routes, {
      bucket: (client) => (client.auth as Holder | undefined)?.bucket,
      perSecond: this.limits.perSecond,
      maxMessageChars: this.limits.maxMessageChars,
    });
  }

  /** Who may reserve a seat (called before a reservation, locally or from another process). */
  admission(options: unknown): { code: string; message: string } | null {
    return admission(this.duel, options, spectatorsOf(this.clients), this.limits.maxSpectators);
  }

  /** A refused reservation is never made, and reservations never lock the room. */
  protected override async _reserveSeat(
    sessionId: string,
    joinOptions?: unknown,
    ...rest: unknown[]
  ): Promise<boolean> {
    if (this.lease?.isLost || this.admission(joinOptions) !== null) return false;
    return (super._reserveSeat as (...a: unknown[]) => Promise<boolean>).call(
      this,
      sessionId,
      joinOptions,
      ...rest,
    );
  }

  override onAuth(_client: Client, options: JoinOptions): Holder {
    const refusal = this.admission(options);
    if (refusal) throw joinError(new OnlineError(refusal.code as never, refusal.message));
    const bucket = new RateBucket(this.limits.burst, this.limits.perSecond);
    return { token: typeof options.token === 'string' ? options.token : null, bucket };
  }

  override async onJoin(client: Client): Promise<void> {
    const seat = this.seatOf(client);
    if (seat !== null) {
      // A reload or a second tab takes the seat back: the older connection is closed.
      for (const other of this.clients) {
        if (other !== client && this.seatOf(other) === seat) replaced(other);
      }
      this.duel.setPresent(seat, 1);
      this.joined[seat] = true;
    }
    const invite = seat !== null && !this.joined[1 - seat] ? this.duel.tokenOf(1 - seat) : null;
    client.send('welcome', { room: this.duel.room, game: this.descriptor.game.id, seat, invite });
    // The screen that joins gets the whole round (a late spectator, a reload); the others news.
    this.broadcastViews(client);
    this.aiTurns.schedule();
  }

  override onLeave(client: Client): void {
    const seat = this.seatOf(client);
    if (seat !== null) this.duel.setPresent(seat, -1);
    this.broadcastViews();
  }

  override async onDispose(): Promise<void> {
    this.aiTurns?.stop();
    await this.writes.stop();
    await this.lease?.release();
  }

  private async start(options: DuelRoomDefaults & JoinOptions): Promise<void> {
    const gameOptions = options.options ?? {};
    if (typeof gameOptions !== 'object' || gameOptions === null || Array.isArray(gameOptions)) {
      throw new OnlineError('OPTIONS', "options must be an object of the game's options");
    }
    const duel = Duel.create(
      this.descriptor,
      newRoomId(),
      gameOptions as Record<string, unknown>,
      options.token as string,
      { watch: options.watch === true },
    );
    this.lease = await this.takeLease(duel.room);
    await this.lease.save(duel.snapshot());
    this.duel = duel;
  }

  private async restore(options: JoinOptions): Promise<void> {
    if (!isRoomId(options.room)) {
      throw new OnlineError('ROOM_NOT_FOUND', 'a room id is 12 base64url characters');
    }
    // Checked before the lease is taken, so a guessed id or token costs no write to the store
    // (and no replay of the round: the token is checked on the snapshot as read).
    await this.load(options.room, options.token);
    this.lease = await this.takeLease(options.room);
    // Read again under the lease: the previous owner's last write is the one that counts.
    this.duel = Duel.restore(this.descriptor, await this.load(options.room, options.token));
    this.joined = [true, true];
  }

  /**
   * The room's snapshot, for one of its seat holders only: nobody else makes a copy of it, and
   * the round is replayed (`Duel.restore`) only after the token is found in it.
   */
  private async load(room: string, token: unknown): Promise<unknown> {
    const json = await this.settings.store.load(this.key(room));
    if (json === null) {
      throw new OnlineError('ROOM_NOT_FOUND', `there is no room "${room}" (or it expired)`);
    }
    const s = readSnapshot(json, this.descriptor.game.id);
    if (!isToken(token) || !s.tokens.includes(token)) {
      throw new OnlineError('BAD_TOKEN', 'this token holds no seat in this room');
    }
    if (s.halted !== null) throw new OnlineError('AI_FAILED', s.halted);
    return json;
  }

  private async takeLease(room: string): Promise<RoomLease> {
    const lease = await RoomLease.take(
      this.settings.store,
      this.key(room),
      this.settings.leaseMs ?? DEFAULT_LEASE_MS,
      () => {
        // Another instance owns the room now: its players reconnect and find that one.
        this.log(`room ${room}: another process took the room; this copy closes`);
        void this.disconnect(4002);
      },
    );
    // Back from a store outage (maybe a Redis that lost its data): store the duel again.
    lease.onResumed = () => this.writes.resyncLater();
    return lease;
  }

  private key(room: string): string {
    return `${this.descriptor.game.id}:${room}`;
  }

  private seated(client: Client, run: (seat: number) => Promise<void>): Promise<void> {
    const seat = this.seatOf(client);
    if (seat === null)
      throw new OnlineError('NOT_SEATED', 'spectators watch; only a seat can play');
    return run(seat);
  }

  private change(mutate: (next: Duel) => void): Promise<void> {
    return this.writes.change(mutate);
  }

  /** The seat a connection plays now (its token's seat: a rematch swaps them). */
  private seatOf(client: Client): number | null {
    const token = (client.auth as Holder | undefined)?.token ?? null;
    return token === null ? null : this.duel.seatOf(token);
  }

  /** Sends every client its view; `whole`: every client, or the one given, gets the round's moves. */
  private broadcastViews(whole: boolean | Client = false): void {
    this.settings.observeDuel?.(this.duel);
    for (const client of this.clients) {
      const all = whole === true || whole === client;
      client.send('view', this.duel.view(this.seatOf(client), all));
    }
  }

  /** The AI failed: the duel ends with `AI_FAILED`, said to everyone and logged. */
  private async aiFailed(seat: number, e: unknown): Promise<void> {
    const reason = `the AI playing seat ${seat + 1} failed, so this duel has ended`;
    this.log(`room ${this.duel.room}: AI_FAILED in seat ${seat + 1}: ${(e as Error)?.stack ?? e}`);
    this.aiTurns.stop();
    await this.change((d) => {
      d.halted = reason;
    }).catch(() => {});
    for (const c of this.clients) c.send('refused', { code: 'AI_FAILED', message: reason });
    await this.disconnect(4500);
  }

  private log(line: string): void {
    (this.settings.log ?? ((l: string) => console.error(`[matrix-arcade-server] ${l}`)))(line);
  }
}

/**
 * Closes a connection whose seat a newer one took (code 4001). One still joining is told why
 * first (`REPLACED`): its client's join would otherwise wait for an answer that never comes.
 */
function replaced(other: Client): void {
  if (other.state === ClientState.JOINING) {
    other.error(4001, 'REPLACED: this seat was taken up in another window');
  }
  other.leave(4001);
}

function field(message: unknown, key: string): unknown {
  return typeof message === 'object' && message !== null && Object.hasOwn(message, key)
    ? (message as Record<string, unknown>)[key]
    : undefined;
}
