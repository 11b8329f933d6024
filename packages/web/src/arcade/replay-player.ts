/**
 * Playing a replay by itself, for `<arcade-replay>`: Play steps forward one move at a time at the
 * chosen speed until the end (Play at the end starts again from the start), Pause or any step by
 * hand stops it. The pause between moves comes from an injectable `ticker` (a `setTimeout` by
 * default), so a test drives the playing move by move without a clock, and `idle()` resolves once
 * nothing plays. A Lit reactive controller: it stops when its host leaves the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type LineSpeed = 'slow' | 'normal' | 'fast';

/** The pause before each move at each speed (ms), with its words for the speed menu. */
export const LINE_SPEEDS: Readonly<
  Record<LineSpeed, { readonly ms: number; readonly label: string }>
> = {
  slow: { ms: 1500, label: 'slow' },
  normal: { ms: 700, label: 'normal' },
  fast: { ms: 250, label: 'fast' },
};

/** Calls `step` once after `ms` milliseconds; the function returned cancels it. */
export type Ticker = (ms: number, step: () => void) => () => void;

export const timeoutTicker: Ticker = (ms, step) => {
  const t = setTimeout(step, ms);
  return () => clearTimeout(t);
};

/** What the player steps: the replay's position and its length. */
export interface PlayerPort {
  /** Moves shown now (0: the start). */
  step(): number;
  /** Moves in the replay. */
  total(): number;
  /** Shows the game after `k` moves. */
  go(k: number): void;
}

export class ReplayPlayer implements ReactiveController {
  playing = false;
  speed: LineSpeed = 'normal';
  /** Schedules the next move (replace it in a test to step without a clock). */
  ticker: Ticker = timeoutTicker;
  private cancelTick: (() => void) | null = null;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly port: PlayerPort,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.pause();
  }

  /** Plays from here (from the start when at the end). */
  play(): void {
    if (this.port.total() === 0) return;
    if (this.port.step() >= this.port.total()) this.port.go(0);
    this.playing = true;
    this.schedule();
    this.host.requestUpdate();
  }

  /** Stops where it is. */
  pause(): void {
    this.cancelTick?.();
    this.cancelTick = null;
    if (!this.playing) return;
    this.playing = false;
    this.host.requestUpdate();
    for (const w of this.waiters.splice(0)) w();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** A new speed; a line playing goes on at it from the next move. */
  setSpeed(speed: LineSpeed): void {
    this.speed = speed;
    if (this.playing) this.schedule();
    this.host.requestUpdate();
  }

  /** Resolves once nothing plays: at once when paused, else at the end or the next pause. */
  idle(): Promise<void> {
    if (!this.playing) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private schedule(): void {
    this.cancelTick?.();
    this.cancelTick = this.ticker(LINE_SPEEDS[this.speed].ms, () => this.tick());
  }

  private tick(): void {
    this.cancelTick = null;
    if (!this.playing) return;
    this.port.go(this.port.step() + 1);
    if (this.port.step() >= this.port.total()) this.pause();
    else this.schedule();
    this.host.requestUpdate();
  }
}
