/**
 * Rematches tried as an attacker, on a server with the real Redis: a spectator's request, a
 * flood of requests, both seats pressing at once, the finished game's last move sent again once
 * the rematch began, and the AI called to an empty seat after the end. Each is refused with a
 * code or starts exactly one new game; none leaves a room stuck. A press repeated (a vote already
 * counted, the AI called to the seat it plays) changes nothing, so it sends nobody a view.
 */
import { describe, expect, it } from 'vitest';
import { createRoom, joinRoom, playToEnd, serverOnRedis } from './test-kit.test-util.js';

const server = serverOnRedis({ aiSearch: { iterations: 50 } });

async function finished() {
  const { host, room, hostToken, invite } = await createRoom(server.port, 'dice-matrix');
  const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
  const end = await playToEnd([host, guest]);
  await Promise.all([host, guest].map((r) => r.viewAt(end.turn)));
  return { host, guest, room, hostToken, invite, end };
}

describe('rematch attacks', () => {
  it('starts the rematch when the AI is called to the empty seat after this seat asked', async () => {
    const { host, guest } = await finished();
    host.room.send('rematch', {});
    await host.until(() => host.last?.rematch[0], 'the vote');
    await guest.room.leave();
    await host.until(() => host.last?.seats[1]?.present === false, 'the guest gone');
    host.room.send('ai', {});
    const v = await host.until(() => host.last?.round === 1 && host.last, 'the rematch');
    expect(v.seat).toBe(1);
    expect(v.outcome).toBeNull();
    await host.room.leave();
  });

  it('does not count the AI’s vote for the person who takes the seat back', async () => {
    const { host, guest, room, invite } = await finished();
    await guest.room.leave();
    await host.until(() => host.last?.seats[1]?.present === false, 'the guest gone');
    host.room.send('ai', {});
    await host.until(() => host.last?.seats[1]?.ai, 'the AI');
    const back = await joinRoom(server.port, 'dice-matrix', room, invite);
    expect(back.last?.seats[1]?.ai).toBe(false);
    expect(back.last?.rematch[1]).toBe(false);
    host.room.send('rematch', {});
    await back.until(() => back.last?.rematch[0], 'the host’s vote');
    expect(back.last?.round).toBe(0);
    for (const r of [host, back]) await r.room.leave();
  });

  it('refuses a spectator, and a flood and a race of presses start exactly one new game', async () => {
    const { host, guest, room, end } = await finished();
    const watcher = await joinRoom(server.port, 'dice-matrix', room);
    const count = watcher.refusals.length;
    watcher.room.send('rematch', {});
    expect((await watcher.nextRefusal(count)).code).toBe('NOT_SEATED');
    expect(host.last?.rematch).toEqual([false, false]);
    for (let i = 0; i < 5; i++) {
      host.room.send('rematch', {});
      guest.room.send('rematch', {});
    }
    const v = await host.until(() => host.last?.round === 1 && host.last, 'the rematch');
    // One more press and the finished game's last move from each, after all of the presses
    // above (a connection's messages are handled in order): refused, the new game unchanged.
    const codes = (r: typeof host) => r.refusals.map((x) => x.code).join(' ');
    for (const r of [host, guest]) {
      r.room.send('rematch', {});
      r.room.send('act', { action: end.legal[0] ?? 0, turn: end.turn - 1 });
    }
    for (const r of [host, guest])
      await r.until(() => / (STALE_TURN|NOT_YOUR_TURN)$/.test(codes(r)), 'the last refusal');
    for (const r of [host, guest]) expect(codes(r)).toMatch(/^(GAME_NOT_OVER )+\w+$/);
    expect(host.last?.round).toBe(1);
    expect(host.last?.turn).toBe(v.turn);
    for (const r of [host, guest, watcher]) await r.room.leave();
  });

  // One connection's messages are handled in order: a refused move sent after some presses comes
  // back once they are all done, and any view they caused was sent to that socket before it.
  async function roundTrip(r: Awaited<ReturnType<typeof finished>>['host']) {
    const count = r.refusals.length;
    r.room.send('act', { action: 0, turn: 0 });
    await r.nextRefusal(count);
  }

  it('sends nobody a new view for a rematch vote already counted', async () => {
    const { host, guest } = await finished();
    host.room.send('rematch', {});
    await guest.until(() => guest.last?.rematch[0], 'the vote');
    await roundTrip(host);
    const views = [host.views.length, guest.views.length];
    for (let i = 0; i < 4; i++) host.room.send('rematch', {});
    await roundTrip(host);
    await roundTrip(guest);
    expect([host.views.length, guest.views.length]).toEqual(views);
    expect(host.last?.rematch).toEqual([true, false]);
    for (const r of [host, guest]) await r.room.leave();
  });

  it('sends no new view for the AI called again to the seat it plays', async () => {
    const { host, guest } = await finished();
    await guest.room.leave();
    await host.until(() => host.last?.seats[1]?.present === false, 'the guest gone');
    host.room.send('ai', {});
    await host.until(() => host.last?.seats[1]?.ai, 'the AI');
    await roundTrip(host);
    const before = host.views.length;
    for (let i = 0; i < 4; i++) host.room.send('ai', {});
    await roundTrip(host);
    expect(host.views.length).toBe(before);
    // The AI agreed to a rematch when it sat down; the host's own press still starts one.
    expect(host.last?.rematch).toEqual([false, true]);
    host.room.send('rematch', {});
    await host.until(() => host.last?.round === 1, 'the rematch');
    await host.room.leave();
  });
});
