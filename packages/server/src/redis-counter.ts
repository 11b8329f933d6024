/**
 * The per-address minute limits (new rooms, matchmaking requests) counted in Redis, so that every
 * process sharing the Redis counts the same address against the same limit: two processes behind
 * a balancer give an attacker the documented rate, not twice it. Each address and kind has one
 * sorted set, `matrix-arcade:rate:<kind>:<address>`, of the times (Redis' own clock, in
 * microseconds) of its counted requests in the last minute: a Lua script drops the entries older
 * than a minute, refuses when as many as the limit remain, else adds one, in one atomic step
 * (a sliding window, so a burst at a minute's edge does not count twice the limit). The key
 * expires a minute after its last entry. A refused request is not counted. Without Redis the
 * process counts alone (`MinuteCounter`, limits.ts). Redis away: `STORE_UNAVAILABLE`.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeConnection, connected, storeConnection } from './redis-client.js';
import type { AddressCounter } from './limits.js';
import { storeUnavailable } from './room-store.js';

/** Keys: the address's set. Args: the limit, a unique member suffix. 1 when counted, else 0. */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - 60000000)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[2])
redis.call('PEXPIRE', KEYS[1], 60000)
return 1`;

type Scripted = Redis & { rateTake(key: string, limit: number, member: string): Promise<number> };

/** One Redis connection for the counters of this process. */
export class RedisCounters {
  private readonly redis: Scripted;
  private readonly nonce = randomBytes(9).toString('base64url');
  private seq = 0;

  constructor(url: string) {
    const redis = storeConnection(url);
    redis.defineCommand('rateTake', { numberOfKeys: 1, lua: TAKE });
    this.redis = redis as Scripted;
  }

  /** Resolves once connected (commands are not queued before that). */
  async ready(): Promise<void> {
    await connected(this.redis);
  }

  /** The counter of `kind` ("rooms", "requests"): at most `perMinute` per address. */
  counter(kind: string, perMinute: number): AddressCounter {
    return {
      take: async (address: string) => {
        const member = `${this.nonce}:${this.seq++}`;
        try {
          const key = `matrix-arcade:rate:${kind}:${address}`;
          return (await this.redis.rateTake(key, perMinute, member)) === 1;
        } catch {
          throw storeUnavailable();
        }
      },
    };
  }

  async close(): Promise<void> {
    await closeConnection(this.redis);
  }
}
