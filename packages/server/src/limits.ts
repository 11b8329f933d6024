/**
 * Limits on what one client may send: message size (measured as JSON) and rate (a token
 * bucket: `burst` messages at once, refilled at `perSecond`). The WebSocket transport's
 * `maxPayload` is the outer bound; these refuse politely with a code before any work is done.
 */

export interface Limits {
  /** Largest message accepted, in characters of its JSON. */
  readonly maxMessageChars: number;
  /** Messages a client may send at once. */
  readonly burst: number;
  /** Messages a second a client may send in the long run. */
  readonly perSecond: number;
  /** Spectators a room admits besides its two seats. */
  readonly maxSpectators: number;
  /** Bytes of one WebSocket frame the transport accepts (it closes the connection beyond). */
  readonly maxPayloadBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxMessageChars: 256,
  burst: 20,
  perSecond: 10,
  maxSpectators: 32,
  maxPayloadBytes: 4096,
};

/** A token bucket; `take()` is false when the client has sent too much too fast. */
export class RateBucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** The size of a message as JSON, or Infinity when it has none (cycles cannot arrive, but be safe). */
export function messageChars(message: unknown): number {
  try {
    return JSON.stringify(message ?? null).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
