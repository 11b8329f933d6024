/**
 * Where duels are kept between moves, and who owns each room. A room id is owned by one room
 * instance at a time: `acquire` takes an ownership lease (a fencing token, unique for ever) only
 * when nobody holds it; the owner renews it (`renew`) while it lives; every `save` is conditional
 * on the saver still holding the lease, so a copy that lost its room can never overwrite the
 * owner's snapshot. A lease that lapsed (a stall, a store outage) is taken back only when nobody
 * else took the room meanwhile. `MemoryRoomStore` is the one-process store; `RedisRoomStore`
 * (redis-room-store.ts) shares rooms between processes. A store that cannot be reached throws
 * `STORE_UNAVAILABLE`; a saver that lost its room gets `ROOM_MOVED`.
 */
import { OnlineError } from './errors.js';

/** The outcome of `acquire`: the lease taken, or how long the holder's lease still runs. */
export type Acquired = { readonly fence: string } | { readonly heldMs: number };

export interface RoomStore {
  /** Takes `room`'s lease for `leaseMs` when nobody holds it. */
  acquire(room: string, leaseMs: number): Promise<Acquired>;
  /** Extends the lease `fence` holds; false when it lost the room to another owner. */
  renew(room: string, fence: string, leaseMs: number): Promise<boolean>;
  /** Writes `snapshot` when `fence` holds the room (else `ROOM_MOVED`), renewing the lease. */
  save(room: string, fence: string, snapshot: unknown, leaseMs: number): Promise<void>;
  load(room: string): Promise<unknown | null>;
  /** Gives the lease up (a no-op when `fence` no longer holds it). */
  release(room: string, fence: string): Promise<void>;
  close(): Promise<void>;
}

/** A day: how long a room waits for its players after the last move. */
export const SNAPSHOT_TTL_SECONDS = 24 * 60 * 60;

export function storeUnavailable(): OnlineError {
  return new OnlineError(
    'STORE_UNAVAILABLE',
    'the game store cannot be reached: nothing was changed; the game resumes when it is back',
  );
}

export function roomMoved(): OnlineError {
  return new OnlineError('ROOM_MOVED', 'this room is now held by another server: join again');
}

interface Held {
  fence: string;
  expires: number;
}

/** Snapshots and leases in this process (lost with it: the single-process default). */
export class MemoryRoomStore implements RoomStore {
  private readonly snapshots = new Map<string, { json: string; expires: number }>();
  private readonly leases = new Map<string, Held>();
  /** The last fence issued per room (so a lapsed lease is taken back only by its own holder). */
  private readonly fences = new Map<string, number>();
  private issued = 0;
  constructor(
    private readonly ttlSeconds = SNAPSHOT_TTL_SECONDS,
    private readonly now: () => number = Date.now,
  ) {}

  async acquire(room: string, leaseMs: number): Promise<Acquired> {
    const held = this.live(room);
    if (held) return { heldMs: held.expires - this.now() };
    const n = ++this.issued;
    this.fences.set(room, n);
    const fence = `${n}:memory`;
    this.leases.set(room, { fence, expires: this.now() + leaseMs });
    return { fence };
  }

  async renew(room: string, fence: string, leaseMs: number): Promise<boolean> {
    const held = this.live(room);
    if (held && held.fence !== fence) return false;
    if (!held && String(this.fences.get(room)) !== fence.split(':')[0]) return false;
    this.leases.set(room, { fence, expires: this.now() + leaseMs });
    return true;
  }

  async save(room: string, fence: string, snapshot: unknown, leaseMs: number): Promise<void> {
    if (!(await this.renew(room, fence, leaseMs))) throw roomMoved();
    const expires = this.now() + this.ttlSeconds * 1000;
    this.snapshots.set(room, { json: JSON.stringify(snapshot), expires });
  }

  async load(room: string): Promise<unknown | null> {
    const e = this.snapshots.get(room);
    if (!e) return null;
    if (e.expires < this.now()) {
      this.snapshots.delete(room);
      return null;
    }
    return JSON.parse(e.json);
  }

  async release(room: string, fence: string): Promise<void> {
    if (this.leases.get(room)?.fence === fence) this.leases.delete(room);
  }

  async close(): Promise<void> {}

  private live(room: string): Held | undefined {
    const held = this.leases.get(room);
    if (held && held.expires <= this.now()) {
      this.leases.delete(room);
      return undefined;
    }
    return held;
  }
}
