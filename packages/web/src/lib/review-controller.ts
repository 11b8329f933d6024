/**
 * The review of a game, as a Lit reactive controller of every game element (issue 27): on
 * request only (the Review button once the game is over, or `element.review()`), it runs
 * `reviewGame` from `@matrix-arcade/ai-wasm` on the element's game in workers of its own
 * (`reviewWorkers`), shows its progress with a Cancel button and, as the moves are judged, the
 * chart of the win chance and the graded moves so far (usable before the review ends), then the
 * whole review. Choosing a move steps the board to the position before it and marks the engine's better
 * move with the element's own hint marking (the hint controller's current hint), so each game's
 * board shows it the way it shows a hint. While a review is shown the element is read-only (the
 * AI does not move); closing it goes back to the end of the game. The templates are in
 * `review-view.ts` and `review-done-view.ts`; `reviewGame` and the finished review's panel are
 * loaded when a review starts (`review-game.ts`, `review-done-view.ts`).
 */
import type { ReactiveController } from 'lit';
import { nothing } from 'lit';
import { REPLAY_FORMAT, REPLAY_VERSION, type Replay, TERMINAL } from '@matrix-arcade/core';
import type { EngineKernel, GameReview, ReviewProgress } from '@matrix-arcade/ai-wasm';
import { kernelOf } from './deferred-engine.js';
import { type ElementApi, gameOf } from './element-api.js';
import type { HintResult } from './game-events.js';
import type { GameSession } from './game-session.js';
import type { HintController } from './hint-controller.js';
import { type MadeStep, aiOnlySeats } from './made-by.js';
import { engineMoveBetter } from './review-better.js';
import { keepReviewFocus, openReviewAtTop } from './review-focus.js';
import type { ReviewState } from './review-state.js';
import { type DonePanel, type ReviewViewPort, reviewPanel } from './review-view.js';

/** What the controller needs from its element besides its public API. */
export interface ReviewDriver<S> {
  session(): GameSession<S> | null;
  /** The element's AI: its engine's kernel (none for a custom engine) is reviewed with. */
  readonly ai: { readonly engine: Parameters<typeof kernelOf>[0] };
  hints: HintController<S>;
  seatName(seat: number): string;
  /** Who made a move, as recorded: "Player 1 (AI)", "You (hint)". */
  moverName(step: MadeStep): string;
  announce(text: string): void;
  /** Re-renders and saves after the board was stepped. */
  changed(): void;
}

/**
 * Workers a review searches in side by side (issue 37: Matrix Maze's review asks some forty
 * hints a move): one fewer than the machine's cores, at least two and at most four.
 */
export function reviewWorkers(): number {
  const cores = globalThis.navigator?.hardwareConcurrency ?? 2;
  return Math.min(4, Math.max(2, cores - 1));
}

export class ReviewController<S> implements ReactiveController {
  state: ReviewState = { kind: 'idle' };
  /** The finished review's panel, loaded with the first review (`review-done-view.ts`). */
  private done: DonePanel | null = null;
  private abort: AbortController | null = null;
  /** The element's `readonly` before the review took the board, to give it back. */
  private wasReadonly: boolean | null = null;
  /** The game the state belongs to (a new deal drops the review). */
  private reviewed: unknown = null;
  /** Callers of `idle()` waiting for the running review to end. */
  private waiters: (() => void)[] = [];

  constructor(
    private readonly host: ElementApi & { readonly: boolean },
    private readonly d: ReviewDriver<S>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.cancel();
  }

  /** Drops a review of another game (a new deal, a restored save). */
  hostUpdate(): void {
    const s = this.d.session();
    if (this.state.kind === 'idle' || s?.start === this.reviewed) return;
    this.cancel();
    if (this.wasReadonly !== null) this.host.readonly = this.wasReadonly;
    this.wasReadonly = null;
    this.d.hints.last = null;
    this.set({ kind: 'idle' });
    this.reviewed = null;
  }

  /** The review under way, for a second `start` while it runs. */
  private running: Promise<GameReview> | null = null;

  /**
   * Starts the review of the game (the whole game, every move played), or returns it: at once
   * if done, when it ends if it runs (its first moves are shown before).
   */
  start(): Promise<GameReview> {
    if (this.state.kind === 'done') return Promise.resolve(this.state.review);
    if (this.state.kind === 'running' && this.running) return this.running;
    const run = this.run();
    this.running = run;
    const clear = () => {
      if (this.running === run) this.running = null;
    };
    run.then(clear, clear);
    return run;
  }

