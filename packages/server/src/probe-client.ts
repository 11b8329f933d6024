/**
 * A client's room with every message it received, in order, and waits on them: what the server's
 * tests and the attack probe (attack-probe.ts) see of a room through a real colyseus.js client.
 */
import type { Room } from 'colyseus.js';
import type { DuelView } from './duel-view.js';
import type { Refusal } from './errors.js';

export interface Welcome {
  readonly room: string;
  readonly game: string;
  readonly seat: number | null;
  readonly invite: string | null;
}

/** A client's room with every message it received, in order. */
export class Recorded {
  readonly messages: { type: string; message: unknown }[] = [];
  readonly views: DuelView[] = [];
  readonly refusals: Refusal[] = [];
  welcome: Welcome | undefined;
  /** The close code once the connection was closed. */
  closed: number | undefined;
  private waiters: (() => void)[] = [];

  constructor(readonly room: Room) {
    room.onMessage('*', (type, message) => {
      this.messages.push({ type: String(type), message });
      if (type === 'view') this.views.push(message as DuelView);
      if (type === 'refused') this.refusals.push(message as Refusal);
      if (type === 'welcome') this.welcome = message as Welcome;
      this.wake();
    });
    room.onLeave((code) => {
      this.closed = code;
      this.wake();
    });
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  get last(): DuelView | undefined {
    return this.views[this.views.length - 1];
  }

  /** Resolves once `check()` holds (checked after each message). */
  async until<T>(check: () => T | undefined | false, what: string, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const v = check();
      if (v) return v;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** The next refusal after the `count` already seen. */
  nextRefusal(count: number): Promise<Refusal> {
    return this.until(() => this.refusals[count], 'a refusal');
  }

  /** A view at turn `turn` or later. */
  viewAt(turn: number): Promise<DuelView> {
    return this.until(() => {
      const v = this.last;
      return v && v.turn >= turn ? v : undefined;
    }, `a view at turn ${turn}`);
  }
}
