/**
 * The base of every game element (`<dice-matrix-game>` and the games to come): the embedding
 * contract written once. It owns the session (undo/redo, saves), parses the shared attributes
 * (`seed`, `ai-seats`, `autoplay`, `speed`, `ai-iterations`; a bad value warns, fires `error`
 * and is ignored), runs the AI on its seats through the engine (one search at a time, stale
 * answers dropped after undo or a new game), answers hints, announces moves in a polite live
 * region, and fires `move`, `game-over` and `state-change`. A subclass supplies the game, its
 * engine, its option attributes and its board.
 */
import { LitElement } from 'lit';
import type { Game, Outcome } from '@matrix-arcade/core';
import type { Engine } from '@matrix-arcade/ai-wasm';
import { AiController, type Thinking } from './ai-controller.js';
import { SHARED_ATTRIBUTES, parseSharedAttribute, randomSeed } from './attributes.js';
import { GameSession, type SessionJSON } from './game-session.js';
import { SPEEDS, type SpeedName } from './speeds.js';
import { type HintResult, type MoveDetail, fire } from './game-events.js';
import { reportProblem } from './warn.js';

export type { HintResult, MoveDetail } from './game-events.js';

export abstract class GameElement<S, O> extends LitElement {
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
  private seedValue: number | null = null;
  private aiSeatsValue: readonly number[] = [];
  private speedValue: SpeedName = 'normal';
  private iterationsValue: number | undefined = undefined;
  private pendingState: unknown = undefined;
  protected readonly ai = new AiController<S, O>(
    this,
    {
      game: () => this.game,
      session: () => this.session,
      version: () => this.version,
      running: () => this.autoplay,
      isAiSeat: (seat) => this.isAiSeat(seat),
      delayMs: () => SPEEDS[this.speedValue],
      iterations: () => this.iterationsValue,
      play: (action) => this.commit(action, 'ai'),
      fail: (message) => reportProblem(this, { source: 'engine', message }),
    },
    () => this.createEngine(),
  );

  // biome-ignore lint/suspicious/noExplicitAny: any game's options
  protected abstract readonly game: Game<S, O, any>;
  /** Creates the engine (called lazily, once per connection). */
  protected abstract createEngine(): Engine<O>;
  /** The game's options as the option attributes say now. */
  protected abstract optionsFromAttributes(): object;

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

  /** The game as JSON (`matrix-arcade/session`); setting it restores a saved game. */
  get state(): SessionJSON | null {
    return this.session?.toJSON() ?? null;
  }
  set state(v: unknown) {
    if (!this.isConnected && !this.session) {
      this.pendingState = v;
      return;
    }
    this.restore(v);
  }

  /** The engine used for AI moves and hints; assign your own (e.g. a custom worker) before use. */
  get engine(): Engine<O> {
    return this.ai.engine;
  }
  set engine(e: Engine<O>) {
    this.ai.engine = e;
  }

  /** The current game state (read-only; plain data). */
  get gameState(): S | null {
    return this.session?.state ?? null;
  }

