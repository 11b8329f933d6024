/**
 * Hostile messages over real WebSockets: every name of `Object.prototype` (which Colyseus'
 * plain-object lookup found and called, killing the process), numeric types, payloads nested
 * deep, wide, huge or not plain JSON. Each is refused with a code, the duel's snapshot is
 * unchanged, and the server goes on: the right move still plays afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Duel } from './duel.js';
import { type GameServer, startGameServer } from './server.js';
import { createRoom, joinRoom, type Recorded, TEST_LIMITS } from './test-kit.test-util.js';

let server: GameServer;
const duels = new Map<string, Duel>();
beforeAll(async () => {
  server = await startGameServer({
    port: 0,
    limits: TEST_LIMITS,
    observeDuel: (duel) => duels.set(duel.room, duel),
  });
});
afterAll(async () => {
  await server.close();
});

const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  '__no_message_handler',
  '*',
  '',
];

/** Sends and expects `code` back, with nothing changed and no view sent. */
async function refused(
  r: Recorded,
  room: string,
  type: string | number,
  message: unknown,
  code: string,
) {
  const before = JSON.stringify(duels.get(room)!.snapshot());
  const views = r.views.length;
  const count = r.refusals.length;
  r.room.send(type as string, message);
  const refusal = await r.nextRefusal(count);
  expect(refusal.code, `${String(type)} ${JSON.stringify(message)?.slice(0, 60)}`).toBe(code);
  expect(JSON.stringify(duels.get(room)!.snapshot())).toBe(before);
  expect(r.views.length).toBe(views);
}

describe('hostile messages', () => {
  it('refuses every prototype name and numeric type with UNKNOWN_MESSAGE, and the server lives', async () => {
    const { host, room, invite } = await createRoom(server.port, 'dice-matrix');
    const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
    for (const name of PROTOTYPE_NAMES) {
      await refused(host, room, name, {}, 'UNKNOWN_MESSAGE');
      await refused(guest, room, name, { action: 1, turn: 0 }, 'UNKNOWN_MESSAGE');
    }
    for (const n of [0, 1, -1, 2 ** 31]) await refused(host, room, n, {}, 'UNKNOWN_MESSAGE');
    const v = await host.viewAt(0);
    const mover = v.toMove === 0 ? host : guest;
    const mv = await mover.viewAt(0);
    mover.room.send('act', { action: mv.legal[0], turn: mv.turn });
    expect((await host.viewAt(mv.turn + 1)).turn).toBe(mv.turn + 1);
    for (const r of [host, guest]) await r.room.leave();
  });

  it('refuses payloads nested too deep, too wide, too large or not plain JSON', async () => {
    const { host, room, invite } = await createRoom(server.port, 'dice-matrix');
    const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
    const v = await host.viewAt(0);
    const mover = v.toMove === 0 ? host : guest;
    const mv = await mover.viewAt(0);
    let deep: unknown = 1;
    for (let i = 0; i < 200; i++) deep = [deep];
    await refused(mover, room, 'act', deep, 'TOO_LARGE');
    await refused(mover, room, 'act', { action: mv.legal[0], turn: mv.turn, x: deep }, 'TOO_LARGE');
    await refused(mover, room, 'act', new Array(300).fill(0), 'TOO_LARGE');
    await refused(
      mover,
      room,
      'act',
      { action: mv.legal[0], turn: mv.turn, pad: 'x'.repeat(300) },
      'TOO_LARGE',
    );
    await refused(mover, room, 'act', { action: new Date(0), turn: mv.turn }, 'BAD_MESSAGE');
    await refused(mover, room, 'act', { action: Number.NaN, turn: mv.turn }, 'BAD_MESSAGE');
    await refused(
      mover,
      room,
      'act',
      { __proto__: { action: mv.legal[0], turn: mv.turn } },
      'BAD_MESSAGE',
    );
    await refused(
      mover,
      room,
      'act',
      JSON.parse(`{"__proto__": {"action": ${mv.legal[0]}, "turn": ${mv.turn}}}`),
      'BAD_MESSAGE',
    );
    await refused(mover, room, 'act', 'act', 'BAD_MESSAGE');
    await refused(
      mover,
      room,
      'act',
      { action: mv.legal[0], turn: String(mv.turn) },
      'BAD_MESSAGE',
    );
    await refused(mover, room, 'act', { action: mv.legal[0]! + 0.5, turn: mv.turn }, 'BAD_MESSAGE');
    mover.room.send('act', { action: mv.legal[0], turn: mv.turn });
    expect((await host.viewAt(mv.turn + 1)).turn).toBe(mv.turn + 1);
    // The same move again (a replay of a stale message) is refused, nothing changes.
    const count = mover.refusals.length;
    mover.room.send('act', { action: mv.legal[0], turn: mv.turn });
    expect((await mover.nextRefusal(count)).code).toMatch(/STALE_TURN|NOT_YOUR_TURN/);
    for (const r of [host, guest]) await r.room.leave();
  });
});
