/**
 * The AI of a game element, as a Lit reactive controller: when autoplay is on and an AI seat is
 * to move, it waits the chosen delay, asks the engine (one search at a time) and plays the
 * answer, unless the game moved on meanwhile (undo, a new game, a restored save): each search is
 * tied to the session version it started from. It also runs hint searches, and tells the host
 * what it is thinking about and how far the search has got (the engine's progress reports), for
 * the thinking indicator.
 *
 * Once a person has touched the element (moved the pointer on it, pressed it, or focused it),
 * the hint of each position a person is to move in is searched in the background (the quick
 * level at the engine's default budget only, a search of well under a tenth of a second), so a
 * hint asked a moment later is answered at once: the same search, seeded the same way, that the
 * hint would have run. An element nobody touches never starts its engine on its own.
 *
 * `idle()` resolves once no AI move is planned or being searched and no search runs (what a
 * caller, or a test, waits for instead of a pause of some milliseconds).
 *
 * A guard: after `budget` AI moves in one game that has not ended (a game whose rules let a bot
 * play on forever), autoplay stops by itself (`autoplay` turned off) and `stopped` says why until
 * the AI is run again or a new game is dealt. Nothing is counted as a result.
 */
import type { ReactiveController } from 'lit';
import { BOT_STEP_BUDGET, deriveSeed } from '@matrix-arcade/core';
import type { Engine, EngineHint, SearchProgress } from '@matrix-arcade/ai-wasm';
import { type ElementApi, gameOf } from './element-api.js';
import { EngineQueue } from './engine-queue.js';
import { fireSettings } from './game-events.js';
import type { GameSession } from './game-session.js';
import { SPEEDS } from './speeds.js';
import { reportProblem } from './warn.js';

/** What the controller needs from its element besides its public settings. */
export interface AiDriver<S> {
  session(): GameSession<S> | null;
  /** Bumped on every change of the session. */
  version(): number;
  /** Plays the AI's move. */
  play(action: number): void;
  /** Whether a lesson is on the board: its steps name every move, so nothing is searched ahead. */
  teaching?(): boolean;
}

/** What the engine is searching for. */
export interface Thinking {
  readonly seat: number;
  readonly purpose: 'move' | 'hint';
  /** How far the search has got (0 to 1), once the engine has said; long searches only. */
  readonly progress?: number;
}

const noop = () => {};
const isCancel = (e: unknown) => (e as Error)?.name === 'EngineCancelledError';

export class AiController<S, O> implements ReactiveController {
  /** The search running now, or null. */
  thinking: Thinking | null = null;
  /** AI moves in one game that has not ended before autoplay stops by itself (core's budget for bots). */
  budget = BOT_STEP_BUDGET;
  /** AI moves played in the game `counted.session`, and whether the budget stopped it. */
  private counted: { session: unknown; moves: number; stopped: boolean } = {
    session: null,
    moves: 0,
    stopped: false,
  };
  private readonly engines: EngineQueue<O>;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private scheduledFor = -1;
  /** A person has touched the element: hints are searched ahead. */
  private touched = false;
  /** The hint searched ahead, for the position and settings `key` names. */
  private ahead: { readonly key: string; readonly result: Promise<EngineHint> } | null = null;

  /** Autoplay as last seen, to notice it being turned on or off. */
  private wasRunning = false;
  /** The search ahead still running, or null. */
  private aheadRunning: Promise<EngineHint> | null = null;
  /** The AI move being searched or played (after its timer fired), or null. */
  private moving: Promise<void> | null = null;
  /** Callers of `idle()` waiting for the controller to be idle. */
  private waiters: (() => void)[] = [];

  constructor(
    private readonly host: ElementApi,
    private readonly d: AiDriver<S>,
    createEngine: () => Engine<O>,
  ) {
    this.engines = new EngineQueue(createEngine);
    host.addController(this);
    // A pointer that moves or presses on the element, or focus in it; not the pointer an element
    // merely appears under (browsers send pointerenter for that).
    const touches = ['pointermove', 'pointerdown', 'focusin'] as const;
    const touch = () => {
      for (const t of touches) host.removeEventListener(t, touch);
      this.touched = true;
      this.searchAhead();
    };
    for (const t of touches) host.addEventListener(t, touch, { passive: true });
  }

  get engine(): Engine<O> {
    return this.engines.engine;
  }
  set engine(e: Engine<O>) {
    this.ahead = null; // searched by the engine being replaced
    this.engines.engine = e;
  }

  /** Autoplay turned on gives the game a new move budget; turned off, it stops the AI's move. */
  hostUpdate(): void {
    const running = this.host.autoplay;
    if (running === this.wasRunning) return;
    if (this.host.hasUpdated) fireSettings(this.host); // Run AI / Pause AI, not the first render
    this.wasRunning = running;
    if (running) this.resume();
    else this.pause();
    this.schedule();
  }

  /** Whether a person may move now: the game runs, and the AI is not about to play this seat. */
  humanMayMove(): boolean {
    const s = this.d.session();
    if (!s || s.over || this.host.readonly) return false;
    return !(this.host.autoplay && this.isAiSeat(s.toMove)) && this.thinking?.purpose !== 'move';
  }

  private running(): boolean {
    return this.host.autoplay && !this.host.readonly;
  }

  private isAiSeat(seat: number): boolean {
    return this.host.aiSeats.includes(seat);
  }

  hostDisconnected(): void {
    this.stopTimer();
    this.engines.dispose();
  }

