/**
 * `GameElement`: the base of every game element, the embedding contract written once as one Lit
 * element whose shared behaviours are reactive controllers (settings, options, session, AI,
 * hints, live region, chrome: the `*-controller.ts` files and `live-region.ts`). It wires them
 * together and keeps the words a game may reword (defaults in `words.ts`). A game element sets
 * `static game` and `static manifest` (its engine is made from the manifest's `loadKernel` on
 * first use: `deferred-engine.ts`), draws its board (`renderBoard`) and side panel
 * (`renderSide`), and may override the word methods and `clearSelection` (Escape).
 */
import { type TemplateResult, nothing } from 'lit';
import { ElementWords } from './element-words.js';
import type {
  AnyGame,
  AnyGameManifest,
  Game,
  Lesson,
  LessonPointer,
  Outcome,
} from '@matrix-arcade/core';
import { LessonController, type TeachOptions } from '../learn/lesson-controller.js';
import { lessonPanel } from '../learn/lesson-panel.js';
import type { Engine, EngineKernel, GameReview } from '@matrix-arcade/ai-wasm';
import { AiController, type Thinking } from './ai-controller.js';
import { type AiLevelName, SHARED_ATTRIBUTES, type ThemeName, randomSeed } from './attributes.js';
import { ChromeController } from './chrome-controller.js';
import { deferredEngine } from './deferred-engine.js';
import { judge } from './element-api.js';
import { type HintResult, fire } from './game-events.js';
import type { GameSession, SessionJSON } from './game-session.js';
import { HintController } from './hint-controller.js';
import { LiveRegionController } from './live-region.js';
import type { MadeStep } from './made-by.js';
import { ONLINE_PROPERTIES, OnlineController, type OnlineRoom } from './online-controller.js';
import { OptionsController, declareOptions } from './options-controller.js';
import { ReviewController } from './review-controller.js';
import { SessionController } from './session-controller.js';
import { SettingsController, defineSettingProperties } from './settings-controller.js';
import type { SpeedName } from './speeds.js';
import * as words from './words.js';

export type { HintResult, MoveDetail } from './game-events.js';

export abstract class GameElement<S, O> extends ElementWords<S> {
  static override properties = {
    autoplay: { type: Boolean, reflect: true },
    sound: { type: Boolean, reflect: true },
    readonly: { type: Boolean, reflect: true },
    picture: { type: Boolean, reflect: true },
    ...ONLINE_PROPERTIES,
  };
  /** The rules of the element's game: `static override game = myGame` (options, seats). */
  static game: AnyGame;
  /** The game's manifest (its package's `./manifest`): the element's engine loads its kernel. */
  static manifest: AnyGameManifest | undefined;
  /** The AI plays its seats by itself (pause by turning this off). */
  declare autoplay: boolean;
  /** Short sounds for moves and endings (off unless asked for; the arcade has a mute switch). */
  declare sound: boolean;
  /** The board takes no moves and the AI does not play: for showing or replaying a game. */
  declare readonly: boolean;
  /**
   * Only the board, as a picture of a position (a rules reference's): no controls, no side
   * column, no moves (set `readonly` too); `pointAt` marks a target on it.
   */
  declare picture: boolean;
  /** What abandoning a running game costs, said when New game asks first. Empty by default. */
  abandonNote = '';
  /** Bumped on every change of the session (drops stale searches). */
  protected version = 0;

