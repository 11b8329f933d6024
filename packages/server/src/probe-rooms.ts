/**
 * The attack probe's attacks on rooms and HTTP (attack-probe.ts runs them): rapid reconnects of
 * a seat through every process, spectator floods and seat reservations that never connect,
 * attempts to make a second live copy of a room (a create naming it, joins without a token,
 * both seats coming back at once through different processes after the room was disposed),
 * bad HTTP (unknown paths, methods, bad JSON, a 60 MB body, bodies that are not objects, slow
 * half-open requests), and last, floods of new rooms and of matchmaking requests from one
 * address. Refusals must be coded, a room must have one live instance, the processes must live.
 */
import { connect } from 'node:net';
import type { Probe, Seats } from './probe-kit.js';
import { DEFAULT_LIMITS } from './limits.js';
import { newToken } from './tokens.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The room has exactly one live instance: both seats sit in the same one, listed once. */
async function oneInstance(p: Probe, attack: string, s: Seats): Promise<void> {
  if (s.host.room.roomId !== s.guest.room.roomId) {
    p.find(attack, `room ${s.room}: the seats sit in two instances`);
  }
  const listed = await p.listings(s.room);
  if (p.target.redis && listed.length !== 1) {
    p.find(attack, `room ${s.room}: ${listed.length} live listings`);
  }
  p.count(attack, `instances ${new Set([s.host.room.roomId, s.guest.room.roomId]).size}`);
}

/** The guest's seat taken again 30 times (5 at once), through every process. */
export async function reconnects(p: Probe): Promise<void> {
  const attack = 'rapid reconnects';
  const s = await p.seats('matrix-maze');
  const before = await p.state(s, s.host);
  for (let round = 0; round < 6; round++) {
    const tries = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => p.join(round + i, s.game, s.room, s.invite)),
    );
    for (const t of tries) {
      const why = t.status === 'rejected' ? String(t.reason?.message) : '';
      p.count(
        attack,
        t.status === 'fulfilled' ? 'joined' : (/^([A-Z0-9_]+):/.exec(why)?.[1] ?? why),
      );
      if (t.status === 'rejected' && !/^[A-Z0-9_]+:/.test(why)) {
        p.find(attack, `a reconnect failed uncoded: ${why}`);
      }
    }
    const held = tries.filter((t) => t.status === 'fulfilled').map((t) => t.value);
    // The newest connection keeps the seat; the others were closed (4001).
    await sleep(300);
    const open = held.filter((r) => r.room.connection.isOpen);
    if (open.length !== 1) p.find(attack, `${open.length} connections hold the guest's seat`);
    s.guest = open[0] ?? (await p.join(0, s.game, s.room, s.invite));
    await p.close(...held.filter((r) => r !== s.guest));
  }
  if ((await p.state(s, s.host)) !== before) p.find(attack, 'the duel changed');
  await oneInstance(p, attack, s);
  await p.stillPlays(attack, s);
  await p.close(s.host, s.guest);
}

/** 40 spectators for 32 places, and 100 reservations that never connect. */
export async function spectators(p: Probe): Promise<void> {
  const attack = 'spectator flood';
  const s = await p.seats('matrix-maze', {}, true);
  const joined = await Promise.allSettled(
    Array.from({ length: 40 }, (_, i) => p.join(i, s.game, s.room)),
  );
  for (const j of joined) {
    const why = j.status === 'rejected' ? String(j.reason?.message) : '';
    const code = j.status === 'fulfilled' ? 'joined' : (/^([A-Z_]+):/.exec(why)?.[1] ?? 'uncoded');
    p.count(attack, code);
    if (code === 'uncoded') p.find(attack, `a spectator: ${why}`);
  }
  const watching = joined.filter((j) => j.status === 'fulfilled').map((j) => j.value);
  if (watching.length > 32) p.find(attack, `${watching.length} spectators admitted (limit 32)`);
  await p.close(...watching);
  // Reservations without a connect: they must not count, nor block the seats or copy the room.
  for (let i = 0; i < 100; i++) {
    const a = await p.http(
      attack,
      i,
      'POST',
      `/matchmake/joinOrCreate/${s.game}`,
      JSON.stringify({ room: s.room }),
      { 'Content-Type': 'application/json' },
    );
    p.count(attack, a ? `reservation ${a.status}` : 'reservation none');
  }
  await p.close(s.host);
  s.host = await p.join(1, s.game, s.room, s.hostToken);
  const late = await p.join(0, s.game, s.room);
  p.count(attack, 'a spectator after the reservations');
  await oneInstance(p, attack, s);
  await p.stillPlays(attack, s);
  await p.close(s.host, s.guest, late);
}