  /** Plans the AI's move if autoplay is on and an AI seat is to move (once per version). */
  schedule(): void {
    const s = this.d.session();
    if (!s || !this.host.isConnected || !this.running() || s.over || !this.isAiSeat(s.toMove)) {
      return;
    }
    const version = this.d.version();
    if (this.scheduledFor === version) return;
    clearTimeout(this.timer);
    this.scheduledFor = version;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const moving = this.move(version).finally(() => {
        if (this.moving === moving) this.moving = null;
        this.wake();
      });
      this.moving = moving;
    }, SPEEDS[this.host.speed]);
  }

  /** Whether no AI move is planned or running and no search (shown or ahead) runs. */
  get isIdle(): boolean {
    return (
      this.timer === undefined &&
      this.moving === null &&
      this.thinking === null &&
      this.aheadRunning === null
    );
  }

  /** Resolves once `isIdle` holds (at once if it does now). */
  idle(): Promise<void> {
    if (this.isIdle) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private wake(): void {
    if (this.isIdle) for (const w of this.waiters.splice(0)) w();
  }

  /** Why autoplay stopped by itself in the game in progress, or ''. */
  get stopped(): string {
    const c = this.counted;
    return c.stopped && c.session === this.d.session()
      ? `The AI stopped after ${this.budget} moves without an end; Run AI goes on.`
      : '';
  }

  /** Autoplay was turned on: the game gets a new budget of AI moves. */
  private resume(): void {
    this.counted = { session: this.d.session(), moves: 0, stopped: false };
  }

  /** Autoplay went off: no planned move, and a running move search is dropped. */
  pause(): void {
    this.stopTimer();
    if (this.thinking?.purpose === 'move') this.cancel();
  }

  /**
   * Searches the current position's hint in the background if a person has touched the element,
   * a person is to move, and hints are at the quick level and the engine's default budget
   * (called after every change).
   */
  searchAhead(): void {
    const s = this.d.session();
    if (!this.touched || !s || s.over || !this.host.isConnected) return;
    if (this.d.teaching?.()) return;
    // Only short searches: the quick level at the engine's own budget (not `ai-iterations`).
    if (this.host.aiLevel !== 'quick' || this.host.aiIterations !== undefined) return;
    if (this.running() && this.isAiSeat(s.toMove)) return;
    const key = this.keyOf(s.toMove);
    if (this.ahead?.key === key) return;
    const result = this.request(s.toMove, undefined, noop, noop);
    result.catch(noop); // a search ahead that fails or is cancelled is simply not used
    this.ahead = { key, result };
    this.aheadRunning = result;
    const done = () => {
      if (this.aheadRunning === result) this.aheadRunning = null;
      this.wake();
    };
    result.then(done, done);
  }

  /** The game changed under the engine: drop every planned and running search. */
  cancel(): void {
    this.ahead = null;
    this.stopTimer();
    if (this.thinking) this.engines.cancel();
    this.setThinking(null);
  }

  /** A search for `seat` from the current position (seeded by the game seed and the ply). */
  search(seat: number, purpose: Thinking['purpose']): Promise<EngineHint> {
    const ahead = this.ahead;
    if (purpose === 'hint' && ahead?.key === this.keyOf(seat)) {
      // Searched ahead: show it as thinking until it is done, if it is not yet.
      this.ahead = null;
      const mine: Thinking = { seat, purpose };
      this.setThinking(mine);
      const clear = () => {
        if (this.thinking === mine) this.setThinking(null);
      };
      ahead.result.then(clear, clear);
      return ahead.result;
    }
    let mine: Thinking | null = null;
    const onProgress = (p: SearchProgress) => {
      // Only while this search is the one shown (a late report after a cancel is dropped).
      if (mine === null || this.thinking !== mine) return;
      mine = { seat, purpose, progress: p.fraction };
      this.setThinking(mine);
    };
    return this.request(
      seat,
      onProgress,
      () => {
        mine = { seat, purpose };
        this.setThinking(mine);
      },
      () => {
        mine = null;
        this.setThinking(null);
      },
    );
  }

  /** Queues the engine search for `seat` in the current position. */
  private request(
    seat: number,
    onProgress: ((p: SearchProgress) => void) | undefined,
    onStart: () => void,
    onEnd: () => void,
  ): Promise<EngineHint> {
    const s = this.d.session()!;
    const observation = gameOf(this.host).observe(s.state, seat);
    const seed = deriveSeed(s.seed, s.history.length);
    const iterations = this.host.aiIterations;
    const level = this.host.aiLevel;
    const options = {
      seed,
      level,
      ...(iterations ? { iterations } : {}),
      ...(onProgress ? { onProgress } : {}),
    };
    return this.engines.hint(observation, seat, options, onStart, onEnd);
  }

  /** What a search depends on besides the engine: the position, the seat and the settings. */
  private keyOf(seat: number): string {
    return `${this.d.version()}:${seat}:${this.host.aiLevel}:${this.host.aiIterations ?? ''}`;
  }

  private stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.scheduledFor = -1;
    this.wake();
  }

  private setThinking(t: Thinking | null): void {
    this.thinking = t;
    this.host.requestUpdate();
    this.wake();
  }

  private async move(version: number): Promise<void> {
    const s = this.d.session();
    if (!s || version !== this.d.version() || s.over || !this.running()) return;
    if (this.counted.session !== s) this.counted = { session: s, moves: 0, stopped: false };
    if (this.counted.moves >= this.budget) {
      this.counted.stopped = true;
      this.scheduledFor = -1;
      this.host.autoplay = false;
      this.host.requestUpdate();
      return;
    }
    try {
      const found = await this.search(s.toMove, 'move');
      if (version !== this.d.version() || !this.running()) return;
      this.counted.moves++;
      this.d.play(found.action);
    } catch (e) {
      if (isCancel(e) || version !== this.d.version()) return;
      this.scheduledFor = -1;
      reportProblem(this.host, {
        source: 'engine',
        message: `the AI could not move: ${(e as Error).message}`,
      });
    }
  }
}
