/**
 * Where duels are snapshotted after every move: in this process's memory (one process, no
 * Redis) or in Redis (several processes: a room whose process died is restored on another).
 * Both keep a snapshot for `ttlSeconds` after its last move, so an abandoned room expires.
 */
import { Redis } from 'ioredis';

export interface SnapshotStore {
  load(room: string): Promise<unknown | null>;
  save(room: string, snapshot: unknown): Promise<void>;
  close(): Promise<void>;
}

/** A day: how long a room waits for its players after the last move. */
export const SNAPSHOT_TTL_SECONDS = 24 * 60 * 60;

/** Snapshots in this process (lost with it: the single-process default). */
export class MemorySnapshotStore implements SnapshotStore {
  private readonly entries = new Map<string, { json: string; expires: number }>();
  constructor(private readonly ttlSeconds = SNAPSHOT_TTL_SECONDS) {}

  async load(room: string): Promise<unknown | null> {
    const e = this.entries.get(room);
    if (!e) return null;
    if (e.expires < Date.now()) {
      this.entries.delete(room);
      return null;
    }
    return JSON.parse(e.json);
  }

  async save(room: string, snapshot: unknown): Promise<void> {
    this.entries.set(room, {
      json: JSON.stringify(snapshot),
      expires: Date.now() + this.ttlSeconds * 1000,
    });
  }

  async close(): Promise<void> {}
}

/** Snapshots in Redis under `matrix-arcade:duel:<key>` (the room passes `<game>:<room id>`). */
export class RedisSnapshotStore implements SnapshotStore {
  private readonly redis: Redis;
  constructor(
    url: string,
    private readonly ttlSeconds = SNAPSHOT_TTL_SECONDS,
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  }

  private key(room: string): string {
    return `matrix-arcade:duel:${room}`;
  }

  async load(room: string): Promise<unknown | null> {
    const json = await this.redis.get(this.key(room));
    return json === null ? null : JSON.parse(json);
  }

  async save(room: string, snapshot: unknown): Promise<void> {
    await this.redis.set(this.key(room), JSON.stringify(snapshot), 'EX', this.ttlSeconds);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