  private async run(): Promise<GameReview> {
    const s = this.d.session();
    const kernel = (await kernelOf(this.d.ai.engine)) as EngineKernel<unknown> | undefined;
    if (!s) throw new Error('there is no game to review');
    if (!kernel) throw new Error('this element’s engine has no kernel to review with');
    this.cancel();
    const game = gameOf(this.host);
    const json = s.toJSON();
    const replay: Replay = {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      game: game.id,
      options: game.optionsOf(s.start) as object,
      seed: json.seed,
      actions: json.actions,
      ...(json.madeBy && { madeBy: json.madeBy }),
    };
    const abort = new AbortController();
    this.abort = abort;
    this.reviewed = s.start;
    this.keepFocus('[data-review="cancel"]');
    this.set({
      kind: 'running',
      progress: { done: 0, total: 0, fraction: 0 },
      partial: null,
      selected: null,
    });
    this.d.announce('Reviewing the game…');
    try {
      // The review searches at the quick level, whose chances are calibrated, unless the author
      // set `ai-iterations`: then at that effort, as the element's hints and moves are.
      const iterations = this.host.aiIterations;
      // The engine's review and the finished review's panel, loaded when a review first starts.
      const [{ reviewGame }, { reviewDonePanel }] = await Promise.all([
        import('./review-game.js'),
        import('./review-done-view.js'),
      ]);
      this.done = reviewDonePanel;
      const running = (change: { progress?: ReviewProgress; partial?: GameReview }) => {
        const st = this.state;
        if (this.abort !== abort || st.kind !== 'running') return;
        // The first move judged redraws the panel: focus on Cancel stays on Cancel.
        if (change.partial && !st.partial) this.keepFocus('[data-review="cancel"]');
        this.set({ ...st, ...change });
      };
      const review = await reviewGame(kernel, game, replay, {
        ...(iterations ? { hint: { iterations } } : {}),
        workers: reviewWorkers(),
        signal: abort.signal,
        onProgress: (progress) => running({ progress }),
        onMove: (partial) => running({ partial }),
      });
      if (this.abort !== abort) return review;
      this.abort = null;
      // A move chosen while the review ran stays chosen; else the panel opens at its top.
      const st = this.state;
      const selected = st.kind === 'running' ? st.selected : null;
      if (selected === null) {
        // Focus on Next mistake, else the chart (the arrow keys step it): both at its top.
        this.keepFocus('[data-review="next-mistake"]:not([disabled])', '[part~="review"] .plot');
      }
      this.set({ kind: 'done', review, selected });
      if (selected === null) this.openAtTop();
      const worse = review.moves.filter((m) => m.grade === 'mistake' || m.grade === 'blunder');
      this.d.announce(
        `Review ready: ${review.moves.length} moves graded, ${worse.length} mistakes or blunders.`,
      );
      return review;
    } catch (error) {
      if (this.abort === abort) {
        this.abort = null;
        const message = (error as Error).message;
        this.keepFocus('[data-review="start"]');
        this.set(abort.signal.aborted ? { kind: 'idle' } : { kind: 'failed', message });
      }
      throw error;
    }
  }

  /** Stops a running review (nothing else changes). */
  cancel(): void {
    const a = this.abort;
    if (!a) return;
    this.abort = null;
    a.abort();
    this.keepFocus('[data-review="start"]');
    // A move chosen while it ran: the board goes back to the end of the game.
    if (this.wasReadonly !== null) this.reset();
    else this.set({ kind: 'idle' });
    this.d.announce('Review cancelled.');
  }

  /** Closes the review: the board goes back to the end of the game and takes moves again. */
  close(): void {
    this.cancel();
    this.reset();
    this.host.focusBoard();
  }

