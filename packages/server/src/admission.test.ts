/**
 * Who gets into a room, on one in-process server: a room's id is enough to watch only when its
 * host opened it to watchers; a game that hides information has no spectators; the spectator
 * limit is checked before a seat is reserved (the refusal is coded, no reservation is made);
 * a flood of reservations that never connect blocks nobody (the host's reload lands in the same
 * room, no copy is made); a stolen token of another room or a guessed one opens nothing.
 */
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServer, startGameServer } from './server.js';
import { clientFor, createRoom, joinRoom, TEST_LIMITS, token } from './test-kit.test-util.js';

let server: GameServer;
beforeAll(async () => {
  server = await startGameServer({ port: 0, limits: { ...TEST_LIMITS, maxSpectators: 2 } });
});
afterAll(async () => {
  await server.close();
});

async function matchmake(method: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${server.port}/matchmake/${method}/dice-matrix`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { error?: string; room?: { roomId: string }; sessionId?: string };
}

/** The live instances of `room` (listings of this id). */
async function instances(room: string): Promise<number> {
  return (await matchMaker.query({ name: 'dice-matrix', room } as never)).length;
}

describe('admission', () => {
  it('lets people watch by the id only when the host allows it', async () => {
    const closed = await createRoom(server.port, 'dice-matrix', {}, false);
    expect((await matchmake('joinOrCreate', { room: closed.room })).error).toMatch(
      /^SPECTATE_UNAVAILABLE: the host/,
    );
    const hidden = await createRoom(server.port, 'dice-matrix', { tournament: true }, true);
    expect((await matchmake('joinOrCreate', { room: hidden.room })).error).toMatch(
      /^SPECTATE_UNAVAILABLE: this game hides/,
    );
    const open = await createRoom(server.port, 'dice-matrix', {}, true);
    const watcher = await joinRoom(server.port, 'dice-matrix', open.room);
    expect(watcher.welcome?.seat).toBeNull();
    for (const r of [closed.host, hidden.host, open.host, watcher]) await r.room.leave();
  });

  it('checks the spectator limit before reserving, and unconnected reservations block nobody', async () => {
    const { host, room, hostToken, invite } = await createRoom(server.port, 'dice-matrix');
    const roomId = host.room.roomId;
    // 60 reservations that never connect: each is granted (none counts against the room).
    for (let i = 0; i < 60; i++) {
      const r = await matchmake('joinOrCreate', { room });
      expect(r.room?.roomId).toBe(roomId);
    }
    const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
    const watchers = [
      await joinRoom(server.port, 'dice-matrix', room),
      await joinRoom(server.port, 'dice-matrix', room),
    ];
    const third = await matchmake('joinOrCreate', { room });
    expect(third.error).toMatch(/^SEAT_OCCUPIED/);
    expect(third.sessionId).toBeUndefined();
    // The host reloads: the same room, the seat back, and still one instance of the id.
    const again = await joinRoom(server.port, 'dice-matrix', room, hostToken);
    expect(again.room.roomId).toBe(roomId);
    expect(again.welcome?.seat).toBe(0);
    expect(await instances(room)).toBe(1);
    for (const r of [again, guest, ...watchers]) await r.room.leave();
  });

  it('opens nothing with a stolen or guessed token, and makes no copy of a room', async () => {
    const a = await createRoom(server.port, 'dice-matrix');
    const b = await createRoom(server.port, 'dice-matrix');
    for (const t of [
      a.invite,
      a.hostToken,
      token(),
      `${b.invite.slice(0, 23)}${b.invite.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const r = await matchmake('joinOrCreate', { room: b.room, token: t });
      expect(r.error).toMatch(/^BAD_TOKEN/);
    }
    // A token-less create naming a live room is refused; so is one with its own token.
    expect((await matchmake('create', { room: b.room })).error).toMatch(/^BAD_REQUEST/);
    expect((await matchmake('create', { room: b.room, token: b.hostToken })).error).toMatch(
      /^BAD_REQUEST/,
    );
    expect(await instances(b.room)).toBe(1);
    const c = clientFor(server.port);
    await expect(c.joinOrCreate('dice-matrix', {})).rejects.toThrow(/BAD_REQUEST/);
    for (const r of [a.host, b.host]) await r.room.leave();
  });
});
