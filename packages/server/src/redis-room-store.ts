/**
 * Rooms kept in Redis, shared by every server process: the snapshot under
 * `matrix-arcade:duel:<game>:<room>` (kept a day after the last move), the ownership lease under
 * `matrix-arcade:owner:…` and the room's fence counter under `matrix-arcade:fence:…`. Taking,
 * renewing and saving are Lua scripts, so "does this fencing token still own the room?" and the
 * write are one atomic step: a copy that lost its room cannot overwrite the owner's snapshot.
 * Commands are not queued while Redis is away: they fail at once (`STORE_UNAVAILABLE`) and the
 * room refuses the move instead of waiting. Run Redis with AOF persistence (docs/online.md).
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeConnection, connected, storeConnection } from './redis-client.js';
import {
  type Acquired,
  type RoomStore,
  roomMoved,
  SNAPSHOT_TTL_SECONDS,
  storeUnavailable,
} from './room-store.js';

/** Keys: owner, fence counter. Args: lease ms, nonce, counter ms. */
const ACQUIRE = `
local left = redis.call('PTTL', KEYS[1])
if left ~= -2 then return {0, left} end
local n = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
local fence = n .. ':' .. ARGV[2]
redis.call('SET', KEYS[1], fence, 'PX', ARGV[1])
return {1, fence}`;

/** Keys: owner, fence counter. Args: fence, lease ms, counter ms. True when the fence holds. */
const HOLDS = `
local function holds()
  local cur = redis.call('GET', KEYS[1])
  if cur == ARGV[1] then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return true
  end
  if cur then return false end
  local mine = string.match(ARGV[1], '^(%d+):')
  local n = redis.call('GET', KEYS[2])
  if n and n ~= mine then return false end
  if not n then redis.call('SET', KEYS[2], mine, 'PX', ARGV[3]) end
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return true
end`;

const RENEW = `${HOLDS}
if holds() then return 1 end
return 0`;

/** Keys: owner, fence counter, snapshot. Args: fence, lease ms, counter ms, json, ttl s. */
const SAVE = `${HOLDS}
if not holds() then return 0 end
redis.call('SET', KEYS[3], ARGV[4], 'EX', ARGV[5])
return 1`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

type Scripted = Redis & {
  duelAcquire(o: string, f: string, lease: number, nonce: string, ms: number): Promise<unknown[]>;
  duelRenew(o: string, f: string, fence: string, lease: number, ms: number): Promise<number>;
  duelSave(...args: (string | number)[]): Promise<number>;
  duelRelease(o: string, fence: string): Promise<number>;
};

export class RedisRoomStore implements RoomStore {
  private readonly redis: Scripted;
  private readonly nonce = randomBytes(9).toString('base64url');
  private readonly counterMs: number;

  constructor(
    url: string,
    private readonly ttlSeconds = SNAPSHOT_TTL_SECONDS,
  ) {
    this.counterMs = (ttlSeconds + 24 * 60 * 60) * 1000;
    const redis = storeConnection(url);
    redis.defineCommand('duelAcquire', { numberOfKeys: 2, lua: ACQUIRE });
    redis.defineCommand('duelRenew', { numberOfKeys: 2, lua: RENEW });
    redis.defineCommand('duelSave', { numberOfKeys: 3, lua: SAVE });
    redis.defineCommand('duelRelease', { numberOfKeys: 1, lua: RELEASE });
    this.redis = redis as Scripted;
  }

  /** Resolves once connected (commands are not queued before that). */
  async ready(): Promise<void> {
    await connected(this.redis);
  }

  async acquire(room: string, leaseMs: number): Promise<Acquired> {
    const [ok, value] = await this.run(() =>
      this.redis.duelAcquire(
        this.owner(room),
        this.fence(room),
        leaseMs,
        this.nonce,
        this.counterMs,
      ),
    );
    return ok === 1 ? { fence: String(value) } : { heldMs: Number(value) };
  }

  async renew(room: string, fence: string, leaseMs: number): Promise<boolean> {
    const r = await this.run(() =>
      this.redis.duelRenew(this.owner(room), this.fence(room), fence, leaseMs, this.counterMs),
    );
    return r === 1;
  }

  async save(room: string, fence: string, snapshot: unknown, leaseMs: number): Promise<void> {
    const json = JSON.stringify(snapshot);
    const r = await this.run(() =>
      this.redis.duelSave(
        this.owner(room),
        this.fence(room),
        this.key(room),
        fence,
        leaseMs,
        this.counterMs,
        json,
        this.ttlSeconds,
      ),
    );
    if (r !== 1) throw roomMoved();
  }

  async load(room: string): Promise<unknown | null> {
    const json = await this.run(() => this.redis.get(this.key(room)));
    return json === null ? null : JSON.parse(json);
  }

  async release(room: string, fence: string): Promise<void> {
    await this.run(() => this.redis.duelRelease(this.owner(room), fence));
  }

  async close(): Promise<void> {
    await closeConnection(this.redis);
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      throw storeUnavailable();
    }
  }

  private key(room: string): string {
    return `matrix-arcade:duel:${room}`;
  }
  private owner(room: string): string {
    return `matrix-arcade:owner:${room}`;
  }
  private fence(room: string): string {
    return `matrix-arcade:fence:${room}`;
  }
}
