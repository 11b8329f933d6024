/**
 * The settings half of `GameElement`: the reactive properties every game element shares, the
 * shared attributes (`seed`, `ai-seats`, `speed`, `ai-iterations`; a bad value warns, fires
 * `error` and is ignored) with their properties, the read-only views of the game (`gameState`,
 * `result`), and the words a game may reword (seat names, turns, hints, estimates). What the
 * element does with them (sessions, the AI, moves, events) is in `game-element.ts`.
 */
import { LitElement } from 'lit';
import type { Game, Outcome } from '@matrix-arcade/core';
import { SHARED_ATTRIBUTES, parseSharedAttribute } from './attributes.js';
import type { GameSession } from './game-session.js';
import type { HintResult } from './game-events.js';
import type { SpeedName } from './speeds.js';
import { reportProblem } from './warn.js';

export abstract class GameElementBase<S> extends LitElement {
  static override properties = {
    autoplay: { type: Boolean, reflect: true },
    lastHint: { state: true },
    announcement: { state: true },
    version: { state: true },
  };

  /** The AI plays its seats by itself (pause by turning this off). */
  declare autoplay: boolean;
  /** The last hint, for the position it was asked in. */
  declare protected lastHint: (HintResult & { ply: number }) | null;
  /** The last announcement of the live region. */
  declare protected announcement: string;
  /** Bumped on every change of the session (re-renders and drops stale searches). */
  declare protected version: number;

  protected session: GameSession<S> | null = null;
  protected seedValue: number | null = null;
  private aiSeatsValue: readonly number[] = [];
  private speedValue: SpeedName = 'normal';
  private iterationsValue: number | undefined = undefined;

  // biome-ignore lint/suspicious/noExplicitAny: any game's options
  protected abstract readonly game: Game<S, any, any>;
  /** Deals a new game with this seed and the option attributes. */
  protected abstract startGame(seed: number): void;
  /** Re-renders, saves, and lets the AI move if it is its turn. */
  protected abstract changed(): void;

  static override get observedAttributes(): string[] {
    // `super` here runs Lit's getter for this subclass (it finalizes the subclass's properties).
    // biome-ignore lint/complexity/noThisInStatic: must be the subclass, not LitElement itself
    return [...super.observedAttributes, ...SHARED_ATTRIBUTES];
  }

  constructor() {
    super();
    this.autoplay = false;
    this.lastHint = null;
    this.announcement = '';
    this.version = 0;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (value === null || old === value) return;
    const parsed = parseSharedAttribute(name, value, this.game.players.max);
    if (!parsed) return;
    if (!parsed.ok) {
      reportProblem(this, { source: name, message: parsed.error.message, value });
      return;
    }
    if (name === 'seed') this.seed = parsed.value as number;
    else if (name === 'ai-seats') this.aiSeats = parsed.value as number[];
    else if (name === 'speed') this.speed = parsed.value as SpeedName;
    else this.aiIterations = parsed.value as number;
  }

  /** The seed of the current game; setting a different one deals a new game with it. */
  get seed(): number {
    return this.session?.seed ?? this.seedValue ?? 0;
  }
  set seed(v: number) {
    this.seedValue = v >>> 0;
    if (this.session && this.session.seed !== this.seedValue) this.startGame(this.seedValue);
  }

  /** Seats the AI plays, e.g. `[1]`, or `[0, 1]` to watch it play itself. */
  get aiSeats(): readonly number[] {
    return this.aiSeatsValue;
  }
  set aiSeats(v: readonly number[]) {
    this.aiSeatsValue = [...new Set(v)].sort((a, b) => a - b);
    this.changed();
  }

  /** Pause before each AI move: slow, normal, fast or instant. */
  get speed(): SpeedName {
    return this.speedValue;
  }
  set speed(v: SpeedName) {
    this.speedValue = v;
    this.changed();
  }

  /** Search iterations per AI move and hint (default: the engine's setting for the game). */
  get aiIterations(): number | undefined {
    return this.iterationsValue;
  }
  set aiIterations(v: number | undefined) {
    this.iterationsValue = v;
  }

  /** The current game state (read-only; plain data). */
  get gameState(): S | null {
    return this.session?.state ?? null;
  }

  /** How the game ended, or null while it runs. */
  get result(): Outcome | null {
    return this.session ? this.game.outcome(this.session.state) : null;
  }

  // ---- words, for subclasses to reword ----

  /** "Player 1", "Player 2 (AI)". */
  protected seatName(seat: number): string {
    return `Player ${seat + 1}${this.isAiSeat(seat) ? ' (AI)' : ''}`;
  }

  /** What the live region says about whose turn it is: "Player 2 (AI) to move." */
  protected turnWords(seat: number): string {
    return `${this.seatName(seat)} to move.`;
  }

  /** What the live region says about a hint. */
  protected hintWords(hint: HintResult): string {
    return `Hint for ${this.seatName(hint.seat)}: ${hint.description}, ${this.valueWords(hint.value)}`;
  }

  protected valueWords(value: number): string {
    return `estimated chance to win ${Math.round(value * 100)}%`;
  }

  protected isAiSeat(seat: number): boolean {
    return this.aiSeatsValue.includes(seat);
  }

  /** Whether some seat is played by a person. */
  protected hasHumanSeat(): boolean {
    return this.aiSeatsValue.length < this.game.players.max;
  }

  protected announce(text: string): void {
    this.announcement = text;
  }
}