  /** How the game ended, or null while it runs. */
  get result(): Outcome | null {
    return this.session ? this.game.outcome(this.session.state) : null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.pendingState !== undefined) {
      const v = this.pendingState;
      this.pendingState = undefined;
      this.restore(v);
    }
    if (!this.session) this.startGame(this.seedValue ?? randomSeed());
    else this.changed();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
  }

  /** Starts a new game: `seed` and the game's options (defaults: a random seed, the attributes). */
  newGame(options: { seed?: number } & Record<string, unknown> = {}): void {
    const { seed, ...rest } = options;
    const opts = { ...this.optionsFromAttributes(), ...rest };
    // Validate first: a bad option throws OptionsError and leaves the current game alone.
    this.game.setup(opts, 0);
    this.startGame(seed ?? randomSeed(), opts);
  }

  /** Takes back moves until a person is to move again (one move if every seat is the AI). */
  undo(): boolean {
    const s = this.session;
    if (!s?.undo()) return false;
    while (this.isAiSeat(s.toMove) && this.hasHumanSeat() && s.canUndo) s.undo();
    this.afterTimeTravel('Move taken back');
    return true;
  }

  /** Replays what undo took back, up to the next person's turn. */
  redo(): boolean {
    const s = this.session;
    if (!s?.redo()) return false;
    while (this.isAiSeat(s.toMove) && this.hasHumanSeat() && s.canRedo) s.redo();
    this.afterTimeTravel('Move replayed');
    return true;
  }

  /** The engine's suggestion for the seat to move, shown on the board and in words. */
  async hint(): Promise<HintResult> {
    const s = this.session;
    if (!s || s.over) throw new Error('the game is over: there is nothing to hint');
    const seat = s.toMove;
    const ply = s.history.length;
    const version = this.version;
    const found = await this.ai.search(seat, 'hint');
    const result: HintResult = {
      action: found.action,
      description: this.game.describeAction(s.state, found.action),
      value: found.value,
      seat,
    };
    if (this.version === version) {
      this.lastHint = { ...result, ply };
      this.announce(
        `Hint for ${this.seatName(seat)}: ${result.description}, ${this.valueWords(result.value)}`,
      );
    }
    return result;
  }

  /** Plays an action for the seat to move (as a person); throws `IllegalActionError` if illegal. */
  play(action: number): void {
    this.commit(action, 'human');
  }

  // ---- for subclasses ----

  /** "Player 1", "Player 2 (AI)". */
  protected seatName(seat: number): string {
    return `Player ${seat + 1}${this.isAiSeat(seat) ? ' (AI)' : ''}`;
  }

  protected isAiSeat(seat: number): boolean {
    return this.aiSeatsValue.includes(seat);
  }

  /** What the engine is searching for now, or null. */
  protected get thinking(): Thinking | null {
    return this.ai.thinking;
  }

  /** Whether a person may move now (not while the AI is about to play this seat). */
  protected get humanTurn(): boolean {
    const s = this.session;
    if (!s || s.over) return false;
    return !(this.autoplay && this.isAiSeat(s.toMove)) && this.ai.thinking?.purpose !== 'move';
  }

  protected valueWords(value: number): string {
    return `estimated chance to win ${Math.round(value * 100)}%`;
  }

  /** Called after every change of the session, before rendering (clear selections here). */
  protected sessionChanged(): void {}

  protected announce(text: string): void {
    this.announcement = text;
  }

  protected commit(action: number, by: 'human' | 'ai'): void {
    const s = this.session;
    if (!s) return;
    const before = s.state;
    const seat = s.toMove;
    const description = this.game.describeAction(before, action);
    s.play(action);
    this.lastHint = null;
    const detail: MoveDetail = { seat, action, description, by };
    fire(this, 'move', detail);
    const outcome = this.game.outcome(s.state);
    let words = `${this.seatName(seat)}: ${description}.`;
    if (outcome) words += ` Game over. ${outcome.summary}`;
    else words += ` ${this.seatName(s.toMove)} to move.`;
    this.announce(words);
    this.changed();
    if (outcome) fire(this, 'game-over', { result: outcome });
  }

  // ---- internals ----

  private hasHumanSeat(): boolean {
    return this.aiSeatsValue.length < this.game.players.max;
  }

  private startGame(seed: number, options: object = this.optionsFromAttributes()): void {
    this.ai.cancel();
    this.session = GameSession.create(this.game, options, seed);
    this.seedValue = this.session.seed;
    this.lastHint = null;
    this.announce(
      `New game, seed ${this.session.seed}. ${this.seatName(this.session.toMove)} to move.`,
    );
    this.changed();
  }

  private restore(v: unknown): void {
    try {
      const next = GameSession.fromJSON(this.game, v);
      this.ai.cancel();
      this.session = next;
      this.seedValue = next.seed;
      this.lastHint = null;
      const outcome = this.game.outcome(next.state);
      this.announce(
        outcome
          ? `Game restored. ${outcome.summary}`
          : `Game restored. ${this.seatName(next.toMove)} to move.`,
      );
      this.changed();
    } catch (e) {
      reportProblem(this, {
        source: 'state',
        message: `state ignored: ${(e as Error).message}`,
        value: v,
      });
    }
  }

  private afterTimeTravel(words: string): void {
    this.ai.cancel();
    this.lastHint = null;
    const s = this.session!;
    this.announce(`${words}. ${s.over ? 'Game over.' : `${this.seatName(s.toMove)} to move.`}`);
    this.changed();
  }

  /** Re-renders, saves, and lets the AI move if it is its turn. */
  protected changed(): void {
    this.version++;
    if (!this.session) return;
    this.sessionChanged();
    fire(this, 'state-change', { state: this.session.toJSON() });
    this.ai.schedule();
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    // Here, not in updated(): pausing changes what is drawn, and changes before rendering are free.
    if (changed.has('autoplay')) {
      if (!this.autoplay) this.ai.pause();
      this.ai.schedule();
    }
  }
}
