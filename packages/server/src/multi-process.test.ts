/**
 * Several processes through Redis (Colyseus' Redis presence and driver, snapshots in Redis): a
 * room created on one process is joined through the other; the process holding the room is
 * killed with SIGKILL mid-game; both players come back through the other process, which makes
 * the room again from its snapshot, and the game goes on from the same state to its end. At
 * every step there is exactly one live instance of the room id: attempts to copy it through the
 * other process (a create naming it, joins with and without tokens) all land in the live one.
 * Real processes: a throwaway redis-server and two `dist/main.js`, all stopped afterwards.
 */
import { Redis } from 'ioredis';
import { newToken } from './tokens.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RedisProcess,
  type ServerProcess,
  startRedis,
  startServerProcess,
  stop,
} from './processes.js';
import { type Recorded, createRoom, joinRoom, playToEnd } from './test-kit.test-util.js';

let redis: RedisProcess;
let a: ServerProcess;
let b: ServerProcess;
let c: ServerProcess | undefined;
beforeAll(async () => {
  redis = await startRedis();
  a = await startServerProcess(redis.url, { RATE_LIMIT: '10000' });
  b = await startServerProcess(redis.url, { RATE_LIMIT: '10000' });
}, 60_000);
afterAll(async () => {
  if (process.env.SERVER_LOGS) for (const p of [a, b]) if (p) console.log(p.output());
  if (c) c.child.kill('SIGCONT');
  for (const p of [a, b, c]) if (p) await stop(p.child);
  if (redis) await stop(redis.child);
});

/** The Colyseus listings of room `id` in Redis (every instance of it any process holds). */
async function listings(id: string): Promise<{ roomId: string; processId: string }[]> {
  const r = new Redis(redis.url);
  try {
    const all = Object.values(await r.hgetall('roomcaches')).map((j) => JSON.parse(j));
    return all.filter((l) => l.room === id);
  } finally {
    r.disconnect();
  }
}

