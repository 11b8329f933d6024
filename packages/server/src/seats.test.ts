/**
 * Seats and tokens over real WebSockets on one in-process server: the creator holds seat 0 and
 * gets the invite; the invite's token takes seat 1; a reload with a token takes the seat back;
 * a spectator joins by the room's id and sees the public view; the AI takes an empty seat on
 * request; a rematch swaps the seats; both two-player games are served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServer, startGameServer } from './server.js';
import { createRoom, joinRoom, playToEnd, TEST_LIMITS } from './test-kit.test-util.js';

let server: GameServer;
beforeAll(async () => {
  // Bots play far faster than people: the rate limit is raised here (security.test.ts checks it).
  server = await startGameServer({
    port: 0,
    aiDelayMs: 0,
    // The engine in a worker plays the AI's seat; a small budget (ai-engine.test.ts).
    aiSearch: { iterations: 200 },
    limits: TEST_LIMITS,
  });
});
afterAll(async () => {
  await server.close();
});

describe('rooms and seats', () => {
  it('serves every two-player game of its dependencies and no solitaire', () => {
    expect([...server.games].sort()).toEqual(['dice-matrix', 'matrix-maze']);
  });

  it('gives the creator seat 0 and an invite that takes seat 1; a spectator sees the public view', async () => {
    const { host, room, invite } = await createRoom(server.port, 'dice-matrix');
    expect(host.welcome?.seat).toBe(0);
    const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
    expect(guest.welcome?.seat).toBe(1);
    expect(guest.welcome?.invite).toBeNull();
    const watcher = await joinRoom(server.port, 'dice-matrix', room);
    expect(watcher.welcome?.seat).toBeNull();
    expect(watcher.last?.legal).toEqual([]);
    const h = await host.until(
      () => host.last?.seats.every((s) => s.present) && host.last,
      'both seats present',
    );
    expect(watcher.last?.observation).toEqual(h.observation);
    for (const r of [host, guest, watcher]) await r.room.leave();
  });

  it('takes the seat back on reconnect with the token, and the older connection is closed', async () => {
    const { host, room, hostToken, invite } = await createRoom(server.port, 'dice-matrix');
    const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
    const v = await host.viewAt(0);
    const mover = v.toMove === 0 ? host : guest;
    const mv = await mover.viewAt(0);
    mover.room.send('act', { action: mv.legal[0], turn: mv.turn });
    await host.viewAt(mv.turn + 1);
    let closed = false;
    host.room.onLeave(() => {
      closed = true;
    });
    const again = await joinRoom(server.port, 'dice-matrix', room, hostToken);
    expect(again.welcome?.seat).toBe(0);
    expect(again.last?.turn).toBe(mv.turn + 1);
    await again.until(() => closed, 'the old connection to close');
    await again.room.leave();
    await guest.room.leave();
  });

  it('lets the AI take the empty seat on request and plays a Matrix Maze duel to its end', async () => {
    const { host } = await createRoom(server.port, 'matrix-maze');
    host.room.send('ai', {});
    await host.until(() => host.last?.seats[1]?.ai, 'the AI in seat 1');
    const end = await playToEnd([host], (legal, turn) => legal[turn % legal.length]!, 5000);
    expect(end.outcome).not.toBeNull();
    expect(end.toMove).toBeNull();
    await host.room.leave();
  });

  it('starts a rematch in the same room with the seats swapped once both ask', async () => {
    const { host, room, invite } = await createRoom(server.port, 'dice-matrix');
    const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
    await playToEnd([host, guest]);
    host.room.send('rematch', {});
    await guest.until(() => guest.last?.rematch[0], 'the vote to show');
    expect(guest.last?.round).toBe(0);
    guest.room.send('rematch', {});
    const hv = await host.until(() => host.last?.round === 1 && host.last, 'the rematch');
    expect(hv.seat).toBe(1);
    expect(hv.outcome).toBeNull();
    const gv = await guest.until(() => guest.last?.round === 1 && guest.last, 'the rematch');
    expect(gv.seat).toBe(0);
    for (const r of [host, guest]) await r.room.leave();
  });
});
