/**
 * The turns of the server's AI in one room: when the seat to move is the AI's, a short delay
 * (so people see the move come), then the search (off the event loop: ai-pool.ts), then the move
 * as a write-ahead change like any other. The room goes on answering while the AI thinks: a
 * person's message in the meantime is handled (and refused when it is out of turn) at once.
 * One search at a time per room. What the search found is played only if nothing changed while
 * it ran (same turn, the seat still the AI's: a person who takes the seat back plays it). A pool
 * that is full (`AI_BUSY`) is asked again a second later; a store that is away drops the move
 * (the resync asks again); any other failure ends the duel through `failed` (AI_FAILED).
 */
import type { Action } from '@matrix-arcade/core';
import type { ChooseAction } from './ai-pool.js';
import type { Duel } from './duel.js';
import type { OnlineError } from './errors.js';

export interface AiTurnsRoom {
  duel(): Duel;
  /** The AI of the room's game. */
  readonly choose: ChooseAction;
  /** Milliseconds before the AI's move is searched. */
  readonly delayMs: number;
  /** Runs `run` after `ms` (the room's clock, stopped with the room). */
  later(ms: number, run: () => void): { clear(): void };
  /** A write-ahead change (write-ahead.ts). */
  change(mutate: (next: Duel) => void): Promise<void>;
  /** The AI of `seat` failed: the duel ends. */
  failed(seat: number, error: unknown): Promise<void>;
}

/** How long a room waits before asking a full pool again (ms). */
export const AI_BUSY_RETRY_MS = 1000;

const codeOf = (e: unknown): string | undefined => (e as OnlineError | undefined)?.code;

export class AiTurns {
  private timer: { clear(): void } | undefined;
  private thinking = false;
  private stopped = false;

  constructor(private readonly room: AiTurnsRoom) {}

  /** Whether a search for this room is running now. */
  get isThinking(): boolean {
    return this.thinking;
  }

  /** Plans the AI's move when the seat to move is the AI's (and none is planned or running). */
  schedule(delayMs = this.room.delayMs): void {
    const duel = this.room.duel();
    const seat = duel.toMove();
    if (this.stopped || this.timer || this.thinking || duel.halted !== null) return;
    if (seat === null || !duel.isAi(seat)) return;
    this.timer = this.room.later(delayMs, () => {
      this.timer = undefined;
      void this.think(seat);
    });
  }

  /** No AI move any more (the room is going away). */
  stop(): void {
    this.stopped = true;
    this.timer?.clear();
    this.timer = undefined;
  }

  private async think(seat: number): Promise<void> {
    const duel = this.room.duel();
    if (this.stopped || !duel.isAi(seat) || duel.toMove() !== seat) return;
    const turn = duel.turn;
    let action: Action;
    this.thinking = true;
    try {
      action = await this.room.choose(duel.game, duel.aiObservation(seat), seat);
    } catch (e) {
      this.thinking = false;
      if (this.stopped) return;
      if (codeOf(e) === 'AI_BUSY') this.schedule(AI_BUSY_RETRY_MS);
      else await this.room.failed(seat, e);
      return;
    }
    this.thinking = false;
    if (this.stopped) return;
    let played = false;
    try {
      await this.room.change((d) => {
        played = d.playAi(seat, action, turn);
      });
    } catch (e) {
      if (codeOf(e) !== 'STORE_UNAVAILABLE') await this.room.failed(seat, e);
      return; // the resync asks again once the store is back
    }
    if (!played) this.schedule();
  }
}
