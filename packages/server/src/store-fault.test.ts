/**
 * Write-ahead moves against the real Redis going away: a move sent while Redis is down is
 * refused `STORE_UNAVAILABLE` and changes nothing (the server's duel, what anyone was shown);
 * when Redis is back both players are sent the true view without asking, and the game goes on
 * with no move lost. With AOF persistence a restarted Redis keeps every acknowledged move; one
 * restarted without persistence has lost the room, and the room's owner stores it again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Duel } from './duel.js';
import { freePort, type RedisProcess, startRedis, stop } from './processes.js';
import { RedisRoomStore } from './redis-room-store.js';
import { type GameServer, startGameServer } from './server.js';
import {
  clientFor,
  createRoom,
  joinRoom,
  type Recorded,
  roomGone,
  TEST_LIMITS,
  token,
} from './test-kit.test-util.js';

const dir = mkdtempSync(join(tmpdir(), 'duel-aof-'));
let port: number;
let redis: RedisProcess | undefined;
let server: GameServer;
const duels = new Map<string, Duel>();
beforeAll(async () => {
  port = await freePort();
  redis = await startRedis({ port, aofDir: dir });
  server = await startGameServer({
    port: 0,
    redis: redis.url,
    limits: TEST_LIMITS,
    observeDuel: (duel) => duels.set(duel.room, duel),
    log: () => {},
  });
});
afterAll(async () => {
  await server?.close();
  if (redis) await stop(redis.child);
  rmSync(dir, { recursive: true, force: true });
});

async function storedTurn(room: string): Promise<number | undefined> {
  const store = new RedisRoomStore(`redis://127.0.0.1:${port}`);
  try {
    await store.ready();
    const s = (await store.load(`dice-matrix:${room}`)) as { turn: number } | null;
    return s?.turn;
  } finally {
    await store.close();
  }
}

/** One move by whoever is to move; resolves once both have seen it. */
async function move(host: Recorded, guest: Recorded): Promise<number> {
  const v = host.last!;
  const mover = v.toMove === 0 ? host : guest;
  const mv = mover.last!;
  mover.room.send('act', { action: mv.legal[0], turn: mv.turn });
  await Promise.all([host.viewAt(mv.turn + 1), guest.viewAt(mv.turn + 1)]);
  return mv.turn + 1;
}

async function outage(aof: boolean, host: Recorded, guest: Recorded, room: string) {
  await stop(redis!.child);
  redis = undefined;
  const v = host.last!;
  const mover = v.toMove === 0 ? host : guest;
  const mv = mover.last!;
  const before = JSON.stringify(duels.get(room)!.snapshot());
  const views = [host.views.length, guest.views.length];
  const count = mover.refusals.length;
  mover.room.send('act', { action: mv.legal[0], turn: mv.turn });
  expect((await mover.nextRefusal(count)).code).toBe('STORE_UNAVAILABLE');
  expect(JSON.stringify(duels.get(room)!.snapshot())).toBe(before);
  expect([host.views.length, guest.views.length]).toEqual(views);
  redis = await startRedis(aof ? { port, aofDir: dir } : { port });
  // Both are resynced without asking: a new view of the same turn.
  await host.until(() => host.views.length > views[0]!, 'the resync view');
  await guest.until(() => guest.views.length > views[1]!, 'the resync view');
  expect(host.last!.turn).toBe(mv.turn);
  expect(guest.last!.turn).toBe(mv.turn);
  expect(await storedTurn(room)).toBe(mv.turn);
  expect(await move(host, guest)).toBe(mv.turn + 1);
  expect(await storedTurn(room)).toBe(mv.turn + 1);
}

describe('the store fails mid-game', () => {
  it('refuses a move while Redis is down, changes nothing, resyncs both when it is back (AOF)', async () => {
    const { host, room, invite } = await createRoom(server.port, 'dice-matrix');
    const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
    await host.until(() => host.last?.seats.every((s) => s.present), 'both seated');
    await move(host, guest);
    await outage(true, host, guest, room);
    // Redis restarted without its data: the room is stored again by its owner.
    await outage(false, host, guest, room);
    // The room is listed again: a join finds the live room (no copy is made).
    const watcher = await joinRoom(server.port, 'dice-matrix', room);
    expect(watcher.last!.turn).toBe(host.last!.turn);
    await watcher.room.leave();
    for (const r of [host, guest]) await r.room.leave();
  });

  it('writes nothing to the store for a guessed room id or token', async () => {
    const r = new Redis(redis!.url);
    // The rooms' keys (the per-address request counters, matrix-arcade:rate:*, count any request).
    const keys = async () =>
      (await r.keys('matrix-arcade:*')).filter((k) => !k.startsWith('matrix-arcade:rate:')).sort();
    try {
      const { host, room } = await createRoom(server.port, 'dice-matrix');
      await host.room.leave();
      // The room empties and is disposed: nobody holds it now.
      await roomGone('dice-matrix', room);
      const before = await keys();
      const c = clientFor(server.port);
      await expect(
        c.joinOrCreate('dice-matrix', { room: 'AAAAAAAAAAAA', token: token() }),
      ).rejects.toThrow(/ROOM_NOT_FOUND/);
      await expect(c.joinOrCreate('dice-matrix', { room, token: token() })).rejects.toThrow(
        /BAD_TOKEN/,
      );
      expect(await keys()).toEqual(before);
    } finally {
      r.disconnect();
    }
  });
});
