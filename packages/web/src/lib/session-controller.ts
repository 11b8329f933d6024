/**
 * The game in progress of an element, as a Lit reactive controller: the session (a deal, every
 * move, undo and redo), the saved game (`state`: what it returns and what assigning it
 * restores, kept until the element is connected), and the moves themselves, each announced,
 * cued (when sound is on) and fired as `move`, then `game-over` at the end; a running game
 * replaced by a new deal fires `game-abandon`. Every change calls the driver's `changed`
 * (which re-renders, saves and lets the AI play). A bad save is reported and loses nothing.
 * Each move is recorded with who made it: the AI, a person, or a person following the hint
 * shown for that position (`hint`).
 */
import type { ReactiveController } from 'lit';
import type { Outcome } from '@matrix-arcade/core';
import { randomSeed } from './attributes.js';
import { type ElementApi, gameOf } from './element-api.js';
import { type MoveDetail, fire } from './game-events.js';
import { GameSession, type SessionJSON } from './game-session.js';
import type { MadeStep } from './made-by.js';
import { newGameSeed } from './property-checks.js';
import { moveCue, playCue } from './sound.js';
import { reportProblem } from './warn.js';

/** What the controller needs from its element besides its public settings. */
export interface SessionDriver {
  seatName(seat: number): string;
  /** Who made a move, as recorded: "Player 1 (AI)", "You (hint)". */
  moverName(step: MadeStep): string;
  /** The action of the hint shown for the current position, or null. */
  hintedAction(): number | null;
  turnWords(seat: number): string;
  /** The rules' end sentence with the screen's seat names ("You win 151 to 137."). */
  summaryWords(outcome: Outcome): string;
  announce(text: string): void;
  /** The position changed under the AI and the hint: drop their searches. */
  reset(): void;
  /** A move was played: the hint was for the position before it. */
  clearHint(): void;
  /** Re-render, save, let the AI play. */
  changed(): void;
}

export class SessionController<S> implements ReactiveController {
  /** The game in progress, or null before the first deal. */
  session: GameSession<S> | null = null;
  /** A save assigned before the element was connected. */
  private pending: unknown = undefined;

  constructor(
    private readonly host: ElementApi,
    private readonly d: SessionDriver,
  ) {
    host.addController(this);
  }

  /** Restores a save assigned while the element was disconnected. */
  hostConnected(): void {
    if (this.pending === undefined) return;
    const v = this.pending;
    this.pending = undefined;
    this.restore(v);
  }

  /** The game as JSON (`matrix-arcade/session`), or null. */
  get state(): SessionJSON | null {
    return this.session?.toJSON() ?? null;
  }

  /** Restores a saved game (kept until connected if the element is not yet). */
  setState(v: unknown): void {
    if (!this.host.isConnected && !this.session) this.pending = v;
    else this.restore(v);
  }

  /** Deals a new game (options already checked), abandoning the running one. */
  start(seed: number, options: object): void {
    this.d.reset();
    const old = this.session;
    if (old && !old.over && (old.history.length > 0 || old.canRedo))
      fire(this.host, 'game-abandon', { state: old.toJSON() });
    this.session = GameSession.create(gameOf(this.host), options, seed);
    this.d.announce(
      `New game, seed ${this.session.seed}. ${this.d.turnWords(this.session.toMove)}`,
    );
    this.d.changed();
  }

  private restore(v: unknown): void {
    const game = gameOf(this.host);
    try {
      const next = GameSession.fromJSON(game, v);
      this.d.reset();
      this.session = next;
      const outcome = game.outcome(next.state);
      this.d.announce(
        `Game restored. ${outcome ? this.d.summaryWords(outcome) : this.d.turnWords(next.toMove)}`,
      );
      this.d.changed();
    } catch (e) {
      reportProblem(this.host, {
        source: 'state',
        message: `state ignored: ${(e as Error).message}`,
        value: v,
      });
    }
  }

  /**
   * Deals a new game: `seed` (default random) and `options` over `base` (the attributes'). A bad
   * seed or option throws (`ValidationError`, `OptionsError`: coded) and leaves the current game alone.
   */
  deal(options: { seed?: number } & Record<string, unknown>, base: object): void {
    const { seed, ...rest } = options;
    if (seed !== undefined) newGameSeed(seed); // a coded ValidationError for a bad one
    const opts = { ...base, ...rest };
    gameOf(this.host).setup(opts, 0); // a bad option throws OptionsError before anything changes
    this.start(seed ?? randomSeed(), opts);
  }

  /** The AI plays `seat` and a person plays another (undo and redo skip the AI's moves). */
  private aiMoves(seat: number): boolean {
    const ai = this.host.aiSeats;
    return ai.includes(seat) && ai.length < gameOf(this.host).players.max;
  }

  /** Takes back moves until a person is to move again (one move if every seat is the AI). */
  undo(): boolean {
    const s = this.session;
    if (!s?.undo()) return false;
    while (this.aiMoves(s.toMove) && s.canUndo) s.undo();
    this.travelled('Move taken back');
    return true;
  }

  /** Replays what undo took back, up to the next person's turn. */
  redo(): boolean {
    const s = this.session;
    if (!s?.redo()) return false;
    while (this.aiMoves(s.toMove) && s.canRedo) s.redo();
    this.travelled('Move replayed');
    return true;
  }

  private travelled(words: string): void {
    this.d.reset();
    const s = this.session!;
    this.d.announce(`${words}. ${s.over ? 'Game over.' : this.d.turnWords(s.toMove)}`);
    this.d.changed();
  }

  /** Plays `action` for the seat to move; throws `IllegalActionError` and changes nothing if illegal. */
  commit(action: number, by: 'human' | 'ai'): void {
    const s = this.session;
    if (!s) return;
    const game = gameOf(this.host);
    const before = s.state;
    const seat = s.toMove;
    const description = game.describeAction(before, action);
    const hinted = by === 'human' && this.d.hintedAction() === action;
    const step = s.play(action, by === 'ai' ? 'ai' : hinted ? 'hint' : 'person');
    this.d.clearHint();
    const detail: MoveDetail = { seat, action, description, by };
    fire(this.host, 'move', detail);
    const outcome = game.outcome(s.state);
    if (this.host.sound) {
      const seats = game.numSeats(s.state);
      playCue(moveCue(outcome, by, seats, (i) => this.host.aiSeats.includes(i)));
    }
    let words = `${this.d.moverName(step)}: ${description}.`;
    if (outcome) words += ` Game over. ${this.d.summaryWords(outcome)}`;
    else words += ` ${this.d.turnWords(s.toMove)}`;
    this.d.announce(words);
    this.d.changed();
    if (outcome) fire(this.host, 'game-over', { result: outcome });
  }
}
