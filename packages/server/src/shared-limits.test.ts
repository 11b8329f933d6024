/**
 * The per-address minute limits hold across processes that share a Redis: two `dist/main.js`
 * processes on one throwaway redis-server, each allowed 3 new rooms and 8 matchmaking requests a
 * minute per address, are asked in turn by the same address. Counted per process (before), the
 * address got 3 rooms and 8 requests from each, twice the limit; counted in Redis it gets the
 * limit once, whichever process it asks, and another address is not held back by it. Addresses
 * come from X-Forwarded-For (TRUST_PROXY=1), as behind a balancer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RedisProcess,
  type ServerProcess,
  startRedis,
  startServerProcess,
  stop,
} from './processes.js';
import { token } from './test-kit.test-util.js';

let redis: RedisProcess;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  redis = await startRedis();
  const env = { ROOMS_PER_MINUTE: '3', REQUESTS_PER_MINUTE: '8', TRUST_PROXY: '1' };
  a = await startServerProcess(redis.url, env);
  b = await startServerProcess(redis.url, env);
}, 60_000);
afterAll(async () => {
  for (const p of [a, b]) if (p) await stop(p.child);
  if (redis) await stop(redis.child);
});

async function post(server: ServerProcess, method: string, body: unknown, from: string) {
  const res = await fetch(`http://127.0.0.1:${server.port}/matchmake/${method}/dice-matrix`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { error?: string; room?: unknown } };
}

describe('per-address limits across two processes sharing Redis', () => {
  it('counts the rooms an address makes on both processes against one limit', async () => {
    const create = (server: ServerProcess, from: string) =>
      post(server, 'create', { token: token() }, from);
    for (const server of [a, b, a]) {
      const made = await create(server, '10.9.0.1');
      expect(made.status).toBe(200);
      expect(made.json.room).toBeDefined();
    }
    // The fourth, on either process: refused, with its code, and no room made.
    for (const server of [b, a]) {
      const refused = await create(server, '10.9.0.1');
      expect(refused.status).toBe(429);
      expect(refused.json.error).toMatch(/^TOO_MANY_ROOMS/);
      expect(refused.json.room).toBeUndefined();
    }
    expect((await create(b, '10.9.0.2')).status).toBe(200);
  });

  it('counts an address’s matchmaking requests on both processes against one limit', async () => {
    // Joins of a room nobody plays: each is refused (ROOM_NOT_FOUND) and counts as a request.
    const ask = (server: ServerProcess) =>
      post(server, 'joinOrCreate', { room: 'abcdefghijkl' }, '10.9.0.3');
    for (let i = 0; i < 8; i++) {
      const answer = await ask(i % 2 === 0 ? a : b);
      expect(answer.status, `request ${i + 1}`).toBe(200);
      expect(answer.json.error).toMatch(/^ROOM_NOT_FOUND/);
    }
    for (const server of [a, b]) {
      const refused = await ask(server);
      expect(refused.status).toBe(429);
      expect(refused.json.error).toMatch(/^RATE_LIMITED/);
    }
    const other = await post(a, 'joinOrCreate', { room: 'abcdefghijkl' }, '10.9.0.4');
    expect(other.json.error).toMatch(/^ROOM_NOT_FOUND/);
  });
});
