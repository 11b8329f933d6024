/**
 * The server's own matchmaking: what `POST /matchmake/<method>/<game>` does, in place of
 * Colyseus' routes (which take any JSON and drop a caller with `{}` into a stranger's room).
 * `create` makes a new room and nothing else (a token, game options, `watch`); `joinOrCreate`
 * (and `join`) must name the room by its id: it joins the live instance wherever it runs, and
 * only when no process holds the room does a seat's holder bring it back from its snapshot
 * (the room's lease makes that copy the only one). Every refusal is coded; requests and rooms
 * are counted per client address (in Redis when the processes share one, so the limits hold
 * across them).
 */
import { matchMaker } from '@colyseus/core';
import { isRoomId, joinError } from './room-settings.js';
import { OnlineError } from './errors.js';
import { type AddressCounter, type Limits, MinuteCounter } from './limits.js';
import { isToken } from './tokens.js';

/**
 * The counters of rooms and requests per address: shared by the processes in Redis
 * (redis-counter.ts), else this process's own.
 */
export interface MatchCounters {
  readonly rooms: AddressCounter;
  readonly requests: AddressCounter;
}

/** What one process's matchmaking keeps: its games, limits and counters. */
export class Matchmaking {
  private readonly rooms: AddressCounter;
  private readonly requests: AddressCounter;
  /** Restores under way in this process, by `<game>:<room>` (one at a time per room). */
  private readonly restoring = new Map<string, Promise<unknown>>();

  constructor(
    readonly games: ReadonlySet<string>,
    private readonly limits: Limits,
    private readonly leaseMs: number,
    counters?: MatchCounters,
  ) {
    this.rooms = counters?.rooms ?? new MinuteCounter(limits.roomsPerMinute);
    this.requests = counters?.requests ?? new MinuteCounter(limits.requestsPerMinute);
  }

  /** Runs one matchmaking request of `address`; throws a coded `ServerError` when refused. */
  async handle(method: string, game: string, body: unknown, address: string): Promise<unknown> {
    try {
      if (!(await this.requests.take(address))) {
        throw new OnlineError(
          'RATE_LIMITED',
          `at most ${this.limits.requestsPerMinute} matchmaking requests a minute`,
        );
      }
      if (!this.games.has(game))
        throw new OnlineError('BAD_REQUEST', `no game "${game.slice(0, 40)}" here`);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new OnlineError(
          'BAD_REQUEST',
          'the body is a JSON object: { token, options } or { room, token? }',
        );
      }
      const o = body as Record<string, unknown>;
      if (method === 'create') return await this.create(game, o, address);
      if (method === 'joinOrCreate' || method === 'join') return await this.join(game, o);
      throw new OnlineError(
        'BAD_REQUEST',
        `"${method.slice(0, 20)}" is not offered: create or joinOrCreate`,
      );
    } catch (e) {
      throw e instanceof OnlineError ? joinError(e) : e;
    }
  }

  private async create(
    game: string,
    o: Record<string, unknown>,
    address: string,
  ): Promise<unknown> {
    if (o.room !== undefined) {
      throw new OnlineError(
        'BAD_REQUEST',
        'create makes a new room; join a room by its id instead',
      );
    }
    if (!isToken(o.token)) {
      throw new OnlineError(
        'BAD_TOKEN',
        'a new room needs a seat token of 24 base64url characters',
      );
    }
    if (o.watch !== undefined && typeof o.watch !== 'boolean') {
      throw new OnlineError('BAD_REQUEST', 'watch is true (anyone with the id may watch) or false');
    }
    if (!(await this.rooms.take(address))) {
      throw new OnlineError(
        'TOO_MANY_ROOMS',
        `at most ${this.limits.roomsPerMinute} new rooms a minute from one address`,
      );
    }
    const options = { token: o.token, options: o.options ?? {}, watch: o.watch === true };
    return matchMaker.create(game, options);
  }

  private async join(game: string, o: Record<string, unknown>): Promise<unknown> {
    if (!isRoomId(o.room)) {
      throw new OnlineError(
        'BAD_REQUEST',
        'name the room to join: { room: "<its 12-character id>" }',
      );
    }
    if (o.token !== undefined && !isToken(o.token)) {
      throw new OnlineError('BAD_TOKEN', 'a seat token is 24 base64url characters');
    }
    const options = o.token === undefined ? { room: o.room } : { room: o.room, token: o.token };
    const deadline = Date.now() + 2 * this.leaseMs + 8000;
    for (;;) {
      const listing = await matchMaker.findOneRoomAvailable(game, { room: o.room });
      if (listing) {
        let refused: unknown;
        try {
          refused = await matchMaker.remoteRoomCall(listing.roomId, 'admission', [options]);
        } catch {
          refused = null; // its process may be dead: the reservation's health check tells
        }
        if (refused) {
          const r = refused as { code: never; message: string };
          throw new OnlineError(r.code, r.message);
        }
        try {
          return await matchMaker.reserveSeatFor(listing, options, undefined);
        } catch (e) {
          if (!isSeatReservationError(e) || Date.now() > deadline) throw e;
          continue; // a dead process (its rooms are now unlisted) or a room that just closed
        }
      }
      if (options.token === undefined) {
        throw new OnlineError('ROOM_NOT_FOUND', `nobody is playing room "${o.room}" now`);
      }
      try {
        return await matchMaker.reserveSeatFor(
          await this.restore(game, options),
          options,
          undefined,
        );
      } catch (e) {
        const busy = /ROOM_BUSY/.test(String((e as Error).message));
        if (!(busy || isSeatReservationError(e)) || Date.now() > deadline) throw e;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  /** Makes the room again from its snapshot (one restore per room at a time in this process). */
  private async restore(game: string, options: { room: unknown; token?: unknown }): Promise<never> {
    const key = `${game}:${options.room}`;
    const running = this.restoring.get(key);
    if (running) {
      await running.catch(() => {});
      throw new OnlineError('ROOM_BUSY', 'the room is being brought back: join it again');
    }
    const made = matchMaker.createRoom(game, options);
    this.restoring.set(key, made);
    try {
      return (await made) as never;
    } finally {
      this.restoring.delete(key);
    }
  }
}

function isSeatReservationError(e: unknown): boolean {
  return (e as Error)?.constructor?.name === 'SeatReservationError';
}