/** Attempts at a second live copy of a room, through the other process too. */
export async function split(p: Probe): Promise<void> {
  const attack = 'room split';
  const s = await p.seats('dice-matrix', {}, false, [0, 1]);
  const body = (o: unknown) => JSON.stringify(o);
  const json = { 'Content-Type': 'application/json' };
  for (let i = 0; i < p.target.ports.length; i++) {
    for (const [what, o] of [
      ['create naming the room', { room: s.room, token: newToken() }],
      ['create naming it with its token', { room: s.room, token: s.hostToken }],
      ['join without a room', {}],
      ['a body that is an array', []],
    ] as const) {
      const a = await p.http(
        attack,
        i,
        'POST',
        `/matchmake/${what.startsWith('create') ? 'create' : 'joinOrCreate'}/${s.game}`,
        body(o),
        json,
      );
      const code = a ? (/"error":"([A-Z_]+):/.exec(a.body)?.[1] ?? `status ${a.status}`) : 'none';
      p.count(attack, code);
      if (a && !/BAD_REQUEST|BAD_TOKEN/.test(code))
        p.find(attack, `${what}: ${a.body.slice(0, 120)}`);
    }
  }
  // Both seats leave (the room is disposed), then come back at once through different processes.
  for (let round = 0; round < 5; round++) {
    await p.close(s.host, s.guest);
    await sleep(round % 2 ? 0 : 500);
    const [h, g] = await Promise.allSettled([
      p.join(round, s.game, s.room, s.hostToken),
      p.join(round + 1, s.game, s.room, s.invite),
    ]);
    if (h.status === 'rejected' || g.status === 'rejected') {
      const why = h.status === 'rejected' ? h.reason : (g as PromiseRejectedResult).reason;
      p.count(attack, 'a seat could not come back');
      if (!/ROOM_BUSY/.test(String(why?.message))) p.find(attack, `coming back: ${why?.message}`);
      s.host = h.status === 'fulfilled' ? h.value : await p.join(0, s.game, s.room, s.hostToken);
      s.guest = g.status === 'fulfilled' ? g.value : await p.join(1, s.game, s.room, s.invite);
    } else {
      s.host = h.value;
      s.guest = g.value;
    }
    await oneInstance(p, attack, s);
    await p.stillPlays(attack, s);
  }
  await p.close(s.host, s.guest);
}

/** Bad HTTP: every answer coded, nothing hangs, a huge body costs no memory. */
export async function http(p: Probe): Promise<void> {
  const attack = 'bad HTTP';
  const json = { 'Content-Type': 'application/json' };
  const expect = async (
    what: string,
    status: number,
    method: string,
    path: string,
    body?: string | Buffer,
    headers?: Record<string, string>,
  ) => {
    const a = await p.http(attack, 0, method, path, body, headers);
    p.count(attack, a ? String(a.status) : 'none');
    if (a && a.status !== status) p.find(attack, `${what}: ${a.status}, expected ${status}`);
    // Every answer but /health's says its code.
    if (a && a.status !== 204 && !/"code":"?[A-Z0-9_]+/.test(a.body)) {
      p.find(attack, `${what}: an answer without a code: ${a.body.slice(0, 80)}`);
    }
  };
  await expect('GET /', 404, 'GET', '/');
  await expect('GET /../etc/passwd', 404, 'GET', '/../etc/passwd');
  await expect('POST /health', 405, 'POST', '/health', '{}');
  await expect('GET /matchmake', 405, 'GET', '/matchmake/create/dice-matrix');
  await expect('a path past matchmake', 404, 'POST', '/matchmake/create/dice-matrix/x', '{}', json);
  await expect('bad JSON', 400, 'POST', '/matchmake/create/dice-matrix', '{"token":', json);
  for (const method of ['constructor', 'valueOf', 'reconnect', 'joinById', 'consume']) {
    await expect(`method ${method}`, 200, 'POST', `/matchmake/${method}/dice-matrix`, '{}', json);
  }
  await expect('method __proto__', 404, 'POST', '/matchmake/__proto__/dice-matrix', '{}', json);
  await expect('an unknown game', 200, 'POST', '/matchmake/create/__proto__', '{}', json);
  const rss = p.rssMb()[0]!;
  await expect(
    'a 60 MB body',
    413,
    'POST',
    '/matchmake/create/dice-matrix',
    Buffer.alloc(60e6, 32),
    json,
  );
  await expect(
    'a 6 MB chunked body (no length)',
    413,
    'POST',
    '/matchmake/create/dice-matrix',
    Buffer.alloc(6e6, 32),
    { ...json, 'Transfer-Encoding': 'chunked' },
  );
  const grew = p.rssMb()[0]! - rss;
  p.count(attack, `memory +${grew} MB`);
  if (grew > 40) p.find(attack, `a huge body raised memory by ${grew} MB`);
  // Twenty requests that send their headers and stop: the server still answers others.
  const half = Array.from({ length: 20 }, () => {
    const c = connect(p.target.ports[0]!, '127.0.0.1');
    c.on('error', () => {});
    c.write(
      'POST /matchmake/create/dice-matrix HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{',
    );
    return c;
  });
  await p.checkHealth(attack);
  for (const c of half) c.destroy();
}

/**
 * Last: 100 new rooms (spread over the processes) and 700 requests from one address in a burst
 * (per-minute limits: at most the one limit of rooms in all, not one per process).
 */
export async function floods(p: Probe): Promise<void> {
  const attack = 'room and request floods';
  const json = { 'Content-Type': 'application/json' };
  const made = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      p.http(
        attack,
        i,
        'POST',
        '/matchmake/create/dice-matrix',
        JSON.stringify({ token: newToken() }),
        json,
      ),
    ),
  );
  const created = made.filter((a) => a?.status === 200 && a.body.includes('"sessionId"')).length;
  p.count(attack, `rooms made ${created}`, 0);
  p.count(attack, `rooms refused ${made.filter((a) => a?.status === 429).length}`, 0);
  // The limit is the address's, whichever process it asks (counted in Redis across them).
  if (created > DEFAULT_LIMITS.roomsPerMinute)
    p.find(attack, `${created} rooms made in a burst through ${p.target.ports.length} process(es)`);
  let limited = 0;
  for (let i = 0; i < 700; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: 50 }, () =>
        p.http(
          attack,
          0,
          'POST',
          '/matchmake/joinOrCreate/dice-matrix',
          '{"room":"AAAAAAAAAAAA"}',
          json,
        ),
      ),
    );
    limited += batch.filter((a) => a?.status === 429).length;
  }
  p.count(attack, `requests refused 429: ${limited}`, 0);
  if (limited === 0) p.find(attack, '700 requests a minute were all served');
  await p.checkHealth(attack);
}
