/**
 * The behaviour every game element shares, below its chrome (`game-element.ts`): the session
 * (undo/redo, saves through `state`), the AI on its seats through the engine (one search at a
 * time, stale answers dropped after undo or a new game), hints, moves announced in the polite
 * live region with optional sound cues, and the events `move`, `game-over`, `game-abandon` and
 * `state-change`. The settings (shared and option attributes, checked properties) are in
 * `game-element-base.ts`.
 */
import type { Engine } from '@matrix-arcade/ai-wasm';
import { AiController, type Thinking } from './ai-controller.js';
import { randomSeed } from './attributes.js';
import { GameElementBase } from './game-element-base.js';
import { type HintResult, type MoveDetail, fire } from './game-events.js';
import { GameSession, type SessionJSON } from './game-session.js';
import { checkSeed } from './property-checks.js';
import { moveCue, playCue } from './sound.js';
import { SPEEDS } from './speeds.js';
import { reportProblem } from './warn.js';

export abstract class GameElementCore<S, O> extends GameElementBase<S> {
  private pendingState: unknown = undefined;
  protected readonly ai = new AiController<S, O>(
    this,
    {
      game: () => this.game,
      session: () => this.session,
      version: () => this.version,
      running: () => this.autoplay && !this.readonly,
      isAiSeat: (seat) => this.isAiSeat(seat),
      delayMs: () => SPEEDS[this.speed],
      iterations: () => this.aiIterations,
      level: () => this.aiLevel,
      play: (action) => this.commit(action, 'ai'),
      fail: (message) => reportProblem(this, { source: 'engine', message }),
    },
    () => this.createEngine(),
  );

  /** Creates the engine (called lazily, once per connection). */
  protected abstract createEngine(): Engine<O>;

  /** The game's options as the option attributes say now. */
  protected optionsFromAttributes(): object {
    const self = this as unknown as Record<string, unknown>;
    return Object.fromEntries(this.optionAttributes.map((o) => [o.key, self[o.key]]));
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

  /**
   * Starts a new game: `seed` and the game's options (defaults: a random seed, the attributes).
   * A bad seed or option throws (`RangeError`, `OptionsError`) and leaves the current game alone.
   */
  newGame(options: { seed?: number } & Record<string, unknown> = {}): void {
    const { seed, ...rest } = options;
    if (seed !== undefined) {
      const c = checkSeed(seed, 'newGame({ seed })');
      if (!c.ok) throw new RangeError(c.message.replace(' ignored:', ' rejected:'));
    }
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
    const level = this.aiLevel;
    const found = await this.ai.search(seat, 'hint');
    const explanation = this.hintExplanation(s.state, found.action);
    const result: HintResult = {
      action: found.action,
      description: this.game.describeAction(s.state, found.action),
      value: found.value,
      ...(found.chance === undefined ? {} : { chance: found.chance }),
      ...(found.solved === undefined ? {} : { solved: found.solved }),
      level,
      ...(explanation === null ? {} : { explanation }),
      seat,
    };
    if (this.version === version) {
      this.lastHint = { ...result, ply };
      this.announce(this.hintWords(result));
    }
    return result;
  }

  /** Plays an action for the seat to move (as a person); throws `IllegalActionError` if illegal. */
  play(action: number): void {
    this.commit(action, 'human');
  }

  // ---- for subclasses ----

  /** What the engine is searching for now, or null. */
  protected get thinking(): Thinking | null {
    return this.ai.thinking;
  }

  /** The last hint if it was asked in the current position, else null. */
  protected get currentHint(): (HintResult & { ply: number }) | null {
    const h = this.lastHint;
    return h && this.session && h.ply === this.session.history.length ? h : null;
  }

  /** Whether a person may move now (not while the AI is about to play this seat). */
  protected get humanTurn(): boolean {
    const s = this.session;
    if (!s || s.over || this.readonly) return false;
    return !(this.autoplay && this.isAiSeat(s.toMove)) && this.ai.thinking?.purpose !== 'move';
  }

  /** Called after every change of the session, before rendering (clear selections here). */
  protected sessionChanged(): void {}

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
    if (this.sound) playCue(moveCue(outcome, by, this.game.players.max, (i) => this.isAiSeat(i)));
    let words = `${this.seatName(seat)}: ${description}.`;
    if (outcome) words += ` Game over. ${outcome.summary}`;
    else words += ` ${this.turnWords(s.toMove)}`;
    this.announce(words);
    this.changed();
    if (outcome) fire(this, 'game-over', { result: outcome });
  }

  // ---- internals ----

  protected startGame(seed: number, options: object = this.optionsFromAttributes()): void {
    this.ai.cancel();
    const old = this.session;
    if (old && !old.over && (old.history.length > 0 || old.canRedo))
      fire(this, 'game-abandon', { state: old.toJSON() });
    this.session = GameSession.create(this.game, options, seed);
    this.seedValue = this.session.seed;
    this.lastHint = null;
    this.announce(`New game, seed ${this.session.seed}. ${this.turnWords(this.session.toMove)}`);
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
          : `Game restored. ${this.turnWords(next.toMove)}`,
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
    this.announce(`${words}. ${s.over ? 'Game over.' : this.turnWords(s.toMove)}`);
    this.changed();
  }

  /** Re-renders, saves, and lets the AI move if it is its turn. */
  protected changed(): void {
    this.version++;
    if (!this.session) return;
    this.sessionChanged();
    fire(this, 'state-change', { state: this.session.toJSON() });
    this.ai.schedule();
    this.ai.searchAhead();
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    // Here, not in updated(): pausing changes what is drawn, and changes before rendering are free.
    if (changed.has('autoplay')) {
      if (!this.autoplay) this.ai.pause();
      this.ai.schedule();
    }
    // An option attribute changed: deal a new game with the same seed if the options differ.
    const s = this.session;
    if (s && this.optionAttributes.some((o) => changed.has(o.key))) {
      const now = this.game.optionsOf(s.state) as Record<string, unknown>;
      const wanted = this.optionsFromAttributes() as Record<string, unknown>;
      if (Object.keys(wanted).some((k) => now[k] !== wanted[k])) this.newGame({ seed: this.seed });
    }
  }
}