  /** Shows move `index` of the review: the board before it, the better move marked. */
  select(index: number): void {
    const st = this.state;
    const s = this.d.session();
    const review = st.kind === 'done' ? st.review : st.kind === 'running' ? st.partial : null;
    if (!review || !s) return;
    const m = review.moves[index];
    if (!m) return;
    if (this.wasReadonly === null) this.wasReadonly = this.host.readonly;
    this.host.readonly = true;
    while (s.history.length > m.step && s.undo()) {}
    while (s.history.length < m.step && s.redo()) {}
    if (st.kind === 'done' || st.kind === 'running') this.set({ ...st, selected: index });
    this.d.changed();
    const better: HintResult = {
      action: m.bestAction,
      description: m.bestDescription,
      value: m.bestChance,
      chance: m.bestChance,
      level: 'quick',
      seat: m.seat,
    };
    this.d.hints.last = m.grade === 'best' ? null : { ...better, ply: s.history.length };
    this.host.requestUpdate();
    const name = this.moverOf(m);
    const who = name ? `${name}: ` : '';
    const tail =
      m.grade === 'best'
        ? ''
        : engineMoveBetter(m)
          ? ` Better: ${m.bestDescription}.`
          : ` The engine’s choice: ${m.bestDescription}, as good.`;
    this.d.announce(`Move ${index + 1}, ${who}${m.description}: ${m.grade}.${tail}`);
  }

  /**
   * The seat whose side the chart takes: the first seat a person played, as recorded (else
   * seat 0).
   */
  viewSeat(seats: number): number {
    const steps = this.d.session()?.history ?? [];
    const ai = aiOnlySeats(steps, seats, this.host.aiSeats);
    return Array.from({ length: seats }, (_, i) => i).find((i) => !ai.includes(i)) ?? 0;
  }

  /** Who made a reviewed move, as recorded ('' in a solitaire saved before the record). */
  private moverOf(m: { readonly seat: number; readonly madeBy?: MadeStep['by'] }): string {
    if (m.madeBy) return this.d.moverName({ seat: m.seat, by: m.madeBy });
    return gameOf(this.host).players.max === 1 ? '' : this.d.seatName(m.seat);
  }

  /**
   * The Review button (and why the last review failed) beside the result of a game that is
   * over, in the end panel: nothing while a review runs or is shown (`render` draws it).
   */
  renderStart(): unknown {
    const s = this.d.session();
    const idle = this.state.kind === 'idle' || this.state.kind === 'failed';
    return s?.over && idle ? reviewPanel(this.port(true)) : nothing;
  }

  /**
   * The review while it runs or is shown, right under the controls; in a replay stepped back
   * from its end (the game is over but not at its end), the Review button too.
   */
  render(): unknown {
    const s = this.d.session();
    // Stepped back in a game that is over (a replay of a past game, a review).
    const last = s?.redoable.at(-1)?.after;
    const ended =
      !!s && (s.over || (last !== undefined && gameOf(this.host).currentPlayer(last) === TERMINAL));
    const idle = this.state.kind === 'idle' || this.state.kind === 'failed';
    if (!s || (idle && (s.over || !ended))) return nothing;
    return reviewPanel(this.port(ended));
  }

  private port(ended: boolean): ReviewViewPort {
    return {
      state: this.state,
      over: ended,
      seatName: (seat) => this.d.seatName(seat),
      moverName: (m) => this.moverOf(m),
      viewSeat: (seats) => this.viewSeat(seats),
      solo: gameOf(this.host).players.max === 1,
      start: () => void this.start().catch(() => {}),
      cancel: () => this.cancel(),
      close: () => this.close(),
      select: (i) => this.select(i),
      done: this.done,
    };
  }

  /** Focus to the first of `selectors` drawn, when it was in the panel (`review-focus.ts`). */
  private keepFocus(...selectors: string[]): void {
    keepReviewFocus(this.host, selectors);
  }

  /** A finished review opens at its own top, its chart first (`review-focus.ts`). */
  private openAtTop(): void {
    openReviewAtTop(this.host);
  }

  private set(state: ReviewState): void {
    this.state = state;
    this.host.requestUpdate();
    if (state.kind !== 'running') for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves once no review is running (at once if none is). */
  idle(): Promise<void> {
    if (this.state.kind !== 'running') return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private reset(): void {
    const s = this.d.session();
    const stepped = this.wasReadonly !== null;
    if (stepped && s) while (s.redo()) {}
    if (stepped) this.host.readonly = this.wasReadonly!;
    this.wasReadonly = null;
    this.d.hints.last = null;
    this.set({ kind: 'idle' });
    this.reviewed = null;
    if (stepped) this.d.changed();
    this.host.requestUpdate();
  }
}