async function post(port: number, method: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/matchmake/${method}/matrix-maze`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { error?: string; room?: { roomId: string; publicAddress: string } };
}

/** `joinRoom`, tried again after 0.5, 1 and 2 s when the network fails (as the client does). */
async function rejoin(port: number, room: string, seatToken: string): Promise<Recorded> {
  for (const wait of [500, 1000, 2000]) {
    try {
      return await joinRoom(port, 'matrix-maze', room, seatToken);
    } catch (e) {
      if (!/socket hang up|ECONNRESET/.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
  return joinRoom(port, 'matrix-maze', room, seatToken);
}

describe('two processes and Redis', () => {
  it('joins through the other process and survives the SIGKILL of the room’s process', async () => {
    const { host, room, hostToken, invite } = await createRoom(a.port, 'matrix-maze');
    // The guest asks process B; B's matchmaker finds the room on A and sends the guest there.
    const guest = await joinRoom(b.port, 'matrix-maze', room, invite);
    expect(guest.welcome?.seat).toBe(1);
    expect(guest.room.roomId).toBe(host.room.roomId);
    // Copies through B: refused, or sent to the live room on A (B gives A's address).
    expect((await post(b.port, 'create', { room })).error).toMatch(/^BAD_REQUEST/);
    expect((await post(b.port, 'create', { room, token: hostToken })).error).toMatch(
      /^BAD_REQUEST/,
    );
    const seen = await post(b.port, 'joinOrCreate', { room });
    expect(seen.room?.roomId).toBe(host.room.roomId);
    expect(seen.room?.publicAddress).toBe(`127.0.0.1:${a.port}`);
    // A guessed token is refused by the room on A, through B, with its code.
    const guessed = await post(b.port, 'joinOrCreate', { room, token: newToken() });
    expect(guessed.error).toMatch(/^BAD_TOKEN/);
    const again = await post(b.port, 'joinOrCreate', { room, token: hostToken });
    expect(again.room?.roomId).toBe(host.room.roomId);
    expect((await listings(room)).length).toBe(1);
    const both = [host, guest];
    const closed: number[] = [];
    for (const r of both) r.room.onLeave((code) => closed.push(code));
    // Play a while.
    for (let i = 0; i < 12; i++) {
      const turn = Math.max(...both.map((p) => p.last!.turn));
      const v = await host.viewAt(turn);
      if (v.toMove === null) break;
      const mover = v.toMove === 0 ? host : guest;
      const mv = await mover.viewAt(turn);
      mover.room.send('act', { action: mv.legal[i % mv.legal.length], turn: mv.turn });
      await Promise.all(both.map((p) => p.viewAt(turn + 1)));
    }
    const before = host.last!;
    expect(before.turn).toBeGreaterThan(5);
    expect(before.toMove).not.toBeNull();

    await stop(a.child, 'SIGKILL');
    // Both were playing on A (the guest too, though it asked B): both lose their connection.
    await host.until(() => closed.length === 2, 'both connections to drop');
    // Both come back through B: the room is made again there from its last snapshot. Like the
    // arcade's client (online-controller.ts, RETRY_MS), a join that fails on the network (not
    // a coded refusal) is tried again: on a loaded machine B's matchmaker, still waiting out
    // A's health check, has hung up such a first request ("socket hang up").
    const [host2, guest2] = await Promise.all([
      rejoin(b.port, room, hostToken),
      rejoin(b.port, room, invite),
    ]);
    expect(host2.welcome?.seat).toBe(0);
    expect(guest2.welcome?.seat).toBe(1);
    // One instance again, on B.
    expect(guest2.room.roomId).toBe(host2.room.roomId);
    const live = await listings(room);
    expect(live.map((l) => l.roomId)).toEqual([host2.room.roomId]);
    const after = host2.last!;
    expect(after.turn).toBe(before.turn);
    expect(after.observation).toEqual(before.observation);
    expect(after.legal).toEqual(before.legal);
    const end = await playToEnd([host2, guest2]);
    expect(end.outcome).not.toBeNull();
    for (const r of [host2, guest2]) await r.room.leave();
  });

  it('fences a paused process: its copy can neither write nor keep players once it wakes', async () => {
    c = await startServerProcess(redis.url, { RATE_LIMIT: '10000' });
    const { host, room, hostToken, invite } = await createRoom(c.port, 'matrix-maze');
    const guest = await joinRoom(c.port, 'matrix-maze', room, invite);
    const closed: number[] = [];
    for (const r of [host, guest]) r.room.onLeave((code) => closed.push(code));
    // The process holding the room stops (a long GC pause, a frozen VM) without dying.
    c.child.kill('SIGSTOP');
    // Its players come back through B: B finds C unhealthy and, once C's lease lapsed,
    // restores the room; the game goes on there.
    const [host2, guest2] = await Promise.all([
      rejoin(b.port, room, hostToken),
      rejoin(b.port, room, invite),
    ]);
    const both = [host2, guest2];
    const v = host2.last!;
    const mover = v.toMove === 0 ? host2 : guest2;
    mover.room.send('act', { action: mover.last!.legal[0], turn: v.turn });
    await Promise.all(both.map((p) => p.viewAt(v.turn + 1)));
    // C wakes: its renewal finds the room owned by B, and its copy closes its players (4002).
    c.child.kill('SIGCONT');
    await host.until(() => closed.length === 2, 'the stale copy to close its connections');
    expect(closed).toEqual([4002, 4002]);
    const live = await listings(room);
    expect(live.map((l) => l.roomId)).toEqual([host2.room.roomId]);
    const r = new Redis(redis.url);
    const stored = JSON.parse((await r.get(`matrix-arcade:duel:matrix-maze:${room}`))!);
    r.disconnect();
    expect(stored.turn).toBe(v.turn + 1);
    for (const p of both) await p.room.leave();
  });
});
