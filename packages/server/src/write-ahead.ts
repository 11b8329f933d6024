/**
 * Write-ahead changes of one room's duel: a change (a move, a rematch vote, the AI's move) is
 * played on a copy of the duel, the copy is stored through the room's lease, and only then is it
 * adopted and shown. Changes run one at a time, so each is planned on the stored state before
 * it. A store that cannot be reached refuses the change (`STORE_UNAVAILABLE`, nothing changed)
 * and starts a resync: every half second the duel is stored again, and once that works the room
 * is told (`resumed`) so it lists itself again and sends everyone the true view. A change that
 * leaves the duel as it was is neither stored nor shown.
 */
import type { Duel } from './duel.js';
import type { OnlineError } from './errors.js';
import type { RoomLease } from './room-lease.js';

export interface WriteAheadRoom {
  duel(): Duel;
  lease(): RoomLease | undefined;
  /** Repeats `run` every `ms` until cleared (the room's clock, stopped with the room). */
  every(ms: number, run: () => void): { clear(): void };
  /** A change was stored and adopted: show it. */
  changed(): void;
  /** The store answers again after an outage. */
  resumed(): Promise<void>;
}

export class WriteAhead {
  private queue: Promise<void> = Promise.resolve();
  private resyncTimer: { clear(): void } | undefined;

  constructor(private readonly room: WriteAheadRoom) {}

  /** Plans a change on a copy, stores it, then applies and shows it (refusals change nothing). */
  change(mutate: (next: Duel) => void): Promise<void> {
    const run = this.queue.then(async () => {
      const next = this.room.duel().copy();
      mutate(next);
      // A change that changes nothing (a repeated vote) is neither stored nor shown: one message
      // must not buy a store write and a view to every client in the room.
      if (this.room.duel().unchangedIn(next)) return;
      try {
        await this.room.lease()!.save(next.snapshot());
      } catch (e) {
        if ((e as OnlineError).code === 'STORE_UNAVAILABLE') this.resyncLater();
        throw e;
      }
      this.room.duel().adopt(next);
      this.room.changed();
    });
    this.queue = run.catch(() => {});
    return run;
  }

  /** Stores the duel again until the store answers, then tells the room. */
  resyncLater(): void {
    if (this.resyncTimer) return;
    this.resyncTimer = this.room.every(500, () => {
      void this.queue.then(async () => {
        if (!this.resyncTimer) return;
        try {
          await this.room.lease()!.save(this.room.duel().snapshot());
        } catch {
          return;
        }
        this.resyncTimer?.clear();
        this.resyncTimer = undefined;
        await this.room.resumed();
      });
    });
  }

  /** Stops resyncing; resolves once the change under way (if any) is done. */
  async stop(): Promise<void> {
    this.resyncTimer?.clear();
    this.resyncTimer = undefined;
    await this.queue;
  }
}
