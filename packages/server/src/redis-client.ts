/**
 * The server's own Redis connections (snapshots and leases, the per-address counters): commands
 * are never queued while Redis is away, they fail at once (the caller says `STORE_UNAVAILABLE`),
 * and the connection is tried again every second at most. Connection errors are reported through
 * the commands that fail, not as unhandled events.
 */
import { Redis } from 'ioredis';

/** A connection to `url` that fails commands at once while Redis is away. */
export function storeConnection(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 3000,
    retryStrategy: (times) => Math.min(100 * times, 1000),
  });
  redis.on('error', () => {});
  return redis;
}

/** Resolves once `redis` is connected (commands are not queued before that). */
export async function connected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    redis.once('ready', () => resolve());
    redis.once('end', () => reject(new Error('Redis closed before it was ready')));
  });
}

/** Closes `redis` politely, or at once when it cannot be reached. */
export async function closeConnection(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
