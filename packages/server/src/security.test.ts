/**
 * Bad input, over real WebSockets: a client acts only for its own seat, only on its turn, only
 * with a legal action; anything else is refused with a code and changes nothing (the server's
 * snapshot of the duel is compared before and after). Unknown message types, oversized and
 * too-frequent messages are refused; a token opens only its own room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Duel } from './duel.js';
import { DEFAULT_LIMITS } from './limits.js';
import { type GameServer, startGameServer } from './server.js';
import { clientFor, createRoom, joinRoom, type Recorded, token } from './test-kit.test-util.js';

let server: GameServer;
const duels = new Map<string, Duel>();
beforeAll(async () => {
  server = await startGameServer({
    port: 0,
    limits: { roomsPerMinute: 10_000, requestsPerMinute: 100_000 },
    observeDuel: (duel) => duels.set(duel.room, duel),
  });
});
afterAll(async () => {
  await server.close();
});

/** Sends `message` and expects a refusal with `code`, the duel unchanged and no new view. */
async function refused(
  r: Recorded,
  room: string,
  type: string,
  message: unknown,
  code: string,
): Promise<void> {
  const before = JSON.stringify(duels.get(room)!.snapshot());
  const views = r.views.length;
  const count = r.refusals.length;
  r.room.send(type, message);
  const refusal = await r.nextRefusal(count);
  expect(refusal.code).toBe(code);
  expect(refusal.message.length).toBeGreaterThan(10);
  expect(JSON.stringify(duels.get(room)!.snapshot())).toBe(before);
  expect(r.views.length).toBe(views);
}

describe('refusals', () => {
  it('refuses moves out of turn, illegal, stale, malformed, from spectators, and unknown types', async () => {
    const { host, room, invite } = await createRoom(server.port, 'dice-matrix');
    const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
    const watcher = await joinRoom(server.port, 'dice-matrix', room);
    const v = await host.viewAt(0);
    const [mover, waiter] = v.toMove === 0 ? [host, guest] : [guest, host];
    const mv = await mover.viewAt(0);
    const illegal = [...Array(2000).keys()].find((a) => !mv.legal.includes(a))!;
    await refused(waiter, room, 'act', { action: mv.legal[0], turn: mv.turn }, 'NOT_YOUR_TURN');
    await refused(mover, room, 'act', { action: illegal, turn: mv.turn }, 'ILLEGAL_ACTION');
    await refused(mover, room, 'act', { action: -5, turn: mv.turn }, 'ILLEGAL_ACTION');
    await refused(mover, room, 'act', { action: mv.legal[0], turn: mv.turn + 3 }, 'STALE_TURN');
    await refused(mover, room, 'act', { action: '3', turn: mv.turn }, 'BAD_MESSAGE');
    await refused(mover, room, 'act', null, 'BAD_MESSAGE');
    await refused(watcher, room, 'act', { action: mv.legal[0], turn: mv.turn }, 'NOT_SEATED');
    await refused(watcher, room, 'ai', {}, 'NOT_SEATED');
    await refused(mover, room, 'rematch', {}, 'GAME_NOT_OVER');
    await refused(mover, room, 'ai', {}, 'SEAT_OCCUPIED');
    await refused(mover, room, 'cheat', { seat: 1 }, 'UNKNOWN_MESSAGE');
    await refused(
      mover,
      room,
      'act',
      { action: mv.legal[0], turn: mv.turn, pad: 'x'.repeat(400) },
      'TOO_LARGE',
    );
    // After all that, the right move still plays.
    mover.room.send('act', { action: mv.legal[0], turn: mv.turn });
    expect((await waiter.viewAt(mv.turn + 1)).moves[0]?.action).toBe(mv.legal[0]);
    for (const r of [host, guest, watcher]) await r.room.leave();
  });

  it('limits the rate of messages per client', async () => {
    const { host, room } = await createRoom(server.port, 'dice-matrix');
    const before = JSON.stringify(duels.get(room)!.snapshot());
    for (let i = 0; i < DEFAULT_LIMITS.burst + 10; i++) host.room.send('ai-please', {});
    await host.until(() => host.refusals.length >= DEFAULT_LIMITS.burst + 10, 'every refusal');
    const codes = host.refusals.map((r) => r.code);
    // The burst is served (a refill of a token or two while they arrive is allowed); the rest is
    // refused for its rate. (Refusals of the two kinds may arrive interleaved.)
    const served = codes.filter((c) => c === 'UNKNOWN_MESSAGE').length;
    expect(served).toBeGreaterThanOrEqual(DEFAULT_LIMITS.burst);
    expect(served).toBeLessThanOrEqual(DEFAULT_LIMITS.burst + 2);
    expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBe(codes.length - served);
    expect(JSON.stringify(duels.get(room)!.snapshot())).toBe(before);
    await host.room.leave();
  });

  it('opens a room only with its own tokens', async () => {
    const a = await createRoom(server.port, 'dice-matrix');
    const b = await createRoom(server.port, 'dice-matrix');
    const c = clientFor(server.port);
    await expect(c.joinOrCreate('dice-matrix', { room: b.room, token: a.invite })).rejects.toThrow(
      /BAD_TOKEN/,
    );
    await expect(
      c.joinOrCreate('dice-matrix', { room: b.room, token: a.hostToken }),
    ).rejects.toThrow(/BAD_TOKEN/);
    await expect(c.joinOrCreate('dice-matrix', { room: b.room, token: token() })).rejects.toThrow(
      /BAD_TOKEN/,
    );
    await expect(c.joinOrCreate('dice-matrix', { room: b.room, token: 'short' })).rejects.toThrow(
      /BAD_TOKEN/,
    );
    await expect(
      c.joinOrCreate('dice-matrix', { room: 'AAAAAAAAAAAA', token: a.invite }),
    ).rejects.toThrow(/ROOM_NOT_FOUND/);
    await expect(c.joinOrCreate('matrix-maze', { room: a.room, token: a.invite })).rejects.toThrow(
      /ROOM_NOT_FOUND/,
    );
    await expect(c.create('dice-matrix', { token: 'not-a-token' })).rejects.toThrow(/BAD_TOKEN/);
    await expect(
      c.create('dice-matrix', { token: token(), options: { size: 'huge' } }),
    ).rejects.toThrow(/OPTIONS/);
    // The right token still works after all those tries.
    const guest = await joinRoom(server.port, 'dice-matrix', b.room, b.invite);
    expect(guest.welcome?.seat).toBe(1);
    for (const r of [a.host, b.host, guest]) await r.room.leave();
  });

  it('closes a connection that sends a frame over the transport limit, and the room goes on', async () => {
    const { host, room, hostToken } = await createRoom(server.port, 'dice-matrix');
    let code = 0;
    host.room.onLeave((c) => {
      code = c;
    });
    host.room.send('act', { pad: 'x'.repeat(DEFAULT_LIMITS.maxPayloadBytes * 2) });
    await host.until(() => code !== 0, 'the connection to close');
    const again = await joinRoom(server.port, 'dice-matrix', room, hostToken);
    expect(again.welcome?.seat).toBe(0);
    await again.room.leave();
  });
});