  /** The element's words and hooks, as its controllers call them. */
  private readonly hooks = {
    session: () => this.session,
    dealtSeed: () => this.session?.seed ?? null,
    reseed: (seed: number) => this.startGame(seed),
    current: () => (this.session ? this.game.optionsOf(this.session.state) : null),
    wanted: () => this.optionsFromAttributes(),
    play: (action: number) => this.commit(action, 'ai'),
    version: () => this.version,
    changed: () => this.changed(),
    announce: (text: string) => this.announce(text),
    reset: () => {
      this.ai.cancel();
      this.hints.clear();
    },
    clearHint: () => this.hints.clear(),
    explain: (state: S, action: number) => this.hintExplanation(state, action),
    said: (hint: HintResult) => this.announce(this.hintWords(hint)),
    seatName: (seat: number) => this.seatName(seat),
    moverName: (step: MadeStep) => this.moverName(step),
    hintedAction: () => this.hints.current?.action ?? null,
    turnWords: (seat: number) => this.turnWords(seat),
    resultWords: (o: Outcome, v: string) => this.resultWords(o, v),
    summaryWords: (o: Outcome) => this.summaryWords(o),
    playAgainWords: () => this.playAgainWords(),
    thinkingWords: (seat: number) => this.thinkingWords(seat),
    hintTitle: (h: HintResult) => this.hintTitle(h),
    valueWords: (h: HintResult) => this.valueWords(h),
    controlSeatNames: () => this.controlSeatNames(),
    clearSelection: () => this.clearSelection(),
    renderBoard: (s: GameSession<S>) => this.renderBoard(s),
    renderSide: (s: GameSession<S>) => this.renderSide(s),
    endActions: () => this.reviews.renderStart(),
    teaching: () => this.lessons.active,
    picture: () => this.picture,
    renderLesson: () => lessonPanel(this.lessons, this),
    renderReview: () => this.reviews.render(),
  };
  protected readonly settings = new SettingsController(this, this.hooks);
  protected readonly options = new OptionsController(this, this.hooks);
  protected readonly history = new SessionController<S>(this, this.hooks);
  protected readonly ai = new AiController<S, O>(this, this.hooks, () => this.createEngine());
  protected readonly hints = new HintController<S>(this, this.hooks, this.ai);
  protected readonly live = new LiveRegionController(this);
  protected readonly reviews = new ReviewController<S>(this, { ...this.hooks, ...this.parts() });
  protected readonly chrome = new ChromeController<S>(this, { ...this.hooks, ...this.parts() });
  /** Teaching mode: a lesson on the board (`teach`), learn/lesson-controller.ts. */
  protected readonly lessons = new LessonController<S>(this, {
    session: () => this.session,
    install: (s) => {
      this.ai.cancel();
      this.hints.clear();
      this.history.session = s;
      this.changed();
    },
    commit: (action, by) => this.history.commit(action, by),
    announce: (text) => this.announce(text),
    clearSelection: () => this.clearSelection(),
  });
  /** Online play (`server`, `room`, `join-token`): online-controller.ts. */
  protected readonly online = new OnlineController<S>(this, { ...this.hooks, ...this.parts() });
  /** Online: the game server's WebSocket URL, the room's id, this seat's token (none: watch). */
  declare server: string;
  declare room: string;
  declare joinToken: string;

  private parts() {
    return { ai: this.ai, hints: this.hints, live: this.live, history: this.history };
  }

  static override get observedAttributes(): string[] {
    // biome-ignore lint/complexity/noThisInStatic: must be the subclass (Lit finalizes it here)
    declareOptions(this);
    // biome-ignore lint/complexity/noThisInStatic: must be the subclass, not LitElement itself
    return [...super.observedAttributes, ...SHARED_ATTRIBUTES];
  }

