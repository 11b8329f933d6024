/**
 * Helpers for the server's tests: a server on a throwaway real Redis, real colyseus.js clients
 * over real WebSockets, a recorder of every message a client receives, and waits on views.
 */
import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll } from 'vitest';
import type { DuelView } from './duel.js';
import { Recorded } from './probe-client.js';
import { freePort, type RedisProcess, startRedis, stop } from './processes.js';
import { type GameServer, type GameServerOptions, startGameServer } from './server.js';

export { Recorded, type Welcome } from './probe-client.js';

export function clientFor(port: number): Client {
  return new Client(`ws://127.0.0.1:${port}`);
}

export function token(): string {
  return randomBytes(18).toString('base64url');
}

/** Limits for test servers: the rate and room limits out of the way (their own tests check them). */
export const TEST_LIMITS = {
  burst: 10_000,
  perSecond: 10_000,
  roomsPerMinute: 10_000,
  requestsPerMinute: 100_000,
} as const;

/**
 * A game server on a throwaway real Redis for a test file: started before its tests (the AI at
 * once, `TEST_LIMITS`, no log, and `extra` options), stopped with its Redis after them. Read
 * `port` in a test.
 */
export function serverOnRedis(extra: GameServerOptions = {}): { readonly port: number } {
  let redis: RedisProcess | undefined;
  let server: GameServer | undefined;
  beforeAll(async () => {
    redis = await startRedis({ port: await freePort() });
    server = await startGameServer({
      port: 0,
      redis: redis.url,
      aiDelayMs: 0,
      limits: TEST_LIMITS,
      log: () => {},
      ...extra,
    });
  });
  afterAll(async () => {
    await server?.close();
    if (redis) await stop(redis.child);
  });
  return {
    get port() {
      return server!.port;
    },
  };
}

/** Creates a room as seat 0 (open to watchers unless `watch` is false); returns the recorded room and the invite token. */
export async function createRoom(
  port: number,
  game: string,
  options: Record<string, unknown> = {},
  watch = true,
): Promise<{ host: Recorded; room: string; hostToken: string; invite: string }> {
  const hostToken = token();
  const host = new Recorded(
    await clientFor(port).create(game, { token: hostToken, options, watch }),
  );
  const welcome = await host.until(() => host.welcome, 'welcome');
  return { host, room: welcome.room, hostToken, invite: welcome.invite! };
}

export async function joinRoom(
  port: number,
  game: string,
  room: string,
  seatToken?: string,
): Promise<Recorded> {
  const options = seatToken === undefined ? { room } : { room, token: seatToken };
  const r = new Recorded(await clientFor(port).joinOrCreate(game, options));
  await r.until(() => r.welcome && r.last, 'welcome and view');
  return r;
}

/**
 * Plays until the end: whoever of `players` is to move plays a legal action picked by `pick`;
 * a seat none of them holds (the AI's) is waited for. A refused move fails the test.
 */
export async function playToEnd(
  players: readonly Recorded[],
  pick: (legal: readonly number[], turn: number) => number = (legal, turn) =>
    legal[turn % legal.length]!,
  maxMoves = 5000,
): Promise<DuelView> {
  for (let i = 0; i < maxMoves; i++) {
    const turn = Math.max(...players.map((p) => p.last!.turn));
    const fresh = await Promise.all(players.map((p) => p.viewAt(turn)));
    const v = fresh[0]!;
    if (v.toMove === null) return v;
    const mover = players.find((p) => p.last!.seat === v.toMove);
    if (mover) {
      const mv = mover.last!;
      const refused = mover.refusals.length;
      mover.room.send('act', { action: pick(mv.legal, mv.turn), turn: mv.turn });
      await mover.until(
        () => {
          if (mover.refusals.length > refused)
            throw new Error(`refused: ${JSON.stringify(mover.refusals[refused])}`);
          return mover.last!.turn > mv.turn;
        },
        `turn ${mv.turn + 1}`,
      );
    }
    await Promise.all(players.map((p) => p.viewAt(turn + 1)));
  }
  throw new Error('the game did not end');
}

/**
 * Resolves once this process's matchmaker no longer lists the room (its last client left and it
 * was disposed). Polls, since Colyseus has no event for it; the test's guard bounds the wait.
 */
export async function roomGone(game: string, room: string): Promise<void> {
  while ((await matchMaker.query({ name: game, room } as never)).length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
