#!/usr/bin/env node
/**
 * `matrix-arcade-server`: starts the game server. Settings come from the environment: `PORT`
 * (default 2567; 0 for a free one), `HOST` (default 127.0.0.1), `REDIS_URL` (several processes
 * through Redis), `PUBLIC_ADDRESS` (the host:port clients reach this process at), `RATE_LIMIT`
 * (messages a second per client, default 10; bursts of twice that), `ROOMS_PER_MINUTE` (new
 * rooms a minute per client address, default 30), `REQUESTS_PER_MINUTE` (matchmaking requests, default 600), `LEASE_MS` (how long a dead process keeps
 * its rooms, default 6000), `TRUST_PROXY=1` (client addresses from X-Forwarded-For). Prints one
 * line `listening on <host>:<port>` when ready; stops cleanly on SIGTERM and SIGINT.
 */
import { DEFAULT_LIMITS } from './limits.js';
import { startGameServer } from './server.js';

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 2567;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    console.error(`matrix-arcade-server: PORT "${value}" is not a port (0 to 65535)`);
    process.exit(2);
  }
  return n;
}

function whole(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`matrix-arcade-server: ${name} "${value}" is not a whole number ≥ 1`);
    process.exit(2);
  }
  return n;
}

const host = process.env.HOST || '127.0.0.1';
const perSecond = whole('RATE_LIMIT', DEFAULT_LIMITS.perSecond);
const server = await startGameServer({
  port: port(process.env.PORT),
  host,
  limits: {
    perSecond,
    burst: 2 * perSecond,
    roomsPerMinute: whole('ROOMS_PER_MINUTE', DEFAULT_LIMITS.roomsPerMinute),
    requestsPerMinute: whole('REQUESTS_PER_MINUTE', DEFAULT_LIMITS.requestsPerMinute),
  },
  leaseMs: whole('LEASE_MS', 6000),
  trustProxy: process.env.TRUST_PROXY === '1',
  ...(process.env.REDIS_URL ? { redis: process.env.REDIS_URL } : {}),
  ...(process.env.PUBLIC_ADDRESS ? { publicAddress: process.env.PUBLIC_ADDRESS } : {}),
});
console.log(
  `listening on ${host}:${server.port} (games: ${server.games.join(', ')}; ${process.env.REDIS_URL ? 'Redis' : 'one process'})`,
);
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
  });
}
