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
  /** Bytes of an HTTP request body (a matchmaking request); larger ones get 413 unread. */
  readonly maxBodyBytes: number;
  /** Rooms one client address may create a minute. */
  readonly roomsPerMinute: number;
  /** Matchmaking requests one client address may make a minute (joins, creates, refusals). */
  readonly requestsPerMinute: number;
  /** Seconds a reserved seat waits for its WebSocket before it lapses. */
  readonly reservationSeconds: number;
  /**
   * AI searches that may wait or run at once in the process (rooms beyond are told `AI_BUSY`
   * inside the server and ask again a second later).
   */
  readonly aiQueue: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxMessageChars: 256,
  burst: 20,
  perSecond: 10,
  maxSpectators: 32,
  maxPayloadBytes: 4096,
  maxBodyBytes: 4096,
  roomsPerMinute: 30,
  requestsPerMinute: 600,
  reservationSeconds: 8,
  aiQueue: 64,
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

/**
 * Counts per client address in a sliding minute: `take` is false (and counts nothing) when the
 * address is at its limit. `MinuteCounter` counts in this process; with Redis every process
 * counts in Redis (redis-counter.ts), so the limit holds across them.
 */
export interface AddressCounter {
  take(key: string): boolean | Promise<boolean>;
}

/** Counts per key in a sliding minute, in this process (rooms and requests per client address). */
export class MinuteCounter implements AddressCounter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one for `key`; false (and not counted) when `key` is at its limit. */
  take(key: string): boolean {
    const t = this.now();
    const recent = (this.hits.get(key) ?? []).filter((h) => h > t - 60_000);
    if (recent.length >= this.perMinute) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(t);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(t);
    return true;
  }

  private prune(t: number): void {
    for (const [k, v] of this.hits) if (v.every((h) => h <= t - 60_000)) this.hits.delete(k);
  }
}
