/**
 * The lease by which one room instance owns a room id (room-store.ts): taken when the room is
 * made or restored, renewed every third of its length while the room lives, checked by every
 * save, given up when the room is disposed. Taking it waits while the previous owner's lease
 * runs out (a process that died holds it at most one lease); an owner that is alive renews it
 * meanwhile, and then the room is refused `ROOM_BUSY` (it lives elsewhere: join it there).
 */
import { OnlineError } from './errors.js';
import type { RoomStore } from './room-store.js';

/** How long a lease lasts without renewal (a dead process's rooms come back after this). */
export const DEFAULT_LEASE_MS = 6000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class RoomLease {
  private timer: ReturnType<typeof setInterval> | undefined;
  private lost = false;
  /** A renewal failed because the store was away (the room is stored again once it is back). */
  private interrupted = false;
  /** Called when the store answers again after an outage (the room stores itself again). */
  onResumed: () => void = () => {};

  private constructor(
    private readonly store: RoomStore,
    readonly room: string,
    readonly fence: string,
    private readonly leaseMs: number,
    private readonly onLost: () => void,
  ) {
    this.timer = setInterval(() => void this.renew(), Math.max(50, Math.floor(leaseMs / 3)));
    this.timer.unref?.();
  }

  /** Takes `room`'s lease, waiting out a dead owner's; `ROOM_BUSY` when its owner is alive. */
  static async take(
    store: RoomStore,
    room: string,
    leaseMs: number,
    onLost: () => void,
  ): Promise<RoomLease> {
    const deadline = Date.now() + leaseMs + 1000;
    let left = Number.POSITIVE_INFINITY;
    for (;;) {
      const got = await store.acquire(room, leaseMs);
      if ('fence' in got) return new RoomLease(store, room, got.fence, leaseMs, onLost);
      // A dead owner's lease only runs down; a living owner's goes up again when renewed.
      if (got.heldMs > left + 50 || Date.now() > deadline) {
        throw new OnlineError(
          'ROOM_BUSY',
          'this room is being played on another server process right now: join it again',
        );
      }
      left = got.heldMs;
      await sleep(Math.max(20, Math.min(got.heldMs + 20, 200)));
    }
  }

  /** True once another instance owns the room. */
  get isLost(): boolean {
    return this.lost;
  }

  /** Saves `snapshot` if this lease still owns the room (`ROOM_MOVED` otherwise). */
  async save(snapshot: unknown): Promise<void> {
    if (this.lost) throw new OnlineError('ROOM_MOVED', 'this room is held by another server');
    try {
      await this.store.save(this.room, this.fence, snapshot, this.leaseMs);
    } catch (e) {
      if ((e as OnlineError).code === 'ROOM_MOVED') this.lose();
      throw e;
    }
  }

  /** Stops renewing and frees the room for the next owner. */
  async release(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    if (this.lost) return;
    this.lost = true;
    try {
      await this.store.release(this.room, this.fence);
    } catch {
      // Unreachable store: the lease runs out by itself.
    }
  }

  private async renew(): Promise<void> {
    if (this.lost) return;
    try {
      if (!(await this.store.renew(this.room, this.fence, this.leaseMs))) return this.lose();
    } catch {
      // The store is away: tried again at the next tick; a save meanwhile is refused.
      this.interrupted = true;
      return;
    }
    if (this.interrupted) {
      this.interrupted = false;
      this.onResumed();
    }
  }

  private lose(): void {
    if (this.lost) return;
    this.lost = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.onLost();
  }
}
