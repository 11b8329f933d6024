/**
 * Hints of a game element, as a Lit reactive controller: `ask()` searches the seat to move's
 * best move with the AI controller (answered at once when it was searched ahead), and keeps
 * the answer for the position it was asked in, so the board and the hint panel show it until
 * the game moves on. It also says when the Hint control is unavailable and why: the game is
 * over, the engine is busy, or the seat to move is played by the AI (a hint is for a person's
 * turn; it would only show the AI's own move).
 */
import type { ReactiveController } from 'lit';
import type { AiController } from './ai-controller.js';
import { type ElementApi, gameOf, humanSeats } from './element-api.js';
import type { HintResult } from './game-events.js';
import type { GameSession } from './game-session.js';
import { hintFor } from './words.js';

/** What the controller needs from its element besides its public settings. */
export interface HintDriver<S> {
  session(): GameSession<S> | null;
  /** Bumped on every change of the session. */
  version(): number;
  /** Why the engine's move is good, in words, or null. */
  explain(state: S, action: number): string | null;
  seatName(seat: number): string;
  /** Says the hint (the live region). */
  said(hint: HintResult): void;
}

export class HintController<S> implements ReactiveController {
  /** The last hint, for the position (ply) it was asked in. */
  last: (HintResult & { ply: number }) | null = null;

  constructor(
    private readonly host: ElementApi,
    private readonly d: HintDriver<S>,
    private readonly ai: AiController<S, never>,
  ) {
    host.addController(this);
  }

  /** Nothing to set up: the element's first render draws everything. */
  hostConnected(): void {}

  /** The last hint if it was asked in the current position, else null. */
  get current(): (HintResult & { ply: number }) | null {
    const h = this.last;
    const s = this.d.session();
    return h && s && h.ply === s.history.length ? h : null;
  }

  /** Forgets the hint (the position changed). */
  clear(): void {
    if (this.last === null) return;
    this.last = null;
    this.host.requestUpdate();
  }

  /** Who a hint for `seat` is for: "you" for the only seat a person plays, else its name. */
  who(seat: number): string {
    const name = this.d.seatName(seat);
    if (name.toLowerCase() === 'you') return 'you';
    return hintFor(seat, name, humanSeats(this.host, gameOf(this.host).players.max));
  }

  /** Why the Hint control is unavailable now, or '' when it may be used. */
  get unavailable(): string {
    const s = this.d.session();
    if (!s || s.over) return 'The game is over.';
    if (this.host.aiSeats.includes(s.toMove))
      return `${this.d.seatName(s.toMove)} is to move: hints are for your turns.`;
    if (this.ai.thinking !== null) return 'The AI is thinking.';
    return '';
  }

  /** The engine's suggestion for the seat to move (rejects when the game is over). */
  async ask(): Promise<HintResult> {
    const s = this.d.session();
    if (!s || s.over) throw new Error('the game is over: there is nothing to hint');
    const seat = s.toMove;
    const ply = s.history.length;
    const version = this.d.version();
    const level = this.host.aiLevel;
    const found = await this.ai.search(seat, 'hint');
    const explanation = this.d.explain(s.state, found.action);
    const result: HintResult = {
      action: found.action,
      description: gameOf(this.host).describeAction(s.state, found.action),
      value: found.value,
      ...(found.chance === undefined ? {} : { chance: found.chance }),
      chanceKind: found.chanceKind,
      ...(found.chanceUnknown === undefined ? {} : { chanceUnknown: found.chanceUnknown }),
      ...(found.solved === undefined ? {} : { solved: found.solved }),
      level,
      ...(explanation === null ? {} : { explanation }),
      seat,
    };
    if (this.d.version() === version) {
      this.last = { ...result, ply };
      this.d.said(result);
      this.host.requestUpdate();
    }
    return result;
  }
}