  constructor() {
    super();
    this.autoplay = false;
    this.sound = false;
    this.readonly = false;
    this.picture = false;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    // A bad option value never reaches the property: the option keeps its last good value.
    if (!this.options.accepts(name, old, value)) return;
    super.attributeChangedCallback(name, old, value);
    this.settings.attributeChanged(name, old, value);
  }
  // ---- the public contract (README); the settings' accessors: settings-controller.ts ----
  /** The seed of the current game; setting a different one deals a new game with it. */
  declare seed: number;
  /** Seats the AI plays, e.g. `[1]`, or `[0, 1]` to watch it play itself. */
  declare aiSeats: readonly number[];
  /** Pause before each AI move: slow, normal, fast or instant. */
  declare speed: SpeedName;
  /** Search iterations per AI move and hint (default: the engine's setting for the game). */
  declare aiIterations: number | undefined;
  /** How hard the AI plays its moves and hints: `"quick"` (default) or `"strong"`. */
  declare aiLevel: AiLevelName;
  /** `"light"`, `"dark"`, or null to follow the system; reflected to the `theme` attribute. */
  declare theme: ThemeName | null;
  /** The current game state (read-only; plain data). */
  get gameState(): S | null {
    return this.session?.state ?? null;
  }
  /** How the game ended, or null while it runs. */
  get result(): Outcome | null {
    return this.session ? this.game.outcome(this.session.state) : null;
  }
  /** Who made each move played so far, as recorded when it was made (null: chance, unrecorded). */
  get moveMakers(): readonly MadeStep[] {
    return (this.session?.history ?? []).map(({ seat, by }) => ({ seat, by }));
  }
  /** The game as JSON (`matrix-arcade/session`); setting it restores a saved game. */
  get state(): SessionJSON | null {
    return this.history.state;
  }
  set state(v: unknown) {
    this.history.setState(v);
  }
  /** The engine used for AI moves and hints; assign your own (e.g. a custom worker) before use. */
  get engine(): Engine<O> {
    return this.ai.engine;
  }
  set engine(e: Engine<O>) {
    this.ai.engine = e;
  }
  /** Deals a new game: `seed` and options (default: random, the attributes); bad ones throw. */
  newGame(options: { seed?: number } & Record<string, unknown> = {}): void {
    this.history.deal(options, this.optionsFromAttributes());
  }
  /** Takes back moves until a person is to move again (one move if every seat is the AI). */
  undo(): boolean {
    return !this.lessons.active && this.history.undo();
  }
  /** Replays what undo took back, up to the next person's turn. */
  redo(): boolean {
    return !this.lessons.active && this.history.redo();
  }
  /**
   * Teaching mode (docs/lessons.md): `lesson` on the board, its steps in the controls' place,
   * moves checked before they are played; `at` resumes it, `next` names the lesson after it.
   */
  teach(lesson: Lesson<S>, options: TeachOptions = {}): void {
    this.autoplay = false;
    this.aiSeats = this.game.players.max > 1 ? [1 - lesson.seat] : [];
    this.lessons.start(lesson, options);
  }
  /** The lesson on the board, or null. */
  get lesson(): Lesson<S> | null {
    return this.lessons.lesson;
  }
  /** Marks a target on the board outside a lesson (a picture's: `{ action }` or `{ part }`). */
  pointAt(pointer: LessonPointer | null): void {
    this.lessons.fixed = pointer;
    this.requestUpdate();
  }
  /** Leaves teaching mode; the position stays on the board. */
  stopTeaching(): void {
    this.lessons.stop();
  }
  /** The engine's suggestion for the seat to move, shown on the board and in words. */
  hint(): Promise<HintResult> {
    return this.hints.ask();
  }
  /** Reviews the game with the engine (after it ends): every move graded, shown beside the board. */
  review(): Promise<GameReview> {
    return this.reviews.start();
  }
  /**
   * Resolves once the element has nothing left to do on its own: no AI move planned or being
   * searched, no hint search, no review running, no render pending. With autoplay on and the AI
   * on every seat, that is the end of the game (or the AI's move budget).
   */
  async idle(): Promise<void> {
    for (;;) {
      await this.updateComplete;
      await this.ai.idle();
      await this.reviews.idle();
      await this.updateComplete;
      if (this.ai.isIdle && !this.isUpdatePending) return;
    }
  }
  /** Plays an action for the seat to move (as a person); throws `IllegalActionError` if illegal. */
  play(action: number): void {
    this.commit(action, 'human');
  }
  /**
   * Makes a room for this game on a game server and takes its first seat (the invite: the
   * other). `room.watch`: anyone with the room's id may watch it (off unless asked).
   */
  createOnline(
    server: string,
    options: object = this.optionsFromAttributes(),
    room: { watch?: boolean } = {},
  ): Promise<OnlineRoom> {
    return this.online.create(server, options, room.watch === true);
  }
  /** Moves keyboard focus to the board unless it is there already (Undo and Redo do this). */
  focusBoard(): void {
    this.chrome.focusBoard();
  }
  // ---- for game elements ----
  /** The element's game (its class's static `game`). */
  // biome-ignore lint/suspicious/noExplicitAny: any game's options
  protected get game(): Game<S, any, any> {
    return (this.constructor as typeof GameElement).game as Game<S, never, never>;
  }
  /** The game in progress, or null before the first deal. */
  protected get session(): GameSession<S> | null {
    return this.history.session;
  }
  /** The game's options as the option attributes say now. */
  protected optionsFromAttributes(): object {
    return this.options.fromAttributes();
  }
  /**
   * Creates the engine (called lazily, once per connection): by default a worker engine whose
   * kernel the game's manifest loads on the first search (`static manifest`).
   */
  protected createEngine(): Engine<O> {
    const manifest = (this.constructor as typeof GameElement).manifest;
    const load = manifest?.loadKernel;
    if (!load) {
      throw new Error(
        `<${this.localName}> has no engine: its class sets no static manifest with a loadKernel, nor overrides createEngine()`,
      );
    }
    return deferredEngine(() => load() as Promise<EngineKernel<O>>);
  }
  /** The board column: status, board and what goes with it (the game's own markup). */
  protected abstract renderBoard(session: GameSession<S>): unknown;
  /** The game's part of the side column, below the shared controls and above the move log. */
  protected renderSide(_session: GameSession<S>): unknown {
    return nothing;
  }
  /** What the engine is searching for now, or null. */
  protected get thinking(): Thinking | null {
    return this.ai.thinking;
  }
  protected override lessonSeat(): number | null {
    return this.lessons.lesson?.seat ?? null;
  }
  /** The action the lesson's pointer shows, or -1. */
  protected get pointedAction(): number {
    return this.lessons.pointedAction();
  }
  /** The part of the board the lesson's pointer shows (the element's part names), or ''. */
  protected get pointedPart(): string {
    return this.lessons.pointedPart();
  }
  /** The last hint if it was asked in the current position, else null. */
  protected get currentHint(): (HintResult & { ply: number }) | null {
    return this.hints.current;
  }
  /** Whether a person may move now (not while the AI is about to play this seat). */
  protected get humanTurn(): boolean {
    return this.online.active ? this.online.myTurn : this.ai.humanMayMove();
  }
  /** Called after every change of the session, before rendering (clear selections here). */
  protected sessionChanged(): void {}
  /** Escape pressed in the element: clear the selection; true if there was one. */
  protected clearSelection(): boolean {
    return false;
  }
  protected announce(text: string): void {
    this.live.announce(text);
  }
  protected commit(action: number, by: 'human' | 'ai'): void {
    if (this.online.active) this.online.play(action);
    else if (this.lessons.active && by === 'human') {
      // A lesson checks the move first: a refused one changes nothing.
      if (!this.lessons.propose(action)) return;
      this.history.commit(action, by);
      this.lessons.moved();
    } else this.history.commit(action, by);
  }
  /** Deals a new game with this seed and these options (checked already). */
  protected startGame(seed: number, options: object = this.optionsFromAttributes()): void {
    this.history.start(seed, options);
  }
  /** Re-renders, saves, and lets the AI move if it is its turn. */
  protected changed(): void {
    this.version++;
    this.requestUpdate();
    if (!this.session) return;
    this.sessionChanged();
    fire(this, 'state-change', { state: this.session.toJSON() });
    this.ai.schedule();
    if (!this.lessons.active) this.ai.searchAhead();
  }
  override connectedCallback(): void {
    super.connectedCallback(); // the session controller restores a save assigned before
    if (!this.session) this.startGame(this.settings.seed ?? randomSeed());
    else this.changed();
  }
  // ---- words: the defaults in element-words.ts ----
  /** "Replay the tie" after a draw between several seats, else "Play again". */
  protected playAgainWords(): string {
    const o = this.result;
    const s = this.session;
    return words.playAgainLabel(o && s ? judge(this, o, this.game.numSeats(s.state)).kind : 'win');
  }
  // ---- the chrome (chrome-controller.ts) ----
  /** The status line: `words` while the game runs (with the thinking indicator), else the result. */
  protected renderStatus(text: unknown, extra: unknown = nothing): TemplateResult {
    // Someone else's line (`player`): the game's "Your move" would be untrue.
    return this.chrome.status(this.player ? `${this.player}’s line` : text, extra);
  }
  /** Draws nothing: the chrome shows the hint's words under the controls (kept for callers). */
  protected renderHint(): unknown {
    return nothing;
  }
  override render() {
    return this.online.around(this.chrome.render());
  }
}

defineSettingProperties(GameElement.prototype);
