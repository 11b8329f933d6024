/**
 * Every HTTP route answers, with a size limit: unknown paths get 404 (`GET /` hung before),
 * `/health` answers for a load balancer, a 60 MB matchmaking body gets 413 before it is read
 * (also when sent chunked), bad JSON gets 400, and matchmaking takes only `create` (a new room,
 * never a copy of a named one) and joins that name their room (`{}` and `[]` no longer drop a
 * caller into a stranger's game). New rooms are counted per client address (429 beyond).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServer, startGameServer } from './server.js';
import { createRoom, TEST_LIMITS, token } from './test-kit.test-util.js';

let server: GameServer;
beforeAll(async () => {
  server = await startGameServer({
    port: 0,
    trustProxy: true,
    limits: { ...TEST_LIMITS, roomsPerMinute: 3 },
  });
});
afterAll(async () => {
  await server.close();
});

const base = () => `http://127.0.0.1:${server.port}`;

async function post(path: string, body: string, from = '10.0.0.1') {
  const res = await fetch(`${base()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body,
  });
  return { status: res.status, json: (await res.json()) as { error?: string; room?: unknown } };
}

/** Sends raw bytes and returns the first line of the answer. */
function raw(request: string, extra: Buffer = Buffer.alloc(0)): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => {
      socket.write(request);
      if (extra.length) socket.write(extra);
    });
    let got = '';
    socket.on('data', (d) => {
      got += d.toString();
      if (got.includes('\r\n')) {
        resolve(got.split('\r\n')[0]!);
        socket.destroy();
      }
    });
    socket.on('error', reject);
  });
}

describe('HTTP routes', () => {
  it("answers colyseus.js's credentialed CORS requests from a page's origin, and '*' without one", async () => {
    const origin = 'https://games.example.org';
    const preflight = await fetch(`${base()}/matchmake/create/dice-matrix`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    const made = await fetch(`${base()}/matchmake/create/dice-matrix`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: origin,
        'X-Forwarded-For': '10.9.0.1',
      },
      body: JSON.stringify({ token: token() }),
    });
    expect(made.status).toBe(200);
    for (const res of [preflight, made]) {
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toBe('Origin');
    }
    const bare = await fetch(`${base()}/matchmake/create/dice-matrix`, { method: 'OPTIONS' });
    expect(bare.headers.get('access-control-allow-origin')).toBe('*');
    expect(bare.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers 404 for unknown paths and 200 on /health', async () => {
    for (const path of ['/', '/index.html', '/admin', '/matchmakes', '/%2e%2e/etc/passwd']) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status, path).toBe(404);
      await res.text();
    }
    const health = await fetch(`${base()}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, games: ['dice-matrix', 'matrix-maze'] });
    expect((await fetch(`${base()}/matchmake/create/dice-matrix`)).status).toBe(405);
  });

  it('refuses a 60 MB body with 413 before reading it (a client still sending reads it), declared or chunked', async () => {
    const declared = await raw(
      'POST /matchmake/joinOrCreate/dice-matrix HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000000\r\n\r\n',
      Buffer.alloc(2 << 20, 0x20),
    );
    expect(declared).toMatch(/^HTTP\/1\.1 413/);
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const chunked = await raw(
      'POST /matchmake/create/dice-matrix HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n',
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 413/);
    const bad = await post('/matchmake/create/dice-matrix', '{"token": ');
    expect(bad.status).toBe(400);
    // The server still serves.
    expect((await fetch(`${base()}/health`)).status).toBe(200);
  });

  it('joins only a room the caller names, creates only new rooms, and names every refusal', async () => {
    const { host, room, hostToken } = await createRoom(server.port, 'dice-matrix');
    const cases: [string, string, RegExp][] = [
      ['joinOrCreate', '{}', /^BAD_REQUEST/],
      ['joinOrCreate', '[]', /^BAD_REQUEST/],
      ['joinOrCreate', 'null', /^BAD_REQUEST/],
      ['joinOrCreate', '"x"', /^BAD_REQUEST/],
      ['joinOrCreate', '{"room": {"$ne": null}}', /^BAD_REQUEST/],
      ['join', '{}', /^BAD_REQUEST/],
      ['joinById', JSON.stringify({ room }), /^BAD_REQUEST/],
      ['reconnect', JSON.stringify({ reconnectionToken: 'x' }), /^BAD_REQUEST/],
      ['create', JSON.stringify({ room, token: token() }), /^BAD_REQUEST/],
      ['create', JSON.stringify({ room }), /^BAD_REQUEST/],
      ['create', '{}', /^BAD_TOKEN/],
      ['joinOrCreate', JSON.stringify({ room, token: token() }), /^BAD_TOKEN/],
      ['joinOrCreate', JSON.stringify({ room, token: 'x'.repeat(30) }), /^BAD_TOKEN/],
      [
        'joinOrCreate',
        JSON.stringify({ room: 'AAAAAAAAAAAA', token: hostToken }),
        /^ROOM_NOT_FOUND/,
      ],
      ['joinOrCreate', JSON.stringify({ room: 'AAAAAAAAAAAA' }), /^ROOM_NOT_FOUND/],
    ];
    for (const [method, body, code] of cases) {
      const { json } = await post(`/matchmake/${method}/dice-matrix`, body, '10.0.0.2');
      expect(json.error, `${method} ${body}`).toMatch(code);
      expect(json.room).toBeUndefined();
    }
    const other = await post(
      '/matchmake/joinOrCreate/solitaire',
      JSON.stringify({ room }),
      '10.0.0.2',
    );
    expect(other.json.error).toMatch(/^BAD_REQUEST/);
    await host.room.leave();
  });

  it('limits the rooms one address makes a minute (429 TOO_MANY_ROOMS), not another’s', async () => {
    const create = (from: string) =>
      post('/matchmake/create/dice-matrix', JSON.stringify({ token: token() }), from);
    for (let i = 0; i < 3; i++) expect((await create('10.0.0.3')).status).toBe(200);
    const refused = await create('10.0.0.3');
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/^TOO_MANY_ROOMS/);
    expect((await create('10.0.0.4')).status).toBe(200);
  });
});
